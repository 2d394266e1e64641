/**
 * Seeds the demo world once per database. The marker row is inserted first in the same
 * transaction, so two instances starting together on one PostgreSQL seed it exactly once.
 */
import { type Kysely } from 'kysely';
import type { FieldCipher } from '../../services/crypto';
import type { Database } from '../types';
import { seedCompletion } from './completion';
import { seedAgreement } from './agreement';
import { seedBeneficiaries } from './beneficiaries';
import { seedBilling } from './billing';
import { seedDependents } from './dependents';
import { seedEnrollments } from './enrollments';
import { seedForms } from './forms';
import { seedHealth } from './health';
import { seedPortalAccounts } from './portalAccounts';
import { seedPlanContent } from './planContent';
import { seedPlanDetail } from './planDetail';
import { seedPricing } from './pricing';
import { seedQuoteSend } from './quoteSend';
import { seedPlanQuestions } from './planQuestions';
import { seedReference } from './reference';
import { seedRiders } from './riders';
import { seedSites } from './sites';
import { seedStorefront } from './storefront';
import { seedStorefrontSites } from './storefrontSites';
import { seedUpsells } from './upsells';

const MARKER = 'demo_world_seeded';

/** Seeds the demo world unless it was seeded before; returns whether it seeded now. */
export async function seedDemoWorld(db: Kysely<Database>, cipher: FieldCipher): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx.insertInto('app_meta').values({ key: MARKER, value: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marked) return false;
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
