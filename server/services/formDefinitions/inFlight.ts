/**
 * Enrollments in flight: the open enrollments a scope's form reaches (every one for the default,
 * a portal's, a group's). A version published to apply to them moves their pins to itself; the
 * dry run re-validates their saved values against a draft before a publish is confirmed.
 */
import { type Kysely, sql } from 'kysely';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../../db/types';

/** WHERE the enrollment is open and in the scope. */
export function inScope(ref: ScopeRef) {
  if (ref.scope === 'portal') return sql<boolean>`status = 'open' AND portal_id = ${ref.scope_id}`;
  if (ref.scope === 'group') return sql<boolean>`status = 'open' AND group_id = ${ref.scope_id}`;
  return sql<boolean>`status = 'open'`;
}

/** Points the pins of every pinned open enrollment of the scope at `versionId` for this layer. */
export async function moveInFlightPins(trx: Kysely<Database>, form: DefinedForm, ref: ScopeRef, versionId: string): Promise<void> {
  await sql`
    UPDATE enrollments SET form_pins = jsonb_set(form_pins, ${`{${form},layers,${ref.scope}}`}::text[], to_jsonb(${versionId}::text))
    WHERE ${inScope(ref)} AND form_pins ? ${form}`.execute(trx);
}
