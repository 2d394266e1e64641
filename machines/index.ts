/** The wizard's machines and their pure helpers (DESIGN.md "Machines"); the app binds them with `.provide()`. */
export * from './wizardNavigation';
export * from './email';
export * from './effects';
export * from './resume';
export * from './tabFlow';
export * from './enrollerCode';
export * from './saveLater';
export * from './continueEnrollment';
export * from './directContinue';
export * from './listStep';
export * from './listControls';
export * from './healthStep';
export * from './storefront';
