/**
 * Storefront entry paths (issue 7): the landing pages of reps and groups (what a landing shows
 * beside the name, code, e-mail, phone and landing_url that 001 already holds), which portals a
 * rep sells on, and referral links. A group's rep stays groups.agent_id and its custom domain
 * groups.custom_domain (both from 001): no second link table. Branding per site stays in
 * site_settings (001). Plain SQL for PostgreSQL 15 and PGlite, one statement per execute.
 */
import { type Kysely, sql } from 'kysely';

const LANDING = ['tagline', 'bio', 'logo', 'image', 'image_link'];

const UP = [
  ...LANDING.map((column) => `ALTER TABLE agents ADD COLUMN ${column} text NOT NULL DEFAULT ''`),
  ...LANDING.map((column) => `ALTER TABLE groups ADD COLUMN ${column} text NOT NULL DEFAULT ''`),
  // Landing slugs and custom domains are looked up case-insensitively; codes are stored upper case.
  `CREATE INDEX agents_landing ON agents (lower(landing_url)) WHERE landing_url <> ''`,
  `CREATE INDEX groups_landing ON groups (lower(landing_url)) WHERE landing_url <> ''`,
  `CREATE UNIQUE INDEX groups_custom_domain ON groups (lower(custom_domain)) WHERE custom_domain IS NOT NULL`,
  `CREATE TABLE agent_portals (agent_id integer NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
     portal_id integer NOT NULL REFERENCES portals (id), PRIMARY KEY (agent_id, portal_id))`,
  `CREATE TABLE referrals (id integer PRIMARY KEY, agent_id integer REFERENCES agents (id), group_id integer REFERENCES groups (id),
     portal_id integer NOT NULL REFERENCES portals (id), valid boolean NOT NULL DEFAULT true, referrer_info text NOT NULL DEFAULT '')`,
];

const DOWN = [
  'DROP TABLE IF EXISTS referrals', 'DROP TABLE IF EXISTS agent_portals', 'DROP INDEX IF EXISTS groups_custom_domain',
  'DROP INDEX IF EXISTS groups_landing', 'DROP INDEX IF EXISTS agents_landing',
  ...LANDING.flatMap((column) => [`ALTER TABLE groups DROP COLUMN IF EXISTS ${column}`, `ALTER TABLE agents DROP COLUMN IF EXISTS ${column}`]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}
