/**
 * Dependents (issue 6): the dependents members have on file from earlier enrollments (birthdate
 * year-month-day, SSN sealed as in an enrollment), the dependent item form's definitions for the
 * default scope and both demo portals, and its disclaimer per scope. The form rows are written
 * here, not by the demo seed, so a database seeded before this migration gets the form too; an
 * existing row is left as product staff changed it. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';
import { DEPENDENT_FORM } from '../../../schemas/api/dependents';
import { DEPENDENT_DEFAULT_PORTAL, DEPENDENT_DISCLAIMER, DEPENDENT_FORM_DEFINITIONS } from '../../../schemas/demo/dependents';
import type { Database, Scope } from '../types';

const UP = [
  `CREATE TABLE member_dependents (id serial PRIMARY KEY, member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
     position integer NOT NULL, relationship text NOT NULL CHECK (relationship IN ('spouse', 'child')), first_name text NOT NULL,
     middle_name text, last_name text NOT NULL, birthdate text NOT NULL, gender text NOT NULL, ssn text, weight text, height_feet text,
     height_inch text)`,
  `CREATE INDEX member_dependents_member ON member_dependents (member_id, position)`,
  `CREATE TABLE form_disclaimers (scope text NOT NULL, scope_id integer NOT NULL, tab text NOT NULL, text text NOT NULL,
     PRIMARY KEY (scope, scope_id, tab))`,
];

/** The form_fields rows of one scope, copied from a portal's definitions. */
function fieldRows(scope: Scope, scopeId: number, portalId: number) {
  return DEPENDENT_FORM_DEFINITIONS[portalId].map(([field_name, required, read_only], position) => ({
    scope, scope_id: scopeId, tab: DEPENDENT_FORM, field_name, position, required, read_only, schema_hint: null,
  }));
}

export async function up(db: Kysely<Database>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  const portals = Object.keys(DEPENDENT_FORM_DEFINITIONS).map(Number);
  await db.insertInto('form_fields')
    .values([...fieldRows('default', 0, DEPENDENT_DEFAULT_PORTAL), ...portals.flatMap((id) => fieldRows('portal', id, id))])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db.insertInto('form_disclaimers')
    .values([{ scope: 'default' as const, scope_id: 0 }, ...portals.map((id) => ({ scope: 'portal' as const, scope_id: id }))]
      .map((key) => ({ ...key, tab: DEPENDENT_FORM, text: DEPENDENT_DISCLAIMER })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function down(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('form_fields').where('tab', '=', DEPENDENT_FORM).execute();
  await sql.raw('DROP TABLE IF EXISTS form_disclaimers').execute(db);
  await sql.raw('DROP TABLE IF EXISTS member_dependents').execute(db);
}
