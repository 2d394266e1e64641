/**
 * Rule data out of code (issue 14 item 9): whether a group's enrollments must save an enroller
 * code before leaving Personal Information is a fact of the group, not a list in the code. The
 * demo world's groups that require one (schemas/demo/world.ts: 2556 and 2512) are marked here
 * too, so a database seeded before this migration keeps their rule; a fresh one gets the flag
 * from the seed. Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';
import { DEMO_GROUPS } from '../../../schemas/demo/world';

/** The demo groups that require an enroller code. */
const REQUIRING = DEMO_GROUPS.filter((group) => 'requires_enroller_code' in group && group.requires_enroller_code).map((group) => group.id);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE groups ADD COLUMN requires_enroller_code boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE groups SET requires_enroller_code = true WHERE id IN (${sql.join(REQUIRING)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE groups DROP COLUMN IF EXISTS requires_enroller_code`.execute(db);
}
