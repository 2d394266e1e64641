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
  const summary = (await listScopes(db)).find((s) => s.scope === ref.scope && s.scope_id === ref.scope_id);
  if (!summary) unprocessable([fieldError('scope_id', MESSAGES.scopeUnknown)]);
  if (summary.scope === 'default') return { summary, chain: [{ scope: 'default', scope_id: 0 }] };
  if (summary.scope === 'portal') return { summary, chain: scopeChain(summary.scope_id, null) };
  return { summary, chain: scopeChain(summary.portal_id as number, summary.scope_id) };
}
