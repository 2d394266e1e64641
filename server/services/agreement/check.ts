/**
 * Whether the agreement tab is complete (completion's tab check): aggrement_info holds a signed
 * agreement whose evidence exists, signed on the texts the enrollment is shown now and in the
 * verification mode it has now (in any of our languages), and the values of the fields a form definition added to the tab
 * pass their form (their errors at the fields). A draft, changed texts or a changed mode sign again.
 */
import { verificationMode } from '../../../domain/agreementRules';
import { MESSAGES } from '../../../schemas/messages';
import { findEvidence } from '../../db/queries/agreements';
import { fieldError } from '../../http';
import type { TabCheck } from '../tabChecks';
import { savedAddedErrors } from './added';
import { shownAgreement } from './shown';
import { textsRead } from './texts';

export const agreementTabCheck: TabCheck = async ({ db, services, enrollment }) => {
  const saved = enrollment.aggrement_info;
  const evidenceId = saved?.status === 'signed' && typeof saved.evidence_id === 'string' ? saved.evidence_id : null;
  if (!saved || !evidenceId || !(await findEvidence(db, enrollment.id, evidenceId))) return [fieldError('agreement_info', MESSAGES.stepIncomplete)];
  const { texts, fields, added } = await shownAgreement(db, enrollment);
  // Signed in another of our languages (the enrollment's changed since) is the same agreement.
  const hash = typeof saved.agreement_hash === 'string' ? saved.agreement_hash : '';
  if (hash !== (await textsRead(db, enrollment, texts, hash)).hash) return [fieldError('agreements', MESSAGES.agreementChanged)];
  if (saved.verification_mode !== verificationMode(fields)) return [fieldError('agreement_info', MESSAGES.stepIncomplete)];
  return savedAddedErrors(db, services, enrollment, added);
};
