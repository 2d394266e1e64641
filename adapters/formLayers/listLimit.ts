/**
 * A list's most rows as form data (issue 14 item 9): the rule table has the spec's limits
 * (3 beneficiaries, 9 dependents, 3 medication rows); a scope's version of a list form may set its own in its
 * layer's `tab.maxItems`, a whole number from 1 to MAX_LIST_LIMIT (the list saves' own cap),
 * which the server enforces and the wizard's list controls show.
 */
import type { TabCatalog } from '../../schemas/catalog';
import { catalogOf } from '../../schemas/forms/customTabs';
import type { ResolvedForm } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { LIST_LIMIT_FORMS, MAX_LIST_LIMIT } from '../../schemas/rules';

type ListForm = keyof typeof LIST_LIMIT_FORMS;

/** The list form a catalog is, or undefined (catalogs are constants: compared by identity). */
function listFormOf(catalog: TabCatalog): ListForm | undefined {
  return (Object.keys(LIST_LIMIT_FORMS) as ListForm[]).find((form) => catalogOf(form) === catalog);
}

/** Whether a value is a limit a layer may set. */
export const isListLimit = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_LIST_LIMIT;

/** Reports what is wrong with a layer's `tab.maxItems` for this catalog: not a list form, or not a whole number in bounds. */
export function checkListLimit(catalog: TabCatalog, value: unknown, add: (message: string) => void): void {
  if (!listFormOf(catalog)) add(MESSAGES.formListLimitNoList);
  else if (!isListLimit(value)) add(MESSAGES.formListLimitInvalid.replace('{max}', String(MAX_LIST_LIMIT)));
}

/**
 * The limit a resolved list form sets, or undefined when no layer sets one (the rule table's
 * applies): what get-beneficiary-form-fields and the dependent form answer as `max_items`.
 */
export function resolvedListLimit(form: string, resolved: ResolvedForm): number | undefined {
  if (!Object.hasOwn(LIST_LIMIT_FORMS, form)) return undefined;
  const value = resolved.tab?.maxItems;
  return isListLimit(value) ? value : undefined;
}

