/**
 * External partner sites and website visits (issue 7): `external_sites` names a partner's site
 * (stored lower case) and the group and portal its visitors enroll into
 * (get-external-site-infromation); `site_visits` counts visits of an enrollment's website link
 * (track-elevate-traffic), one row per visitor so a repeated call counts nothing new.
 * Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE external_sites (name text PRIMARY KEY CHECK (name = lower(name)),
     group_id integer NOT NULL REFERENCES groups (id), portal_id integer NOT NULL REFERENCES portals (id))`,
  `CREATE TABLE site_visits (enrollment_id uuid NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
     visitor_hash text NOT NULL, visited_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (enrollment_id, visitor_hash))`,
];

const DOWN = ['DROP TABLE IF EXISTS site_visits', 'DROP TABLE IF EXISTS external_sites'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
