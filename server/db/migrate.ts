/**
 * Runs the migrations in order with Kysely's Migrator. The list is static (imported modules,
 * not a folder scan) so it works the same under tsx, vitest and a bundler.
 */
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_sessions_and_link_tokens';
import * as m003 from './migrations/003_form_schemas';
import * as m004 from './migrations/004_catalog_cart';
import * as m005 from './migrations/005_beneficiaries';
import * as m006 from './migrations/006_health';
import * as m007 from './migrations/007_dependents';
import * as m008 from './migrations/008_agreement';
import * as m009 from './migrations/009_billing';
import * as m010 from './migrations/010_completion_receipt';
import * as m011 from './migrations/011_storefront';
import * as m012 from './migrations/012_portal_accounts';
import * as m015 from './migrations/015_storefront_sites';
import * as m014 from './migrations/014_assist';
import * as m016 from './migrations/016_pricing';
import * as m018 from './migrations/018_pricing_income';
import * as m019 from './migrations/019_plan_content';
import * as m024 from './migrations/024_quote_send';
import * as m021 from './migrations/021_plan_questions';
import * as m020 from './migrations/020_plan_detail';
import * as m022 from './migrations/022_cart_checkout';
import * as m025 from './migrations/025_plan_riders';
import * as m026 from './migrations/026_session_entries';
import * as m027 from './migrations/027_form_versions';
import * as m028 from './migrations/028_mail_sends';
import * as m029 from './migrations/029_staff';
import * as m030 from './migrations/030_plan_listing';
import * as m031 from './migrations/031_tab_documents';
import * as m032 from './migrations/032_group_rules';
import * as m033 from './migrations/033_premier_carrier';
import * as m034 from './migrations/034_enrollment_language';
import * as m035 from './migrations/035_content_translations';
import type { Database } from './types';

const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '002_sessions_and_link_tokens': m002,
  '003_form_schemas': m003,
  '004_catalog_cart': m004,
  '005_beneficiaries': m005,
  '006_health': m006,
  '007_dependents': m007,
  '008_agreement': m008,
  '009_billing': m009,
  '010_completion_receipt': m010,
  '011_storefront': m011,
  '012_portal_accounts': m012,
  '015_storefront_sites': m015,
  '014_assist': m014,
  '016_pricing': m016,
  '018_pricing_income': m018,
  '019_plan_content': m019,
  '024_quote_send': m024,
  '021_plan_questions': m021,
  '020_plan_detail': m020,
  '022_cart_checkout': m022,
  '025_plan_riders': m025,
  '026_session_entries': m026,
  '028_mail_sends': m028,
  '027_form_versions': m027,
  '029_staff': m029,
  '030_plan_listing': m030,
  '031_tab_documents': m031,
  '032_group_rules': m032,
  '033_premier_carrier': m033,
  '034_enrollment_language': m034,
  '035_content_translations': m035,
};

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Unordered: a slice's migration (e.g. 007) may land after later numbers already ran on a database.
  // Kysely looks for its bookkeeping tables in any schema unless told which: with two schemas of
  // one database side by side (the integration suite's per-app schemas), it would find another
  // app's tables and then query its own schema, where they do not exist yet.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true, migrationTableSchema: rows[0]?.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
}
