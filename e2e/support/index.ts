export { expectNoSeriousA11yViolations } from './a11y';
export { extractCode, readLatestCode, readOutbox, type OutboxMail } from './mailbox';
