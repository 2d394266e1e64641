/**
 * Queries of the agreement tab: its texts for a chain of scopes (the most specific scope that has
 * any: group, portal, default), who the broker and the group are, and the evidence records,
 * which are inserted and read, never changed.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../types';

export type EvidenceRow = Selectable<Database['agreement_evidence']>;

/** The agreement texts of a chain of scopes (least specific first): the most specific scope's that has any, in display order. */
export async function chainAgreementTexts(db: Kysely<Database>, chain: readonly ScopeRef[]) {
  const rows = await db.selectFrom('agreement_texts')
    .select(['id', 'scope', 'scope_id', 'text_head', 'text_body', 'text_required'])
    .where((eb) => eb.or(chain.map(({ scope, scope_id }) => eb.and([eb('scope', '=', scope), eb('scope_id', '=', scope_id)]))))
    .orderBy('position')
    .execute();
  for (const ref of [...chain].reverse()) {
    const own = rows.filter((row) => row.scope === ref.scope && row.scope_id === ref.scope_id);
    if (own.length > 0) return own.map(({ id, text_head, text_body, text_required }) => ({ id, text_head, text_body, text_required }));
  }
  return [];
}

/** The broker (agent) by id: name and code, or undefined. */
export function findAgent(db: Kysely<Database>, id: number) {
  return db.selectFrom('agents').select(['name', 'agent_code']).where('id', '=', id).executeTakeFirst();
}

/** The group by id: name and code, or undefined. */
export function findGroup(db: Kysely<Database>, id: number) {
  return db.selectFrom('groups').select(['name', 'code']).where('id', '=', id).executeTakeFirst();
}

/** Records one signed agreement (inside the save's transaction). */
export async function insertEvidence(db: Kysely<Database>, row: Insertable<Database['agreement_evidence']>): Promise<void> {
  await db.insertInto('agreement_evidence').values(row).execute();
}

/** One evidence record of an enrollment, or undefined. */
export function findEvidence(db: Kysely<Database>, enrollmentId: string, id: string): Promise<EvidenceRow | undefined> {
  return db.selectFrom('agreement_evidence').selectAll().where('enrollment_id', '=', enrollmentId).where('id', '=', id).executeTakeFirst();
}
