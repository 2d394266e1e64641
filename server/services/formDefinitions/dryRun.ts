/**
 * The dry run of a publish that applies to enrollments in flight: every open enrollment of the
 * scope that saved the form is re-validated, with the content in place of the scope's layer,
 * against its saved values; the answer says how many were checked, which would fail and at
 * which fields. The form tabs with a saved column of their own, the tabs staff added (their
 * saved documents), health (healthDryRun.ts) and the agreement (agreementDryRun.ts) are checked; the list and billing forms keep their own rules (`supported`
 * says so). Ids only: no personal data leaves.
 */
import { type Kysely, sql } from 'kysely';
import { fieldDefinitions, type Payload, payloadToValues, type TabForm, validateValues } from '../../../adapters';
import { catalogOf, type DefinedForm, isCustomTabName } from '../../../schemas/forms/customTabs';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import { isAgreementForm } from '../../../schemas/forms/agreementForm';
import { isHealthForm } from '../../../schemas/forms/healthForm';
import { FORM_TABS, type FormTab } from '../../../schemas/tabs';
import type { Database } from '../../db/types';
import type { Services } from '../index';
import { openPayload } from '../sealing';
import { formOf, serverValues } from '../tabForms';
import { agreementDryRun } from './agreementDryRun';
import { countChecked, DRY_RUN_LIMIT, type DryRunAnswer, perChain } from './dryRunAnswer';
import { healthDryRun } from './healthDryRun';
import { inScope } from './inFlight';
import { resolveChain } from './layers';

const isFormTab = (form: DefinedForm): form is FormTab => (FORM_TABS as readonly string[]).includes(form);

/** One enrollment that saved the form, with its saved values (payload shape, secrets sealed). */
interface Saved { id: string; portal_id: number; group_id: number | null; values: Payload }

/**
 * The scope's open enrollments that saved `form`, oldest first, at most DRY_RUN_LIMIT + 1: a form
 * tab's column, or a new tab's document; undefined for a form whose values are not checked here.
 */
async function savedValues(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef): Promise<Saved[] | undefined> {
  if (isFormTab(form)) {
    const rows = await db.selectFrom('enrollments').selectAll().where(inScope(ref)).where(form, 'is not', null)
      .orderBy('created_at').limit(DRY_RUN_LIMIT + 1).execute();
    return rows.map((row) => ({ id: row.id, portal_id: row.portal_id, group_id: row.group_id, values: serverValues(row, form) }));
  }
  if (!isCustomTabName(form)) return undefined;
  const rows = await db.selectFrom('enrollments').innerJoin('enrollment_tab_documents as document', 'document.enrollment_id', 'enrollments.id')
    .select(['enrollments.id', 'enrollments.portal_id', 'enrollments.group_id', 'document.values'])
    .where(inScope(ref)).where('document.tab', '=', form)
    .orderBy('enrollments.created_at').limit(DRY_RUN_LIMIT + 1).execute();
  return rows.map((row) => ({ ...row, values: row.values as Payload }));
}

/** The scope's open enrollments that keep a new tab: their pins name it (recorded at checkout or by a save). */
async function keptBy(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef): Promise<number> {
  const row = await db.selectFrom('enrollments').select(sql<number>`count(*)::int`.as('count'))
    .where(inScope(ref)).where(sql<boolean>`form_pins ? ${form} OR form_pins -> '$tabs' -> 'tabs' ? ${form}`).executeTakeFirstOrThrow();
  return row.count;
}

/** Re-validates the scope's open enrollments that saved `form` against `content` as the scope's layer. */
export async function dryRun(db: Kysely<Database>, services: Services, form: DefinedForm, ref: ScopeRef, content: FormLayer): Promise<DryRunAnswer> {
  const answer: DryRunAnswer = { supported: false, checked: 0, failing: 0, fields: {}, enrollments: [], truncated: false };
  if (isCustomTabName(form) && content.tab?.retired === true) answer.retires = { tab: form, kept_by: await keptBy(db, form, ref) };
  if (isHealthForm(form)) return healthDryRun(db, ref, content, answer);
  if (isAgreementForm(form)) return agreementDryRun(db, services, ref, content, answer);
  const rows = await savedValues(db, form, ref);
  if (!rows) return answer;
  answer.supported = true;
  answer.truncated = rows.length > DRY_RUN_LIMIT;
  const formFor = perChain((chain): Promise<TabForm> => resolveChain(db, form, chain, { replace: { scope: ref.scope, content } })
    .then(({ resolved }) => formOf(db, form, fieldDefinitions(catalogOf(form), resolved))));
  for (const enrollment of rows.slice(0, DRY_RUN_LIMIT)) {
    const tabForm = await formFor(enrollment.portal_id, enrollment.group_id);
    const values = payloadToValues(tabForm, openPayload(enrollment.values, services.cipher));
    countChecked(answer, enrollment.id, [...new Set(validateValues(tabForm, values).map((error) => error.target_element.split('.')[0]))]);
  }
  return answer;
}
