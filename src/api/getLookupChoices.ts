import { lookupChoices } from '../../adapters';
import type { Choice, LookupName } from '../../schemas/catalog';
import { apiGet } from './client';

/** GET get-{list}: a lookup list's rows as choices, their names in the page's language (the server answers in the caller's: issue 18). */
export async function getLookupChoices(list: LookupName): Promise<Choice[]> {
  const data = await apiGet<{ result: unknown[] }>(`get-${list}`, {});
  return lookupChoices(list, data.result);
}
