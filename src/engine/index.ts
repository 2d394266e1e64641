/** The generic form engine: one RJSF theme (our widgets and templates) and the form that renders every tab. */
export { SchemaForm } from './SchemaForm';
export type { SchemaFormProps } from './SchemaForm';
export { registry, templates, widgets } from './registry';
export { loadFormValidator, type FormValidator } from './formValidator';
export { COMMIT_IDLE_MS } from './useDraft';
export { focusFirstInvalid } from './focus';
export { useStructuralShare } from './structuralShare';
export type { EngineFormContext } from './formContext';
