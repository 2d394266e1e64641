/**
 * Beneficiaries (issue 6): the beneficiaries members have on file from earlier enrollments
 * (their birth date as `dob`, the SSN sealed as in an enrollment), the relationships lookup
 * (get-beneficiary-relationships) and the beneficiary item form's definitions for the default
 * scope and both demo portals. The rows are written here, not by the demo seed, so a database
 * seeded before this migration gets the form too; they are the data of schemas/demo/beneficiaries.ts
 * as it is when the migration runs, and an existing row is left as product staff changed it.
 * Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';
import { BENEFICIARY_FORM } from '../../../schemas/api/beneficiaries';
import { BENEFICIARY_DEFAULT_PORTAL, BENEFICIARY_FORM_DEFINITIONS, BENEFICIARY_RELATIONSHIPS } from '../../../schemas/demo/beneficiaries';
import type { Database, Scope } from '../types';

const LOOKUP = 'beneficiary-relationships';

const UP = [
  `CREATE TABLE member_beneficiaries (id serial PRIMARY KEY, member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
     position integer NOT NULL, first_name text NOT NULL, middle_name text, last_name text NOT NULL, dob text NOT NULL,
     relationship text NOT NULL, ssn text, beneficiary_percentage integer NOT NULL CHECK (beneficiary_percentage BETWEEN 1 AND 100))`,
  `CREATE INDEX member_beneficiaries_member ON member_beneficiaries (member_id, position)`,
];

/** The form_fields rows of one scope, copied from a portal's definitions. */
function fieldRows(scope: Scope, scopeId: number, portalId: number) {
  return BENEFICIARY_FORM_DEFINITIONS[portalId].map(([field_name, required, read_only], position) => ({
    scope, scope_id: scopeId, tab: BENEFICIARY_FORM, field_name, position, required, read_only, schema_hint: null,
  }));
}

export async function up(db: Kysely<Database>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  await db.insertInto('lookups')
    .values(BENEFICIARY_RELATIONSHIPS.map((item, position) => ({ list: LOOKUP, value: item.value, name: item.name, position })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const portals = Object.keys(BENEFICIARY_FORM_DEFINITIONS).map(Number);
  await db.insertInto('form_fields')
    .values([...fieldRows('default', 0, BENEFICIARY_DEFAULT_PORTAL), ...portals.flatMap((id) => fieldRows('portal', id, id))])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function down(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('form_fields').where('tab', '=', BENEFICIARY_FORM).execute();
  await db.deleteFrom('lookups').where('list', '=', LOOKUP).execute();
  await sql.raw('DROP TABLE IF EXISTS member_beneficiaries').execute(db);
}
