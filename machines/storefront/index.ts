/** The storefront's entry flows (storefront.md sections 2 and 4): pure machines and helpers, bound to pages by the app. */
export * from './types';
export * from './repAccessCode';
export * from './groupCode';
export * from './startupTypes';
export * from './startupRoute';
export * from './startup';
export * from './homeLink';
export * from './siteExit';
export * from './helpWidget';
export * from './locationPrompt';
export * from './repLandingTypes';
export * from './repLanding';
export * from './groupLanding';
export * from './memberEnroll';
export * from './quoteForm';
export * from './quotePayload';
