/**
 * Fresh copies of a demo enrollment for one test (the test factory, server/routes/dev/testFactory.ts):
 * the same portal, group, rep, member, tier, cart and saved tabs as the seeded row, under a new
 * id, with a new continue code, direct-link token and e-mail of its own. So a test resumes an
 * enrollment nobody else touches, the way a user does, and the demo rows stay as seeded.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEMO_ENROLLMENTS, type DemoEnrollment } from '../../../schemas/demo/enrollments';
import { codeExpiry, hashCode, hashLinkToken, newContinueCode, newLinkToken, normalizeEmail } from '../../services/codes';
import type { FieldCipher } from '../../services/crypto';
import { pinAllForms } from '../../services/formDefinitions/enrollmentForm';
import { sealPayload } from '../../services/sealing';
import { findEnrollment } from '../queries/enrollments';
import type { Database } from '../types';
import { cartRows, enrollmentRow } from './enrollments';

/** What a test needs to reach its copy: the id, the code and e-mail of the banner, the direct link's token. */
export interface TestEnrollment { enrollment_id: string; code: string; email: string; link_token: string }

/** The demo's e-mail with a random tag in its local part: demo@example.com -> demo.k3x9q2@example.com. */
function taggedEmail(email: string, code: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}.${code.toLowerCase()}${email.slice(at)}`;
}

/** The demo with its address replaced wherever it was saved (contact info), so mails of this copy go to the copy's address. */
function withEmail(demo: DemoEnrollment, email: string): DemoEnrollment {
  const contact = demo.contact_info;
  const ownAddress = contact && normalizeEmail(String(contact.email_address ?? '')) === normalizeEmail(demo.email);
  return { ...demo, email, contact_info: ownAddress ? { ...contact, email_address: email } : contact };
}

/** The demo enrollments a test may copy, by code. */
export const TEST_FACTORY_CODES: readonly string[] = DEMO_ENROLLMENTS.map((demo) => demo.code);

/** The portal of the demo enrollment `like` (a copy's group must be one of its groups). */
export function testEnrollmentPortal(like: string): number | undefined {
  return DEMO_ENROLLMENTS.find((row) => row.code === like)?.portal_id;
}

/** What a copy may differ in: its plans, and its group (one of the same portal: a spec's own scope for form changes). */
export interface TestEnrollmentOptions { cart?: number[]; groupId?: number }

/**
 * Inserts a copy of the demo enrollment `like` (with `cart` in place of its plans and `groupId` in
 * place of its group when given) in one transaction and returns how to reach it. The code expires
 * like any issued code (30 days).
 */
export async function insertTestEnrollment(db: Kysely<Database>, cipher: FieldCipher, like: string, options: TestEnrollmentOptions = {}): Promise<TestEnrollment> {
  const demo = DEMO_ENROLLMENTS.find((row) => row.code === like);
  if (!demo) throw new Error(`no demo enrollment ${like}`);
  const code = newContinueCode();
  const linkToken = newLinkToken();
  const copy: DemoEnrollment = {
    ...withEmail(demo, taggedEmail(demo.email, code)), id: randomUUID(), code, cart: options.cart ?? demo.cart,
    group_id: options.groupId ?? demo.group_id,
  };
  await db.transaction().execute(async (trx) => {
    const payment = copy.payment_info ? JSON.stringify(sealPayload(copy.payment_info, cipher)) : null;
    await trx.insertInto('enrollments').values({ ...enrollmentRow(copy, cipher), payment_info: payment }).execute();
    const items = cartRows(copy);
    if (items.length > 0) await trx.insertInto('cart_items').values(items).execute();
    await trx.insertInto('continue_codes').values({
      enrollment_id: copy.id, code_hash: hashCode(code), link_hash: hashLinkToken(linkToken), email: normalizeEmail(copy.email), expires_at: codeExpiry(),
    }).execute();
  });
  // A copy stands for an enrollment already in the wizard: it keeps the forms' versions of now, as a checkout does.
  const row = await findEnrollment(db, copy.id);
  if (row) await pinAllForms(db, row);
  return { enrollment_id: copy.id, code, email: copy.email, link_token: linkToken };
}
