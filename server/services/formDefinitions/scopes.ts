/**
 * The scopes a form definition may have: the default, each portal, each group (whose chain runs
 * through its portal). Admin calls name a scope as (scope, scope_id); one that does not exist is
 * a field error, never a row written for nothing.
 */
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../../schemas/messages';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../../db/types';
import { fieldError, unprocessable } from '../../http';
import { scopeChain } from './layers';

/** A scope as the admin lists it. */
export interface ScopeSummary extends ScopeRef { name: string; portal_id: number | null; four_eyes: boolean }

/** Every scope: the default, the portals, the groups (by name). */
export async function listScopes(db: Kysely<Database>): Promise<ScopeSummary[]> {
  const [portals, groups] = await Promise.all([
    db.selectFrom('portals').select(['id', 'name', 'four_eyes']).orderBy('id').execute(),
    db.selectFrom('groups').select(['id', 'name', 'portal_id']).orderBy('name').execute(),
  ]);
  const fourEyes = new Set(portals.filter((p) => p.four_eyes).map((p) => p.id));
  return [
    { scope: 'default', scope_id: 0, name: 'Default', portal_id: null, four_eyes: false },
    ...portals.map((p) => ({ scope: 'portal' as const, scope_id: p.id, name: p.name, portal_id: p.id, four_eyes: fourEyes.has(p.id) })),
    ...groups.map((g) => ({ scope: 'group' as const, scope_id: g.id, name: g.name, portal_id: g.portal_id, four_eyes: fourEyes.has(g.portal_id) })),
  ];
}

/** The scope named by (scope, scope_id) with its chain (least specific first); 422 when it does not exist. */
export async function findScope(db: Kysely<Database>, ref: ScopeRef): Promise<{ summary: ScopeSummary; chain: ScopeRef[] }> {
  if (ref.scope === 'default' && ref.scope_id === 0) {
    return { summary: { scope: 'default', scope_id: 0, name: 'Default', portal_id: null, four_eyes: false }, chain: [{ scope: 'default', scope_id: 0 }] };
  }
  if (ref.scope === 'portal') {
    const portal = await db.selectFrom('portals').select(['id', 'name', 'four_eyes']).where('id', '=', ref.scope_id).executeTakeFirst();
    if (portal) return { summary: { ...ref, name: portal.name, portal_id: portal.id, four_eyes: portal.four_eyes }, chain: scopeChain(portal.id, null) };
  }
  if (ref.scope === 'group') {
    const group = await db.selectFrom('groups').innerJoin('portals', 'portals.id', 'groups.portal_id')
      .select(['groups.id', 'groups.name', 'groups.portal_id', 'portals.four_eyes']).where('groups.id', '=', ref.scope_id).executeTakeFirst();
    if (group) return { summary: { ...ref, name: group.name, portal_id: group.portal_id, four_eyes: group.four_eyes }, chain: scopeChain(group.portal_id, group.id) };
  }
  return unprocessable([fieldError('scope_id', MESSAGES.scopeUnknown)]);
}
