/**
 * Rule data out of code (issue 14 item 9): whether a group's enrollments must save an enroller
 * code before leaving Personal Information is a fact of the group, not a list in the code. New
 * and existing groups require none until staff or the seed say so (the demo seed marks 2556 and
 * 2512, also on a database seeded before this migration: server/db/seed/index.ts). Plain SQL for
 * PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE groups ADD COLUMN requires_enroller_code boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE groups DROP COLUMN IF EXISTS requires_enroller_code`.execute(db);
}
