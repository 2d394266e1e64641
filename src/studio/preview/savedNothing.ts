import type { TabForm } from '../../../adapters';
import type { PersonaValues } from '../../../machines/studio';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import { isStorefrontForm } from '../../../schemas/forms/storefrontForms';
import { T } from '../text';

/** A value a person saved (not absent, not empty). */
const isSaved = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * What Preview as says when a persona's saved values hold none of the form's fields (the preview
 * then shows the form empty), else null. The storefront's income and hours and tobacco dialogs
 * are the usual case: a persona's saved quote (filter_info) holds its zip, date of birth, gender
 * and tier only, so the note says so for a storefront form.
 */
export function savedNothingNote(formName: DefinedForm, form: TabForm, values: PersonaValues | null): string | null {
  if (values === null || form.fields.length === 0 || form.fields.some((field) => isSaved(values[field.name]))) return null;
  return isStorefrontForm(formName) ? T.previewAsQuoteHasNone : T.previewAsNothingSaved;
}
