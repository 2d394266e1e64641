/**
 * Seeds the agreement tab from schemas/demo/agreement.ts: the texts of each portal, and the
 * agreement fields per enrollment process as form_fields rows of the tab agreement_info.<process>.
 * Portal 12's set is the default scope too, as for the other forms, so a new portal has one.
 */
import type { Kysely } from 'kysely';
import { DEMO_AGREEMENT_FIELDS, DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';
import { EPROCESSES } from '../../../schemas/enrollee';
import { agreementDefinitionTab } from '../../services/agreement/fields';
import type { Database, Scope } from '../types';

const DEFAULT_TEMPLATE_PORTAL = 12;

function textRows(scope: Scope, scopeId: number, portalId: number) {
  return DEMO_AGREEMENT_TEXTS[portalId].map((text, position) => ({ scope, scope_id: scopeId, position, ...text }));
}

function fieldRows(scope: Scope, scopeId: number) {
  return EPROCESSES.flatMap((eprocess) => DEMO_AGREEMENT_FIELDS[eprocess].map(([field_name, required, read_only], position) => ({
    scope, scope_id: scopeId, tab: agreementDefinitionTab(eprocess), field_name, position, required, read_only, schema_hint: null,
  })));
}

/** Inserts the agreement texts and fields (inside the seeding transaction). */
export async function seedAgreement(db: Kysely<Database>): Promise<void> {
  const portals = Object.keys(DEMO_AGREEMENT_TEXTS).map(Number);
  await db.insertInto('agreement_texts').values([
    ...textRows('default', 0, DEFAULT_TEMPLATE_PORTAL),
    ...portals.flatMap((id) => textRows('portal', id, id)),
  ]).execute();
  await db.insertInto('form_fields').values([
    ...fieldRows('default', 0),
    ...portals.flatMap((id) => fieldRows('portal', id)),
  ]).execute();
}
