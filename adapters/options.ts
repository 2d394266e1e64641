import type { Choice } from '../schemas/catalog';
import type { FormField, TabForm } from './types';

/**
 * The options of a choice field: fixed catalog choices, else its lookup's loaded options.
 * undefined while a lookup has not loaded (or is empty), so no schema demands an option
 * nobody can pick.
 */
export function optionsFor(form: TabForm, field: FormField): Choice[] | undefined {
  const { choices, lookup } = field.spec;
  const options = lookup ? (form.lookups[lookup] ?? choices) : choices;
  return options && options.length > 0 ? options : undefined;
}
