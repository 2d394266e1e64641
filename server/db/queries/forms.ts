/**
 * Form definitions and tab lists from the database. Each resolves per tab by scope, the most
 * specific scope that has rows winning as a whole: group, then portal, then default. A whole
 * list (not a per-field merge) wins so an override can also remove or reorder fields.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, Scope } from '../types';

/** Whose definitions: the enrollment's portal and group. */
export interface ScopeKey { portalId: number; groupId: number | null }

/** The scopes of a key, most specific first. */
export function scopesOf(key: ScopeKey): { scope: Scope; id: number }[] {
  return [
    ...(key.groupId === null ? [] : [{ scope: 'group' as const, id: key.groupId }]),
    { scope: 'portal', id: key.portalId },
    { scope: 'default', id: 0 },
  ];
}

/** The rows of the most specific scope of `key` that has any. */
export function mostSpecific<T extends { scope: Scope; scope_id: number }>(rows: T[], key: ScopeKey): T[] {
  for (const { scope, id } of scopesOf(key)) {
    const matching = rows.filter((row) => row.scope === scope && row.scope_id === id);
    if (matching.length > 0) return matching;
  }
  return [];
}

/** WHERE (scope, scope_id) is one of the key's scopes. */
function inScopes(key: ScopeKey) {
  return (eb: ExpressionBuilder<Database, 'form_fields' | 'form_tabs'>) =>
    eb.or(scopesOf(key).map(({ scope, id }) => eb.and([eb('scope', '=', scope), eb('scope_id', '=', id)])));
}

/** The field rows of one tab for this portal and group, in display order. */
export async function resolveFieldRows(db: Kysely<Database>, tab: string, key: ScopeKey) {
  const rows = await db.selectFrom('form_fields')
    .select(['scope', 'scope_id', 'field_name', 'required', 'read_only', 'schema_hint', 'position'])
    .where('tab', '=', tab)
    .where(inScopes(key))
    .orderBy('position')
    .execute();
  return mostSpecific(rows, key);
}

/** The wizard tab list for this portal and group, by order. */
export async function resolveTabs(db: Kysely<Database>, key: ScopeKey) {
  const rows = await db.selectFrom('form_tabs')
    .select(['scope', 'scope_id', 'tab_name', 'position', 'required'])
    .where(inScopes(key))
    .orderBy('position')
    .execute();
  return mostSpecific(rows, key);
}
