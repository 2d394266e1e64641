/**
 * A validator for rendering unsaved edits only. The app's CSP forbids eval, so a form's real
 * validator is the module the server precompiles for a saved schema; an unsaved draft has none
 * yet. This one lets the production engine render the draft as typed (a conditional schema's
 * `if` counts as not met) and reports nothing: the preview's Next asks the server (POST …/draft/validate).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { formSchema, type TabForm } from '../../../adapters';
import type { FormValidator } from '../../engine';

const RENDER_ONLY: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => false,
  rawValidation: () => ({ errors: [] }),
};

/** The schema of `form` with the render-only validator. */
export function renderOnlyValidation(form: TabForm): FormValidator {
  return { schema: formSchema(form) as RJSFSchema, validator: RENDER_ONLY };
}
