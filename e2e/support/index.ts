/** Helpers shared by the e2e journeys. */
export { expectNoSeriousA11yViolations } from './a11y';
export { directLinkPath } from './links';
export { makeEnrollment, ownLinkPath, type OwnEnrollment } from './factory';
export { extractCode, readLatestCode, readOutbox, type OutboxMail } from './mailbox';
export { countPosts } from './network';
export { expectNothingSaved, savedColumn } from './saved';
export { continueForm, expectResumedAt, openContinueBanner, pathOfTab, resumeWithCode, submitContinue } from './resume';
export {
  backButton, expectFieldError, expectFieldValues, expectNoFieldError, expectOnTab, expectOnTabAccessible, field, fillFields, nextButton, tabTitle,
  type FieldValues,
} from './wizard';
