/** Queries of Dependent Information: a member's dependents on file and a form's disclaimer. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../types';
import { mostSpecific, type ScopeKey, scopesOf } from './forms';

export type MemberDependentRow = Selectable<Database['member_dependents']>;

/** A member's dependents on file, in their order. */
export function listMemberDependents(db: Kysely<Database>, memberId: number): Promise<MemberDependentRow[]> {
  return db.selectFrom('member_dependents').selectAll().where('member_id', '=', memberId).orderBy('position').orderBy('id').execute();
}

/** The disclaimer of a form for this portal and group (group over portal over default), or ''. */
export async function findDisclaimer(db: Kysely<Database>, tab: string, key: ScopeKey): Promise<string> {
  const rows = await db.selectFrom('form_disclaimers').selectAll().where('tab', '=', tab)
    .where((eb) => eb.or(scopesOf(key).map(({ scope, id }) => eb.and([eb('scope', '=', scope), eb('scope_id', '=', id)]))))
    .execute();
  return mostSpecific(rows, key)[0]?.text ?? '';
}
