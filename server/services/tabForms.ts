/**
 * A form tab of one enrollment, server side: its field definitions from the database (resolved by
 * group, portal, default), the saved values (SSN opened only for the bound session) or the
 * prefills from filter_info, and the TabForm the adapters validate saves with.
 */
import type { Kysely } from 'kysely';
import { buildTabForm, type Payload, type TabForm } from '../../adapters';
import { CATALOG, type FieldDefinition, type LookupName } from '../../schemas/catalog';
import type { FormTab } from '../../schemas/tabs';
import type { Enrollment } from '../db/queries/enrollments';
import { resolveFieldRows } from '../db/queries/forms';
import type { Database } from '../db/types';
import type { FieldCipher } from './crypto';
import { loadLookupOptions } from './lookups';
import { openPayload } from './sealing';

/** Read-only fields the server fills from the checkout's filter_info while nothing is saved. */
const PREFILLS: Partial<Record<FormTab, Record<string, string>>> = {
  primary_info: { birthdate: 'dob', gender: 'gender' },
  contact_info: { state: 'state', zip: 'zip' },
};

/** Saved value, else the filter_info prefill, per field (payload shape, SSN still sealed). */
export function serverValues(enrollment: Enrollment, tab: FormTab): Payload {
  const values: Payload = { ...enrollment[tab] };
  for (const [field, key] of Object.entries(PREFILLS[tab] ?? {})) {
    const prefill = enrollment.filter_info?.[key];
    if ((values[field] === undefined || values[field] === '') && typeof prefill === 'string' && prefill !== '') values[field] = prefill;
  }
  return values;
}

/** The tab's definitions without values (required/read-only/hint), in display order. */
export async function definitionRows(db: Kysely<Database>, enrollment: Enrollment, tab: FormTab): Promise<FieldDefinition[]> {
  const rows = await resolveFieldRows(db, tab, { portalId: enrollment.portal_id, groupId: enrollment.group_id });
  return rows.map((row) => ({
    field_name: row.field_name,
    value: '',
    required: row.required,
    read_only: row.read_only,
    ...(row.schema_hint ? { schema: row.schema_hint as FieldDefinition['schema'] } : {}),
  }));
}

/** get-form-fields-*: definitions with the bound session's values (SSN decrypted). */
export async function fieldDefinitions(
  db: Kysely<Database>, cipher: FieldCipher, enrollment: Enrollment, tab: FormTab,
): Promise<FieldDefinition[]> {
  const values = openPayload(serverValues(enrollment, tab), cipher);
  const defs = await definitionRows(db, enrollment, tab);
  return defs.map((def) => ({ ...def, value: values[def.field_name] ?? '' }));
}

/** The TabForm of the enrollment's tab with its lookup options from the database. */
export async function loadTabForm(db: Kysely<Database>, enrollment: Enrollment, tab: FormTab): Promise<TabForm> {
  const defs = await definitionRows(db, enrollment, tab);
  const names = new Set<LookupName>();
  for (const def of defs) {
    const lookup = CATALOG[tab][def.field_name]?.lookup;
    if (lookup) names.add(lookup);
  }
  return buildTabForm(tab, defs, await loadLookupOptions(db, [...names]));
}
