export * from './storage';
export { useSessionValue } from './useSessionValue';
export { storeResumedEnrollment } from './resume';
export { draftNotice, forgetDraft, keepDraft, readDraft } from './drafts';
export { clearAfterReview, forgetCompletedEnrollment, RECEIPT_CLEARED_KEYS, REVIEW_CLEARED_KEYS } from './completion';
