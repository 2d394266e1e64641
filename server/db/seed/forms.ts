/**
 * Seeds the wizard tab lists and form definitions from schemas/demo/formDefinitions.ts: one set
 * per portal, and portal 12's set again as the default scope so a new portal gets a full form.
 */
import type { Kysely } from 'kysely';
import { DEMO_FORM_DEFINITIONS, DEMO_TABS } from '../../../schemas/demo/formDefinitions';
import type { Database, Scope } from '../types';

const DEFAULT_TEMPLATE_PORTAL = 12;

function fieldRows(scope: Scope, scopeId: number, portalId: number) {
  return Object.entries(DEMO_FORM_DEFINITIONS[portalId]).flatMap(([tab, rows]) =>
    rows.map(([field_name, required, read_only], position) => ({
      scope, scope_id: scopeId, tab, field_name, position, required, read_only, schema_hint: null,
    })));
}

function tabRows(scope: Scope, scopeId: number, portalId: number) {
  return DEMO_TABS[portalId].map(([tab_name, position, required]) => ({ scope, scope_id: scopeId, tab_name, position, required }));
}

/** Inserts tab lists and field definitions (inside the seeding transaction). */
export async function seedForms(db: Kysely<Database>): Promise<void> {
  const portals = Object.keys(DEMO_FORM_DEFINITIONS).map(Number);
  await db.insertInto('form_fields').values([
    ...fieldRows('default', 0, DEFAULT_TEMPLATE_PORTAL),
    ...portals.flatMap((id) => fieldRows('portal', id, id)),
  ]).execute();
  await db.insertInto('form_tabs').values([
    ...tabRows('default', 0, DEFAULT_TEMPLATE_PORTAL),
    ...portals.flatMap((id) => tabRows('portal', id, id)),
  ]).execute();
}
