/**
 * The demo world's agreement tab (demo-world.md "Wizard data for the later tabs"), as data the
 * server seeds into its tables and stories and tests render: three agreements per portal
 * (fictional wording of a benefit enrollment's authorizations), and the verification fields
 * each enrollment process gets. Applicants sign on the pad ('sigapplicant'); reps verify as
 * the broker (agent name and code read-only); group enrollments as the group.
 */
import type { AgreementFieldName } from '../agreement';
import type { Eprocess } from '../enrollee';

/** One agreement as get-agreement-texts serves it: heading, text and the checkbox label. */
export interface AgreementTextRow { text_head: string; text_body: string; text_required: string }

const application: AgreementTextRow = {
  text_head: 'Application Accuracy',
  text_body: 'I have read this application and the answers given in it are true and complete to the best of my knowledge and belief. '
    + 'I understand that a false or incomplete answer may lead to the coverage being cancelled from its start, and that no coverage '
    + 'begins before the application is accepted and the first premium is paid.',
  text_required: 'I confirm that the information in this application is true and complete.',
};

const authorization: AgreementTextRow = {
  text_head: 'Authorization to Obtain and Share Information',
  text_body: 'I authorize any physician, hospital, pharmacy or other provider who has records of my health, and the plans that cover me, '
    + 'to give the plan administrator the information it needs to review this application and any claim. This authorization is valid '
    + 'for 24 months from the date below, and a copy is as valid as the original. I may ask for a copy of it at any time.',
  text_required: 'I authorize the release of my information as described above.',
};

const individualPayment: AgreementTextRow = {
  text_head: 'Premium Payment and Electronic Records',
  text_body: 'I authorize the plan administrator to collect the first month\'s premium and any one-time enrollment fee with the payment '
    + 'method I give on the next step, and then each monthly premium on the bill date I choose, until I cancel in writing. I agree to '
    + 'receive my enrollment documents and notices electronically at the e-mail address on this application.',
  text_required: 'I agree to the premium payment terms and to electronic records.',
};

const groupPayment: AgreementTextRow = {
  text_head: 'Payroll Deduction and Electronic Records',
  text_body: 'I understand that my employer pays the premium for the coverage I choose and may deduct my share of it from my pay each '
    + 'pay period, until I or my employer end the coverage. I agree to receive my enrollment documents and notices electronically at '
    + 'the e-mail address on this application.',
  text_required: 'I agree to the premium deduction terms and to electronic records.',
};

/** The agreements per portal, in display order (portal 12 pays through the employer). */
export const DEMO_AGREEMENT_TEXTS: Readonly<Record<number, readonly AgreementTextRow[]>> = {
  11: [application, authorization, individualPayment],
  12: [application, authorization, groupPayment],
};

/** [field_name, required, read_only] of the agreement form, in display order. */
export type AgreementFieldRow = readonly [AgreementFieldName, boolean, boolean];

/**
 * The agreement form's fields per enrollment process (the same on both portals). Which fields
 * are required tells the verification mode (domain/agreementRules.ts verificationMode).
 */
export const DEMO_AGREEMENT_FIELDS: Readonly<Record<Eprocess, readonly AgreementFieldRow[]>> = {
  rep: [['agent_name', true, true], ['agent_code', true, true], ['user_name', false, true], ['date', false, true]],
  group: [['group_name', true, true], ['group_code', true, true], ['user_name', false, true], ['date', false, true]],
  applicant: [['user_name', false, true], ['date', false, true], ['signature', true, false]],
};

/** The applicant verification (mode 'applicant'): not in the demo world's portals; stories and tests use it. */
export const APPLICANT_VERIFICATION_FIELDS: readonly AgreementFieldRow[] = [
  ['user_name', true, true], ['question_id', false, true], ['question', false, true], ['answer', true, false], ['date', false, true],
];
