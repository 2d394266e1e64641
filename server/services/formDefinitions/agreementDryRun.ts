/**
 * The dry run of an agreement publish: every open enrollment of the scope that signed its
 * agreement is judged, with the draft in place of the scope's layer, as the save and the
 * completion check judge it (services/agreement: texts, fields, mode). A failure is counted at
 * `agreements` when the texts it signed change (hidden, reworded, moved: it signs again), at
 * `agreement_info` when its verification mode changes, and at a field's name when the draft
 * requires a field its saved answers leave empty; the values of the fields the draft adds to the
 * tab (their document) are checked with the draft's form of them, each failure at its field (a
 * new required field, a new required checkbox: the enrollment signs again). The signature is not re-checked (a signing
 * keeps no image to send again; a changed mode already counts). Ids only.
 */
import type { Kysely } from 'kysely';
import { agreementErrors, SIGNATURE_TARGET, verificationMode } from '../../../domain/agreementRules';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import type { Database, Enrollment } from '../../db/types';
import { savedAddedErrors } from '../agreement/added';
import { shownAgreement } from '../agreement/shown';
import type { Services } from '../index';
import { countChecked, DRY_RUN_LIMIT, type DryRunAnswer, perChain } from './dryRunAnswer';
import { inScope } from './inFlight';
import { resolveChain } from './layers';

/** The fields one signed enrollment would fail at with the draft's definition. */
async function failedFields(db: Kysely<Database>, services: Services, enrollment: Enrollment, definition: ReturnType<typeof resolveChain>): Promise<string[]> {
  const saved = enrollment.aggrement_info ?? {};
  const { texts, fields, added } = await shownAgreement(db, enrollment, definition);
  if (saved.agreement_hash !== texts.hash) return ['agreements'];
  const accepted = Array.isArray(saved.accepted_agreements) ? saved.accepted_agreements.filter((id): id is number => typeof id === 'number') : [];
  // The save's own rules on what was kept (the typed answer and code are the fields' values): every agreement, required answers.
  const errors = agreementErrors({ agreementIds: texts.result.map((text) => text.id), accepted, fields, values: {}, signature: { kind: 'none' } })
    .filter((error) => error.target_element !== SIGNATURE_TARGET).map((error) => error.target_element);
  if (saved.verification_mode !== verificationMode(fields)) errors.unshift('agreement_info');
  for (const error of await savedAddedErrors(db, services, enrollment, added)) errors.push(error.target_element);
  return [...new Set(errors)];
}

/** Re-judges the scope's open enrollments' signed agreements against `content` as the scope's layer. */
export async function agreementDryRun(db: Kysely<Database>, services: Services, ref: ScopeRef, content: FormLayer, answer: DryRunAnswer): Promise<DryRunAnswer> {
  const rows = await db.selectFrom('enrollments').selectAll().where(inScope(ref)).where('aggrement_info', 'is not', null)
    .where((eb) => eb(eb.ref('aggrement_info', '->>').key('status'), '=', 'signed'))
    .orderBy('created_at').limit(DRY_RUN_LIMIT + 1).execute();
  answer.supported = true;
  answer.truncated = rows.length > DRY_RUN_LIMIT;
  // Enrollments of one portal and group resolve the same definition.
  const definitionFor = perChain((chain) => resolveChain(db, AGREEMENT_FORM, chain, { replace: { scope: ref.scope, content } }));
  for (const row of rows.slice(0, DRY_RUN_LIMIT)) {
    countChecked(answer, row.id, await failedFields(db, services, row, definitionFor(row.portal_id, row.group_id)));
  }
  return answer;
}
