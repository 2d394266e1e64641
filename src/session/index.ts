export * from './storage';
export { storeResumedEnrollment } from './resume';
export { forgetDraft, keepDraft, readDraft } from './drafts';
