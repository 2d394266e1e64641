/**
 * Billing Information (enrollment.md sections 3, 4 and 7): the payment types each portal or group
 * offers (the default first), the bill dates, and the accounts members have on file. A bank
 * account's number is sealed (server/services/sealing.ts) beside its last four digits; a card
 * keeps only its brand, last four digits and the payment-token service's token: its number and
 * security code never reach the database. Plain SQL for PostgreSQL 15 and PGlite.
 */
import { type Kysely, sql } from 'kysely';

const UP = [
  `CREATE TABLE billing_methods (scope text NOT NULL CHECK (scope IN ('default', 'portal', 'group')), scope_id integer NOT NULL,
     position integer NOT NULL, method text NOT NULL CHECK (method IN ('cc', 'eft', 'list', 'elist', 'stmt')),
     PRIMARY KEY (scope, scope_id, method), UNIQUE (scope, scope_id, position))`,
  `CREATE TABLE bill_dates (day integer PRIMARY KEY CHECK (day BETWEEN 1 AND 31), is_default boolean NOT NULL DEFAULT false)`,
  `CREATE TABLE member_banks (id serial PRIMARY KEY, member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
     account_name text NOT NULL, bank_name text NOT NULL, routing_number text NOT NULL CHECK (routing_number ~ '^[0-9]{9}$'),
     account_number text NOT NULL, account_last4 text NOT NULL CHECK (account_last4 ~ '^[0-9]{4}$'),
     account_type text NOT NULL CHECK (account_type IN ('checking', 'savings')),
     account_holder_type text NOT NULL CHECK (account_holder_type IN ('individual', 'company')))`,
  `CREATE TABLE member_cards (id serial PRIMARY KEY, member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
     name_on_cc text NOT NULL, card_brand text NOT NULL, card_last4 text NOT NULL CHECK (card_last4 ~ '^[0-9]{4}$'), card_token text NOT NULL,
     expiration_month text NOT NULL CHECK (expiration_month ~ '^(0[1-9]|1[0-2])$'), expiration_year text NOT NULL CHECK (expiration_year ~ '^[0-9]{4}$'))`,
  `CREATE INDEX member_banks_member ON member_banks (member_id)`,
  `CREATE INDEX member_cards_member ON member_cards (member_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_cards', 'member_banks', 'bill_dates', 'billing_methods']) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
