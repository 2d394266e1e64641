/**
 * Seeds what completion and the receipt read beyond the other seeds: each demo group's invoice
 * contact, and the agreement and billing columns of demo enrollments that have them saved
 * (sealed as a save would), e.g. DEMO0007, which is complete up to its review.
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
    const columns = {
      ...(demo.aggrement_info ? { aggrement_info: JSON.stringify(sealPayload(demo.aggrement_info, cipher)) } : {}),
      ...(demo.payment_info ? { payment_info: JSON.stringify(sealPayload(demo.payment_info, cipher)) } : {}),
    };
    if (Object.keys(columns).length > 0) await db.updateTable('enrollments').set(columns).where('id', '=', demo.id).execute();
  }
}
