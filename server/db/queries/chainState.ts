/**
 * What one form's layers for a chain of scopes are made of, read in one statement: each scope's
 * form_fields rows of the form (by position) and the id of the version in effect now of the
 * scopes not pinned. With an enrollment's pins (versions never change) they name the resolved
 * form: services/formDefinitions/layers keeps what it built under them, so a save reads this one
 * statement instead of the versions' content and the rows apart, and a publish on any instance
 * (a new id), a scheduled version taking over, or a changed row shows on the next read.
 */
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Database, Scope } from '../types';
import { activeVersionIds } from './activeVersionIds';

/** One form_fields row of a scope. */
export interface ScopeFieldRow {
  scope: Scope; scope_id: number; field_name: string; required: boolean; read_only: boolean; schema_hint: unknown; position: number;
}

/**
 * The rows of the chain and the active version id (as a string, like the pins) per unpinned scope.
 * `rowsText` is the rows as the database wrote them (a JSON array): what a resolved form is kept
 * under, so a save whose form is already built neither parses the rows nor writes them again as a
 * key; `rows` parses them on first use (only when a form is built).
 */
export interface ChainState { readonly rowsText: string; readonly rows: ScopeFieldRow[]; versions: { scope: Scope; scope_id: number; id: string }[] }

/**
 * A scope of the chain as the statement sees it: its id a value, or a column of the statement
 * around it (the session's lookup names the enrollment's portal_id and group_id).
 */
export interface ScopeOperand { scope: Scope; scope_id: number | Expression<number | null> }

/** WHERE (scope, scope_id) is one of `refs` (false for none; a null scope id matches nothing). */
const inRefs = (refs: readonly ScopeOperand[]) => (eb: ExpressionBuilder<Database, 'form_fields' | 'form_versions'>) =>
  eb.or(refs.map((ref) => eb.and([eb('scope', '=', ref.scope), eb('scope_id', '=', ref.scope_id as number)])));

/**
 * The two columns of a chain's state (`chain_rows`, `chain_versions`), as subqueries of any
 * select: the rows of `form` in `chain` and the active version ids of `form` in `unpinned`.
 */
export function chainStateColumns<DB extends Database, TB extends keyof DB>(
  outer: ExpressionBuilder<DB, TB>, form: string, chain: readonly ScopeOperand[], unpinned: readonly ScopeOperand[],
) {
  const eb = outer as unknown as ExpressionBuilder<Database, never>;
  return [
    // As text: pg would parse a json column on every read (see ChainState.rowsText).
    sql<string>`(${jsonArrayFrom(eb.selectFrom('form_fields').select(['scope', 'scope_id', 'field_name', 'required', 'read_only', 'schema_hint', 'position'])
      .where('tab', '=', form).where(inRefs(chain)).orderBy('position'))})::text`.as('chain_rows'),
    jsonArrayFrom(activeVersionIds(eb, (versions) => versions.and([versions('form', '=', form), inRefs(unpinned)(versions)]))).as('chain_versions'),
  ] as const;
}

/** The ChainState of a row selected with chainStateColumns. */
export function chainStateOf(row: { chain_rows: unknown; chain_versions: unknown }): ChainState {
  // jsonb gives a bigint id as a number: the pins hold it as pg gives it elsewhere, a string.
  const versions = (row.chain_versions as { scope: Scope; scope_id: number; id: string | number }[]).map((version) => ({ ...version, id: String(version.id) }));
  const rowsText = row.chain_rows as string;
  let rows: ScopeFieldRow[] | undefined;
  return { rowsText, get rows() { return (rows ??= JSON.parse(rowsText) as ScopeFieldRow[]); }, versions };
}

/** Reads the rows of `form` in `chain` and the active version ids of `form` in `unpinned`, in one statement. */
export async function chainState(db: Kysely<Database>, form: string, chain: readonly ScopeRef[], unpinned: readonly ScopeRef[]): Promise<ChainState> {
  return chainStateOf(await db.selectNoFrom((eb) => chainStateColumns(eb, form, chain, unpinned)).executeTakeFirstOrThrow());
}
