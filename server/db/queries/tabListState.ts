/**
 * What the wizard's tab list of a portal and group is made of, read in one statement: its
 * form_tabs rows (the most specific scope's) and, per form and scope of the chain, the id of the
 * version in effect now. Versions never change, so these ids (with an enrollment's pins) name the
 * list: services/formDefinitions/tabPlaces keeps the list it built under them, and a publish on
 * any instance, or a scheduled version taking over, is a new id the next read sees.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, Scope } from '../types';
import { activeVersionIds } from './activeVersionIds';
import { mostSpecific, type ScopeKey, scopesOf } from './forms';

/** One form_tabs row. */
export interface TabRow { scope: Scope; scope_id: number; tab_name: string; position: number; required: boolean }

/** The version of one form in effect at one scope. */
export interface ActiveVersionId { form: string; scope: Scope; scope_id: number; id: string }

/** The tab rows and the active version ids of a portal and group. */
export interface TabListState { tabs: TabRow[]; versions: ActiveVersionId[] }

/** WHERE (scope, scope_id) is one of the key's scopes. */
const inScopes = (key: ScopeKey) => (eb: ExpressionBuilder<Database, 'form_tabs' | 'form_versions'>) =>
  eb.or(scopesOf(key).map(({ scope, id }) => eb.and([eb('scope', '=', scope), eb('scope_id', '=', id)])));

/** Reads the tab rows (by position) and the active version ids (by form, scope, scope id) in one statement. */
export async function tabListState(db: Kysely<Database>, key: ScopeKey): Promise<TabListState> {
  const row = await db.selectNoFrom((eb) => [
    jsonArrayFrom(eb.selectFrom('form_tabs').select(['scope', 'scope_id', 'tab_name', 'position', 'required'])
      .where(inScopes(key)).orderBy('position')).as('tabs'),
    jsonArrayFrom(activeVersionIds(eb, inScopes(key))).as('versions'),
  ]).executeTakeFirstOrThrow();
  return { tabs: mostSpecific(row.tabs as TabRow[], key), versions: row.versions as ActiveVersionId[] };
}
