/**
 * What one form's layers for a chain of scopes are made of, read in one statement: each scope's
 * form_fields rows of the form (by position) and the id of the version in effect now of the
 * scopes not pinned. With an enrollment's pins (versions never change) they name the resolved
 * form: services/formDefinitions/layers keeps what it built under them, so a save reads this one
 * statement instead of the versions' content and the rows apart, and a publish on any instance
 * (a new id), a scheduled version taking over, or a changed row shows on the next read.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Database, Scope } from '../types';
import { activeVersionIds } from './activeVersionIds';

/** One form_fields row of a scope. */
export interface ScopeFieldRow {
  scope: Scope; scope_id: number; field_name: string; required: boolean; read_only: boolean; schema_hint: unknown; position: number;
}

/** The rows of the chain and the active version id (as a string, like the pins) per unpinned scope. */
export interface ChainState { rows: ScopeFieldRow[]; versions: { scope: Scope; scope_id: number; id: string }[] }

/** WHERE (scope, scope_id) is one of `refs` (false for none). */
const inRefs = (refs: readonly ScopeRef[]) => (eb: ExpressionBuilder<Database, 'form_fields' | 'form_versions'>) =>
  eb.or(refs.map((ref) => eb.and([eb('scope', '=', ref.scope), eb('scope_id', '=', ref.scope_id)])));

/** Reads the rows of `form` in `chain` and the active version ids of `form` in `unpinned`, in one statement. */
export async function chainState(db: Kysely<Database>, form: string, chain: readonly ScopeRef[], unpinned: readonly ScopeRef[]): Promise<ChainState> {
  const row = await db.selectNoFrom((eb) => [
    jsonArrayFrom(eb.selectFrom('form_fields').select(['scope', 'scope_id', 'field_name', 'required', 'read_only', 'schema_hint', 'position'])
      .where('tab', '=', form).where(inRefs(chain)).orderBy('position')).as('rows'),
    jsonArrayFrom(activeVersionIds(eb, (versions) => versions.and([versions('form', '=', form), inRefs(unpinned)(versions)]))).as('versions'),
  ]).executeTakeFirstOrThrow();
  // jsonb gives a bigint id as a number: the pins hold it as pg gives it elsewhere, a string.
  const versions = (row.versions as { scope: Scope; scope_id: number; id: string | number }[]).map((version) => ({ ...version, id: String(version.id) }));
  return { rows: row.rows as ScopeFieldRow[], versions };
}
