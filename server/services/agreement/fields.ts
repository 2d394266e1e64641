/**
 * The agreement form's field definitions for an enrollment (get-form-fields-agreement-info):
 * which fields show and which are required come from form_fields rows of the tab
 * `agreement_info.<eprocess>` (scoped group, portal, default), so which required fields tell the
 * verification mode is data per process. Values are the server's: the broker and group from
 * their tables, the applicant's name from the application, today's date, the verification
 * question; only the answer and the verification code are the user's (kept from a draft).
 * Rows naming a field outside the spec's eleven are not served: the save's body is the spec's.
 * A scope's agreement definition (schemas/forms/agreementForm.ts) may show, hide or require a
 * field over the rows of every process; the enrollment keeps the version it was pinned to.
 */
import type { Kysely } from 'kysely';
import { verificationOverrides, withVerificationOverrides } from '../../../adapters';
import { AGREEMENT_FIELDS, VERIFICATION_QUESTION, type AgreementFieldName } from '../../../schemas/agreement';
import type { FieldDefinition } from '../../../schemas/api/types';
import type { Eprocess } from '../../../schemas/enrollee';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { findAgent, findGroup } from '../../db/queries/agreements';
import type { Enrollment } from '../../db/queries/enrollments';
import { resolveFieldRows } from '../../db/queries/forms';
import type { Database } from '../../db/types';
import { enrollmentChainForm } from '../formDefinitions/enrollmentForm';
import type { ChainForm } from '../formDefinitions/layers';

/** The form_fields tab holding a process's agreement fields. */
export const agreementDefinitionTab = (eprocess: Eprocess): string => `agreement_info.${eprocess}`;

const known = (name: string): name is AgreementFieldName => (AGREEMENT_FIELDS as readonly string[]).includes(name);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Today as MM/DD/YYYY (UTC): the agreement's date. */
export function agreementDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getUTCMonth() + 1)}/${pad(now.getUTCDate())}/${now.getUTCFullYear()}`;
}

/** The applicant's name as the application holds it ('' before Personal Information is saved). */
export function applicantName(enrollment: Enrollment): string {
  const primary = enrollment.primary_info ?? {};
  return [text(primary.first_name), text(primary.last_name)].filter(Boolean).join(' ');
}

/** The server's value of every agreement field for this enrollment (the saved answer and code included). */
async function serverValues(db: Kysely<Database>, enrollment: Enrollment): Promise<Record<AgreementFieldName, string>> {
  const [agent, group] = await Promise.all([
    enrollment.agent_id === null ? undefined : findAgent(db, enrollment.agent_id),
    enrollment.group_id === null ? undefined : findGroup(db, enrollment.group_id),
  ]);
  const saved = enrollment.aggrement_info ?? {};
  return {
    question_id: VERIFICATION_QUESTION.id,
    question: VERIFICATION_QUESTION.text,
    answer: text(saved.answer),
    verification_code: text(saved.verification_code),
    date: agreementDate(),
    agent_name: agent?.name ?? '',
    agent_code: agent?.agent_code ?? '',
    group_name: group?.name ?? '',
    group_code: group?.code ?? '',
    user_name: applicantName(enrollment),
    // A signature is never sent back: each signing is drawn or typed anew.
    signature: '',
  };
}

/**
 * The enrollment's agreement field definitions with their values, in display order. `chainForm`:
 * the scopes' agreement definition, by default as this enrollment holds it (a publish's dry run
 * passes the draft's).
 */
export async function agreementFields(
  db: Kysely<Database>, enrollment: Enrollment, chainForm?: Promise<ChainForm>,
): Promise<FieldDefinition[]> {
  const [rows, values, definition] = await Promise.all([
    resolveFieldRows(db, agreementDefinitionTab(enrollment.eprocess), { portalId: enrollment.portal_id, groupId: enrollment.group_id }),
    serverValues(db, enrollment),
    // The scopes' agreement definition as this enrollment holds it: a layer shows, hides or requires a field over its process's rows.
    chainForm ?? enrollmentChainForm(db, enrollment, AGREEMENT_FORM),
  ]);
  const shown = withVerificationOverrides(rows, verificationOverrides(definition.layers));
  // The agreement form has the spec's fields only (its save body is fixed): a row naming another is not served.
  return shown.filter((row) => known(row.field_name)).map((row) => ({
    field_name: row.field_name,
    value: values[row.field_name as AgreementFieldName],
    required: row.required,
    read_only: row.read_only,
  }));
}
