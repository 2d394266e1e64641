/**
 * The dry run of a publish that applies to enrollments in flight: every open enrollment of the
 * scope that saved the form is re-validated, with the content in place of the scope's layer,
 * against its saved values; the answer says how many were checked, which would fail and at
 * which fields. Only form tabs with a saved column of their own are checked (the list and
 * billing forms keep their own rules: `checked` says so). Ids only: no personal data leaves.
 */
import type { Kysely } from 'kysely';
import { fieldDefinitions, payloadToValues, type TabForm, validateValues } from '../../../adapters';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import { FORM_TABS, type FormTab } from '../../../schemas/tabs';
import type { Database } from '../../db/types';
import type { Services } from '../index';
import { openPayload } from '../sealing';
import { formOf, serverValues } from '../tabForms';
import { chainKey } from './enrollmentForm';
import { inScope } from './inFlight';
import { resolveChain, scopeChain } from './layers';

/** Most enrollments one dry run reads (the answer says when there were more). */
export const DRY_RUN_LIMIT = 5000;

export type DryRunAnswer = {
  /** Whether this form's saved values can be re-validated (form tabs only). */
  supported: boolean;
  checked: number;
  failing: number;
  /** Failing enrollments per field name. */
  fields: Record<string, number>;
  /** The failing enrollments (ids) and their fields, at most 100. */
  enrollments: { enrollment_id: string; fields: string[] }[];
  truncated: boolean;
};

const isFormTab = (form: DefinedForm): form is FormTab => (FORM_TABS as readonly string[]).includes(form);

/** Re-validates the scope's open enrollments that saved `form` against `content` as the scope's layer. */
export async function dryRun(db: Kysely<Database>, services: Services, form: DefinedForm, ref: ScopeRef, content: FormLayer): Promise<DryRunAnswer> {
  const answer: DryRunAnswer = { supported: isFormTab(form), checked: 0, failing: 0, fields: {}, enrollments: [], truncated: false };
  if (!isFormTab(form)) return answer;
  const rows = await db.selectFrom('enrollments').selectAll().where(inScope(ref)).where(form, 'is not', null)
    .orderBy('created_at').limit(DRY_RUN_LIMIT + 1).execute();
  answer.truncated = rows.length > DRY_RUN_LIMIT;
  // Enrollments of one portal and group share one form: build it once per chain.
  const forms = new Map<string, Promise<TabForm>>();
  const formFor = (portalId: number, groupId: number | null) => {
    const chain = scopeChain(portalId, groupId);
    const key = chainKey(chain);
    if (!forms.has(key)) {
      forms.set(key, resolveChain(db, form, chain, { replace: { scope: ref.scope, content } })
        .then(({ resolved }) => formOf(db, form, fieldDefinitions(catalogOf(form), resolved))));
    }
    return forms.get(key) as Promise<TabForm>;
  };
  for (const enrollment of rows.slice(0, DRY_RUN_LIMIT)) {
    const tabForm = await formFor(enrollment.portal_id, enrollment.group_id);
    const values = payloadToValues(tabForm, openPayload(serverValues(enrollment, form), services.cipher));
    const failed = [...new Set(validateValues(tabForm, values).map((error) => error.target_element.split('.')[0]))];
    answer.checked += 1;
    if (failed.length === 0) continue;
    answer.failing += 1;
    for (const field of failed) answer.fields[field] = (answer.fields[field] ?? 0) + 1;
    if (answer.enrollments.length < 100) answer.enrollments.push({ enrollment_id: enrollment.id, fields: failed });
  }
  return answer;
}
