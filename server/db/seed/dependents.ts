/** Seeds the dependents members have on file (member 7001: spouse Alex Lee), SSNs sealed as an enrollment's are. */
import type { Kysely } from 'kysely';
import { DEMO_MEMBER_DEPENDENTS } from '../../../schemas/demo/dependents';
import type { FieldCipher } from '../../services/crypto';
import type { Database } from '../types';

/** Inserts the demo members' dependents (inside the seeding transaction, after the members). */
export async function seedDependents(db: Kysely<Database>, cipher: FieldCipher): Promise<void> {
  await db.insertInto('member_dependents').values(DEMO_MEMBER_DEPENDENTS.map((item, position) => ({
    member_id: item.member_id, position, relationship: item.relationship, first_name: item.first_name, middle_name: null,
    last_name: item.last_name, birthdate: item.birthdate, gender: item.gender, ssn: cipher.encrypt(item.ssn), weight: item.weight ?? null,
    height_feet: item.height_feet, height_inch: item.height_inch,
  }))).execute();
}
