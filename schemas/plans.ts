/**
 * The plan vocabulary every layer shares: the four coverage tiers (storefront.md section 5,
 * enrollment.md section 9) with their names, and whether a plan type marks the premier plan
 * (the type itself is rule data: schemas/rules.ts). The one place the tier codes are written
 * out; schemas, machines, the server and the screens import them from here.
 */
import { RULES } from './rules';

/** The tier codes, in the order of every select: IO member only, IS with spouse, IC with children, IF family. */
export const TIER_CODES = ['IO', 'IS', 'IC', 'IF'] as const;

/** A tier code. */
export type TierCode = (typeof TIER_CODES)[number];

/** Each tier's name, by code (the type refuses a missing or unknown code). */
export const TIER_NAMES: Readonly<Record<TierCode, string>> = {
  IO: 'Member Only', IS: 'Member + Spouse', IC: 'Member + Child(ren)', IF: 'Family',
};

/** The tiers with their names, in order (a select's options). */
export const TIERS: readonly { code: TierCode; label: string }[] = TIER_CODES.map((code) => ({ code, label: TIER_NAMES[code] }));

/** The tier a quote or a filter without one means (section 3): member only. */
export const DEFAULT_TIER: TierCode = 'IO';

/** Whether a value is a tier code. */
export function isTierCode(value: unknown): value is TierCode {
  return typeof value === 'string' && (TIER_CODES as readonly string[]).includes(value);
}

/** Whether a tier covers a spouse (IS, IF) and children (IC, IF). */
export function tierCovers(tier: string | null | undefined): { spouse: boolean; children: boolean } {
  return { spouse: tier === 'IS' || tier === 'IF', children: tier === 'IC' || tier === 'IF' };
}

/** The most children a tier offers (storefront.md section 9: 9 for IC, 8 for IF; 0 when it asks none). */
export function maxChildren(tier: string | null | undefined): number {
  return tier === 'IC' ? 9 : tier === 'IF' ? 8 : 0;
}

/** Whether a plan type marks the premier plan (the rule table's premierPlanType). */
export const isPremierPlanType = (planType: string | null | undefined): boolean => planType === RULES.premierPlanType;
