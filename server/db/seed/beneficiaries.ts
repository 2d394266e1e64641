/** Seeds the beneficiaries members have on file (member 7001: Alex Lee), SSNs sealed as an enrollment's are. */
import type { Kysely } from 'kysely';
import { DEMO_MEMBER_BENEFICIARIES } from '../../../schemas/demo/beneficiaries';
import type { FieldCipher } from '../../services/crypto';
import type { Database } from '../types';

/** Inserts the demo members' beneficiaries (inside the seeding transaction, after the members). */
export async function seedBeneficiaries(db: Kysely<Database>, cipher: FieldCipher): Promise<void> {
  await db.insertInto('member_beneficiaries').values(DEMO_MEMBER_BENEFICIARIES.map((item, position) => ({
    member_id: item.member_id, position, first_name: item.first_name, middle_name: item.middle_name ?? null, last_name: item.last_name,
    dob: item.dob, relationship: item.relationship, ssn: cipher.encrypt(item.ssn), beneficiary_percentage: Number(item.beneficiary_percentage),
  }))).execute();
}
