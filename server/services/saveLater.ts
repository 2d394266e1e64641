/**
 * Save & Continue Later: stores the tab's draft (formats checked, required-ness not; a tab staff
 * added, and the fields a definition added to the agreement: in the tab's document), sets the resume tab, issues a new continue code (the old one stops working) and mails it. The mail is
 * counted against the caller's limits (./mailLimits.ts) first, in the same transaction: over a
 * limit nothing is saved and the old code stays the one that works.
 */
import type { Kysely } from 'kysely';
import type { Payload } from '../../adapters';
import type { SaveEnrollmentBody } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import { FORM_TABS, type FormTab, type TabColumn } from '../../schemas/tabs';
import { replaceCode } from '../db/queries/continueCodes';
import { type Enrollment, saveForLater } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import { ApiError, fieldError } from '../http';
import { codeExpiry, hashCode, hashLinkToken, newContinueCode, newLinkToken, normalizeEmail } from './codes';
import { continueCodeMail, directLink } from './continueMail';
import { prepareTabDocument } from './tabDocuments';
import { writeTabDocument } from '../db/queries/tabDocuments';
import { isCustomTabName } from '../../schemas/forms/customTabs';
import type { Services } from './index';
import { type MailSender, requireMailAllowance } from './mailLimits';
import { preparePayload } from './saveTab';
import { enrollmentSiteKey, siteBrand } from './siteBrand';

const isFormTab = (tab: string): tab is FormTab => (FORM_TABS as readonly string[]).includes(tab);

/**
 * Saves and mails; throws 422 when the draft has a bad format and 429 at `email` when `sender`
 * reached a mail limit (nothing stored then). Data of a tab that is not a form is stored only
 * when the tab registered a draft preparer (./drafts.ts, services.drafts).
 */
export async function saveAndMailCode(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, body: SaveEnrollmentBody, sender: MailSender,
): Promise<void> {
  const tab = body.tab;
  const context = { db, services, enrollment };
  // A tab staff added files its draft in its document (formats only), and is the resume tab.
  const added = isCustomTabName(tab)
    ? await prepareTabDocument(db, services, enrollment, tab, (body.data ?? {}) as Payload, { partial: true })
    : undefined;
  const draft = added ? undefined : services.drafts.get(tab);
  const prepare = draft?.prepare;
  const section = isFormTab(tab) && body.data
    ? { column: tab, payload: await preparePayload(db, services, enrollment, tab, body.data as Payload, { partial: true }) }
    : prepare && body.data ? { column: tab as TabColumn, payload: await prepare(context, body.data) } : undefined;
  // The values of fields a definition added to a spec tab (the agreement's) go to the tab's document, as its Next keeps them.
  const prepareDocument = draft?.document;
  const document = added ? { tab, payload: added.payload } : prepareDocument && body.data ? await prepareDocument(context, body.data) : null;
  const code = newContinueCode();
  const linkToken = newLinkToken();
  const email = normalizeEmail(body.email);
  await db.transaction().execute(async (trx) => {
    await requireMailAllowance(trx, sender, email, 'email');
    await saveForLater(trx, enrollment.id, tab, section);
    if (document && body.data) await writeTabDocument(trx, enrollment.id, document.tab, document.payload);
    await replaceCode(trx, enrollment.id, { codeHash: hashCode(code), linkHash: hashLinkToken(linkToken) }, email, codeExpiry());
  });
  const { publicUrl } = services.config;
  const brand = await siteBrand(db, enrollmentSiteKey(enrollment));
  try {
    await services.mailer.send(continueCodeMail(email, code, directLink(publicUrl, enrollment.id, tab, linkToken), publicUrl, brand.name, enrollment.language));
  } catch {
    // The draft is saved and this session stays bound, so a retry loses nothing; say so at the field.
    throw new ApiError(502, [fieldError('email', MESSAGES.mailFailed)]);
  }
}
