/**
 * Seeds the saved demo enrollments with their carts (each plan priced for the enrollment's
 * tier), their continue codes (far expiry), their direct-link tokens (derived from the public
 * demo code, so the links of docs/demo-world.md are the same in every demo database) and encrypted SSNs.
 */
import type { Kysely } from 'kysely';
import { DEMO_PRICES } from '../../../schemas/demo/catalog';
import { DEMO_ENROLLMENTS, type DemoEnrollment } from '../../../schemas/demo/enrollments';
import { demoLinkToken, hashCode, hashLinkToken, normalizeEmail } from '../../services/codes';
import type { FieldCipher } from '../../services/crypto';
import { sealPayload } from '../../services/sealing';
import type { Database } from '../types';

/** Demo codes must keep working in every demo, so they expire far in the future. */
const DEMO_CODE_EXPIRY = '2099-12-31T00:00:00Z';

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** A demo enrollment's row, every saved tab sealed as a save would seal it. */
export function enrollmentRow(demo: DemoEnrollment, cipher: FieldCipher) {
  // Every tab goes through the same sealing as a save, whichever of them holds an SSN.
  const tab = (payload: Record<string, unknown> | undefined) => json(payload && sealPayload(payload, cipher));
  return {
    id: demo.id, portal_id: demo.portal_id, group_id: demo.group_id, agent_id: demo.agent_id, member_id: demo.member_id,
    eprocess: demo.eprocess, type: demo.type, open_type: null, referral: null, saved_tab: demo.saved_tab,
    filter_info: JSON.stringify(demo.filter_info), effective_date: demo.effective_date,
    primary_info: tab(demo.primary_info), contact_info: tab(demo.contact_info), employer_info: tab(demo.employer_info),
    benificiary_info: tab(demo.benificiary_info), health_info: tab(demo.health_info), dependent_info: tab(demo.dependent_info),
  };
}

/** The price row of a plan for a tier: the tier's own, else the one for every tier. */
function pricingId(planId: number, tier: string): number {
  const row = DEMO_PRICES.find(([, plan, rowTier]) => plan === planId && rowTier === tier) ?? DEMO_PRICES.find(([, plan, rowTier]) => plan === planId && rowTier === null);
  if (!row) throw new Error(`demo world: plan ${planId} has no price for tier ${tier}`);
  return row[0];
}

/** A demo enrollment's cart rows, each plan priced for its tier. */
export function cartRows(demo: DemoEnrollment) {
  return demo.cart.map((planId, position) => ({ enrollment_id: demo.id, plan_id: planId, pricing_id: pricingId(planId, demo.filter_info.tier), position }));
}

/** Inserts the demo enrollments and their codes (inside the seeding transaction). */
export async function seedEnrollments(db: Kysely<Database>, cipher: FieldCipher): Promise<void> {
  await db.insertInto('enrollments').values(DEMO_ENROLLMENTS.map((demo) => enrollmentRow(demo, cipher))).execute();
  await db.insertInto('cart_items').values(DEMO_ENROLLMENTS.flatMap(cartRows)).execute();
  await db.insertInto('continue_codes').values(DEMO_ENROLLMENTS.map((demo) => ({
    enrollment_id: demo.id, code_hash: hashCode(demo.code), link_hash: hashLinkToken(demoLinkToken(demo.code)),
    email: normalizeEmail(demo.email), expires_at: DEMO_CODE_EXPIRY,
  }))).execute();
}
