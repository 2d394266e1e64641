/**
 * Seeds the demo world once per database. The marker row is inserted first in the same
 * transaction, so two instances starting together on one PostgreSQL seed it exactly once.
 * A part added after databases were already seeded (the staff accounts, the groups' rule data, the
 * premier-carrier plan) has a marker of its own and is seeded wherever the demo world is, so an
 * existing DATA_DIR gets it on its next start.
 */
import { type Kysely } from 'kysely';
import type { FieldCipher } from '../../services/crypto';
import type { Database } from '../types';
import { seedCompletion } from './completion';
import { seedContentTranslations } from './contentTranslations';
import { seedAgreement } from './agreement';
import { seedBeneficiaries } from './beneficiaries';
import { seedBilling } from './billing';
import { seedDependents } from './dependents';
import { seedEnrollments } from './enrollments';
import { seedForms } from './forms';
import { seedGroupRules } from './groupRules';
import { seedHealth } from './health';
import { seedPortalAccounts } from './portalAccounts';
import { seedPlanContent } from './planContent';
import { seedPlanDetail } from './planDetail';
import { seedPremierCarrier } from './premierCarrier';
import { seedPricing } from './pricing';
import { seedQuoteSend } from './quoteSend';
import { seedPlanQuestions } from './planQuestions';
import { seedReference } from './reference';
import { seedRiders } from './riders';
import { seedSites } from './sites';
import { seedStaffAccounts } from './staffAccounts';
import { seedStorefront } from './storefront';
import { seedStorefrontSites } from './storefrontSites';
import { seedUpsells } from './upsells';

const MARKER = 'demo_world_seeded';
/** Parts added after databases were already seeded, each with its own marker, seeded in this order. */
const LATER_PARTS: ReadonlyArray<readonly [marker: string, seed: (trx: Kysely<Database>) => Promise<void>]> = [
  ['demo_staff_seeded', seedStaffAccounts],
  ['demo_group_rules_seeded', seedGroupRules],
  ['demo_premier_carrier_seeded', seedPremierCarrier],
];

/** Inserts a marker row; false when it was there already (a concurrent insert waits for the first to commit). */
async function mark(trx: Kysely<Database>, key: string): Promise<boolean> {
  const marked = await trx.insertInto('app_meta').values({ key, value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return marked !== undefined;
}

/** Seeds each later part once, where the demo world is seeded (now or on an earlier start). */
async function seedLaterParts(db: Kysely<Database>): Promise<void> {
  for (const [marker, seed] of LATER_PARTS) {
    await db.transaction().execute(async (trx) => {
      const world = await trx.selectFrom('app_meta').select('key').where('key', '=', MARKER).executeTakeFirst();
      if (world && (await mark(trx, marker))) await seed(trx);
    });
  }
  const world = await db.selectFrom('app_meta').select('key').where('key', '=', MARKER).executeTakeFirst();
  if (world) await seedContentTranslations(db);
}

/** Seeds the demo world unless it was seeded before; returns whether it seeded now. */
export async function seedDemoWorld(db: Kysely<Database>, cipher: FieldCipher): Promise<boolean> {
  const seeded = await seedWorldOnce(db, cipher);
  await seedLaterParts(db);
  return seeded;
}

/** The demo world's first seeding. */
async function seedWorldOnce(db: Kysely<Database>, cipher: FieldCipher): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await mark(trx, MARKER))) return false;
    await seedReference(trx);
    await seedPricing(trx);
    await seedQuoteSend(trx);
    await seedUpsells(trx);
    await seedPlanQuestions(trx);
    await seedPlanContent(trx);
    await seedPlanDetail(trx);
    await seedRiders(trx);
    await seedSites(trx);
    await seedStorefront(trx);
    await seedStorefrontSites(trx);
    await seedBeneficiaries(trx, cipher);
    await seedDependents(trx, cipher);
    await seedForms(trx);
    await seedHealth(trx);
    await seedAgreement(trx);
    await seedBilling(trx, cipher);
    await seedEnrollments(trx, cipher);
    await seedCompletion(trx, cipher);
    await seedPortalAccounts(trx);
    return true;
  });
}
