/**
 * Everything Dependent Information needs, fetched in parallel: the step context and the item form
 * with its validator, disclaimer, saved list, tier and premier flag. An existing member on the
 * first visit (no first_track yet) gets the dependents of the earlier enrollment, filtered by tier
 * by the server, falling back to the saved list; others get the temporary saved dependents. What
 * this browser kept when the session ended wins over both.
 */
import type { ListItem } from '../../../machines/listStep';
import { isExistingMember } from '../../../domain/wizardRules';
import { getDependentFormFields } from '../../api/getDependentFormFields';
import { getExistingDependents } from '../../api/getExistingDependents';
import { getSession, setSession } from '../../session';
import type { LoadedList } from '../list/ListStep';
import { keptItems, loadItemForm } from '../list/loadList';
import { loadStepContext, orElse } from '../loadStepContext';
import { fromWire } from './dependentItems';

const TAB = 'dependent_info';

/** The loaded step plus what the dependent rules need. */
export interface LoadedDependents extends LoadedList {
  tier: string;
  premier: boolean;
  disclaimer: string;
  /** The disclaimer's language (issue 18: the server answers it in the page's when the store has it). */
  disclaimerLang?: string;
  /** The items came from the member's earlier enrollment. */
  onFile: boolean;
}

/**
 * The loaded step with its item form (the relationships' options among its lookups) and its
 * disclaimer read again in the language now shown (after a switch: useStepLoad); the list is the
 * step's. The items on file were kept when it loaded: not again.
 */
export async function rereadDependents(enrollmentId: string, loaded: LoadedDependents): Promise<LoadedDependents> {
  const answer = await getDependentFormFields(enrollmentId);
  const itemForm = await loadItemForm(TAB, answer);
  return { ...loaded, ...itemForm, disclaimer: answer.disclaimer, disclaimerLang: answer.content_lang, onFile: false };
}

/** Loads the step; rejects only when the item form or its validator cannot load. */
export async function loadDependents(enrollmentId: string): Promise<LoadedDependents> {
  const [context, [answer, itemForm]] = await Promise.all([
    loadStepContext(enrollmentId),
    getDependentFormFields(enrollmentId).then(async (data) => [data, await loadItemForm(TAB, data)] as const),
  ]);
  const saved: ListItem[] = answer.dependents.map(fromWire);
  const kept = keptItems(enrollmentId, TAB, saved);
  const firstVisit = isExistingMember(context.enrollType) && getSession('first_track') !== true;
  let items = kept ?? saved;
  if (kept === null && firstVisit) {
    items = await orElse(getExistingDependents(enrollmentId).then((data) => data.result.dependents.map(fromWire)), saved);
    setSession('first_track', true);
  }
  return {
    ...context, ...itemForm, items, restoredDraft: kept !== null,
    tier: answer.tier, premier: answer.premier, disclaimer: answer.disclaimer, disclaimerLang: answer.content_lang, onFile: firstVisit && kept === null,
  };
}
