/**
 * Completing an enrollment (save-review-info with first_enroll 1), in one transaction with the
 * enrollment's row locked: every tab the enrollment requires (its tab list, review itself
 * aside) must pass the check its slice registered (services/tabChecks; a tab staff added: its
 * document, services/tabDocuments), else 422 with each
 * failing tab's errors at `<tab_name>.<field>` and nothing written; then the enrollment is
 * completed with a new confirmation number and the review's notes, its continue code (and so its
 * direct links) removed, and the 'Enrollment Receipt' mail with the PDF copy sent. The mail is
 * the last step before the commit: mail that cannot be sent undoes the completion (502, the
 * applicant may try again), and the outbox row of the local mailbox commits with it.
 */
import type { Kysely } from 'kysely';
import type { FieldError } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { isCustomTabName } from '../../../schemas/forms/customTabs';
import type { TabName } from '../../../schemas/tabs';
import { codeEmail, deleteCodes, lockEnrollment, markCompleted } from '../../db/queries/completion';
import type { Enrollment } from '../../db/queries/enrollments';
import type { Database } from '../../db/types';
import { ApiError, fieldError, GENERAL_TARGET, unprocessable } from '../../http';
import type { Services } from '../index';
import { wizardTabs } from '../formDefinitions/tabPlaces';
import { checkTab } from '../tabChecks';
import { checkTabDocument } from '../tabDocuments';
import { enrollmentCopy } from './enrollmentCopy';
import { renderEnrollmentPdf } from './enrollmentPdf';
import { freePolicyId } from './policyId';
import { receiptMail } from './receiptMail';

/** How often a completion is tried again when another took its confirmation number at the same moment. */
const POLICY_ID_RETRIES = 3;

/** A logger's warn, for a completion whose mail has nobody to go to. */
export interface CompletionLog { warn(message: string): void }

/** The tabs the enrollment requires, in order (review itself included). */
export async function requiredTabs(db: Kysely<Database>, enrollment: Enrollment): Promise<string[]> {
  return (await wizardTabs(db, enrollment)).filter((tab) => tab.required).map((tab) => tab.tab_name);
}

/** A tab check's error, named after its tab: `primary_info.ssn` (enrollment.md section 8's own example shape). */
function underTab(tab: string, error: FieldError): FieldError {
  const target = error.target_element;
  return target === tab || target.startsWith(`${tab}.`) ? error : { ...error, target_element: `${tab}.${target}` };
}

/** The errors of every required tab but review's; [] when all are complete. */
export async function incompleteTabs(db: Kysely<Database>, services: Services, enrollment: Enrollment, tabs: readonly string[]): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const tab of tabs) {
    if (tab === 'review_info') continue;
    const context = { db, services, enrollment };
    // A tab staff added is complete when its document passes its form (services/tabDocuments).
    const found = isCustomTabName(tab) ? await checkTabDocument(context, tab) : await checkTab(tab as TabName, context);
    for (const error of found) errors.push(underTab(tab, error));
  }
  return errors;
}

const isPolicyIdClash = (error: unknown): boolean => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint ?? '').includes('policy_id');
};

async function completeIn(trx: Kysely<Database>, services: Services, id: string, notes: string | undefined, log: CompletionLog): Promise<string> {
  const enrollment = await lockEnrollment(trx, id);
  if (!enrollment) throw new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
  if (enrollment.status === 'completed') throw new ApiError(409, [fieldError('enrollment_id', MESSAGES.enrollmentComplete)]);
  const tabs = await requiredTabs(trx, enrollment);
  const errors = await incompleteTabs(trx, services, enrollment, tabs);
  if (errors.length > 0) unprocessable(errors);
  const recipient = (typeof enrollment.contact_info?.email_address === 'string' && enrollment.contact_info.email_address) || (await codeEmail(trx, id));
  const completed = await markCompleted(trx, id, await freePolicyId(trx), notes ? { additional_notes: notes } : {});
  await deleteCodes(trx, id);
  if (!recipient) {
    log.warn('completion: the enrollment names no e-mail address, so no receipt mail was sent');
    return completed.policy_id!;
  }
  const copy = await enrollmentCopy(trx, services, completed, tabs);
  const mail = receiptMail(recipient, copy, await renderEnrollmentPdf(copy));
  await services.mailer.send(mail, { db: trx }).catch(() => {
    throw new ApiError(502, [fieldError(GENERAL_TARGET, MESSAGES.receiptMailFailed)]);
  });
  return completed.policy_id!;
}

/** Completes the enrollment (see the file comment) and returns its confirmation number. */
export async function completeEnrollment(db: Kysely<Database>, services: Services, id: string, notes: string | undefined, log: CompletionLog): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => completeIn(trx, services, id, notes, log));
    } catch (error) {
      if (!isPolicyIdClash(error) || attempt >= POLICY_ID_RETRIES) throw error;
    }
  }
}
