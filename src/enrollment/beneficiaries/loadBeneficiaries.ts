/**
 * Everything Beneficiary Information needs, fetched in parallel: the step context, the item form
 * with its validator and the saved beneficiaries. An existing member with nothing saved yet gets
 * the beneficiaries of their earlier enrollment (dob copied to birthdate), falling back to the
 * saved list when that call fails (spec section 4); a saved list is never replaced, so a revisit
 * keeps the applicant's own edits.
 */
import { fromEarlierEnrollment } from '../../../adapters/listItems';
import type { ListItem } from '../../../machines/listStep';
import { isExistingMember } from '../../../domain/wizardRules';
import { getBeneficiaryFormFields } from '../../api/getBeneficiaryFormFields';
import { getExistingBeneficiaries } from '../../api/getExistingBeneficiaries';
import type { LoadedList } from '../list/ListStep';
import { keptItems, loadItemForm } from '../list/loadList';
import { loadStepContext, orElse } from '../loadStepContext';

const TAB = 'beneficiary_info';

/** The beneficiaries of the member's earlier enrollment, or `fallback` when they cannot be read. */
function onFile(enrollmentId: string, fallback: ListItem[]): Promise<ListItem[]> {
  return orElse(getExistingBeneficiaries(enrollmentId).then((data) => data.result.beneficiaries.map((record) => fromEarlierEnrollment(record))), fallback);
}

/**
 * The loaded step with its item form (the relationships' options among its lookups) read again in
 * the language now shown (after a switch: useStepLoad); the list is the step's.
 */
export async function rereadBeneficiaries(enrollmentId: string, loaded: LoadedList): Promise<LoadedList> {
  return { ...loaded, ...(await loadItemForm(TAB, await getBeneficiaryFormFields(enrollmentId))) };
}

/** Loads the step; rejects only when the item form or its validator cannot load. */
export async function loadBeneficiaries(enrollmentId: string): Promise<LoadedList> {
  const [context, [answer, itemForm]] = await Promise.all([
    loadStepContext(enrollmentId),
    getBeneficiaryFormFields(enrollmentId).then(async (data) => [data, await loadItemForm(TAB, data)] as const),
  ]);
  const saved = answer.beneficiaries;
  const kept = keptItems(enrollmentId, TAB, saved);
  const items = kept ?? (saved.length === 0 && isExistingMember(context.enrollType) ? await onFile(enrollmentId, saved) : saved);
  return { ...context, ...itemForm, items, restoredDraft: kept !== null };
}
