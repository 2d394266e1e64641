/** domain/: pure rules shared by machines, screens and the server (docs/decisions/layout.md): what a value must be, how it is typed, how a failure reads. */
export * from './wizardRules';
export * from './errors';
export * from './beneficiaryRules';
export * from './dateInput';
export * from './storefront/helpWidgetTypes';
export * from './storefront/quoteRules';
