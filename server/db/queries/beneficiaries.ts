/** Queries of member_beneficiaries: the beneficiaries a member has on file from an earlier enrollment. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../types';

export type MemberBeneficiaryRow = Selectable<Database['member_beneficiaries']>;

/** A member's beneficiaries on file, in their order. */
export function listMemberBeneficiaries(db: Kysely<Database>, memberId: number): Promise<MemberBeneficiaryRow[]> {
  return db.selectFrom('member_beneficiaries').selectAll().where('member_id', '=', memberId).orderBy('position').orderBy('id').execute();
}
