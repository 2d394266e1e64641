/**
 * The wizard's message overrides (issue 14 item 1: the Wizard: Messages form, resolved for the
 * enrollment's portal and group at the versions it started with), handed to the app's one
 * lookup (src/shared/text/messages.ts) before a step shows: every wizard screen reads its
 * catalog messages through that lookup, so they say the enrollment's texts. Read once per
 * enrollment and page load (an enrollment's versions are pinned), in parallel with the step's
 * other reads, so no step waits longer and nothing renders twice. A failed read keeps the
 * catalog's texts and is asked again by the next step.
 */
import type { TranslatedOverrides } from '../../adapters';
import { getWizardMessages } from '../api/getWizardMessages';
import { setSiteMessages } from '../shared/text/messages';

const answers = new Map<string, Promise<TranslatedOverrides | undefined>>();

function overridesOf(enrollmentId: string): Promise<TranslatedOverrides | undefined> {
  let answer = answers.get(enrollmentId);
  if (!answer) {
    answer = getWizardMessages(enrollmentId).catch(() => {
      answers.delete(enrollmentId);
      return undefined;
    });
    answers.set(enrollmentId, answer);
  }
  return answer;
}

/**
 * Puts the enrollment's overrides in the lookup (replacing the storefront's, which a page of the
 * shop may have left there); never rejects.
 */
export async function loadWizardMessages(enrollmentId: string): Promise<void> {
  setSiteMessages(await overridesOf(enrollmentId));
}

/** Forgets what was read (tests; a new page load does the same). */
export function forgetWizardMessages(): void {
  answers.clear();
}
