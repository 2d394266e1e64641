/**
 * Seeds what completion and the receipt read beyond the other seeds: each demo group's invoice
 * contact, and the billing column of demo enrollments that have it saved (sealed as a save
 * would), e.g. DEMO0007, which is saved up to its review but for the agreement.
 */
import type { Kysely } from 'kysely';
import { DEMO_ENROLLMENTS } from '../../../schemas/demo/enrollments';
import { DEMO_GROUP_CONTACTS } from '../../../schemas/demo/groupContacts';
import type { FieldCipher } from '../../services/crypto';
import { sealPayload } from '../../services/sealing';
import type { Database } from '../types';

/** Inserts the completion's demo data (inside the seeding transaction, after the enrollments). */
export async function seedCompletion(db: Kysely<Database>, cipher: FieldCipher): Promise<void> {
  for (const [groupId, email] of Object.entries(DEMO_GROUP_CONTACTS)) {
    await db.updateTable('groups').set({ contact_email: email }).where('id', '=', Number(groupId)).execute();
  }
  for (const demo of DEMO_ENROLLMENTS) {
    if (!demo.payment_info) continue;
    await db.updateTable('enrollments').set({ payment_info: JSON.stringify(sealPayload(demo.payment_info, cipher)) }).where('id', '=', demo.id).execute();
  }
}
