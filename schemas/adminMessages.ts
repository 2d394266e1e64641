/**
 * Messages of the admin form API (issue 14): ours, the spec has no admin screens. Spread into
 * schemas/messages.ts MESSAGES, the one catalog.
 */
export const ADMIN_FORM_MESSAGES = {
  formUnknown: 'This form does not exist.',
  scopeUnknown: 'This portal or group does not exist.',
  draftMissing: 'There is no draft of this form for this scope.',
  draftStale: 'Someone else saved this draft after you opened it. Reload it to see their changes, then make yours again.',
  draftConflict: 'Someone else changed the same properties of this draft after you opened it. Nothing was saved: reload it to see their changes, then make yours again.',
  draftConflictProperty: 'Someone else changed this property too.',
  publishReasonRequired: 'Give a reason for this change.',
  publishHasProblems: 'The draft has problems. Fix them before publishing.',
  publishFourEyes: 'On this portal a draft must be published by someone other than its only author.',
  versionMissing: 'This version does not exist.',
  publishAtPast: 'Choose a date and time in the future, or publish now.',
  publishInFlightScheduled: 'Only a version published now can apply to enrollments in flight.',
  rollbackActive: 'This version is already the active one.',
  personaUnknown: 'Only a demo enrollment of this portal can be previewed.',
} as const;
