/**
 * Queries of the agreement tab: its texts for an enrollment (the most specific scope that has
 * any: group, portal, default), who the broker and the group are, and the evidence records,
 * which are inserted and read, never changed.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../types';
import { mostSpecific, scopesOf, type ScopeKey } from './forms';

export type EvidenceRow = Selectable<Database['agreement_evidence']>;

/** The agreement texts for this portal and group, in display order. */
export async function resolveAgreementTexts(db: Kysely<Database>, key: ScopeKey) {
  const scopes = scopesOf(key);
  const rows = await db.selectFrom('agreement_texts')
    .select(['id', 'scope', 'scope_id', 'text_head', 'text_body', 'text_required'])
    .where((eb) => eb.or(scopes.map(({ scope, id }) => eb.and([eb('scope', '=', scope), eb('scope_id', '=', id)]))))
    .orderBy('position')
    .execute();
  return mostSpecific(rows, key).map(({ id, text_head, text_body, text_required }) => ({ id, text_head, text_body, text_required }));
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
