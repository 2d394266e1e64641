/**
 * Completion's tests control the checks of the tabs that are not one form (their rules are their
 * own slices' tests): they replace them in their own app's registry (services.tabChecks), so no
 * other app, in this file or the next, sees the replacement.
 */
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../schemas/api/types';
import type { TabName } from '../../../schemas/tabs';

/** The required tabs whose completion check is not a full save of one form. */
export const NON_FORM_TABS: readonly TabName[] = ['beneficiary_info', 'primary_health_info', 'dependent_info', 'agreement_info', 'billing_info'];

/** Puts `answer` (default: complete) in place of the app's checks of NON_FORM_TABS. */
export function replaceNonFormChecks(app: FastifyInstance, answer: (tab: TabName) => FieldError[] = () => []): void {
  for (const tab of NON_FORM_TABS) app.services.tabChecks.register(tab, async () => answer(tab));
}
