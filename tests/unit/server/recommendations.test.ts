/**
 * The recommendation rules (server/services/recommendations.ts): ranking by count with ties in
 * catalog order, plans bought together, which plans suit a visitor's state, tier and age (plans
 * that only wait for the visitor's answers still do), 'Starting From' and the link ids.
 */
import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../server/services/pricing/age';
import type { CatalogRows, PlanRules } from '../../../server/services/pricing/types';
import { boughtWith, decodeId, dobForAge, rankByCount, startingPrice, suitsVisitor } from '../../../server/services/recommendations';

const TODAY = new Date(2026, 10, 23);
const NO_RULES: PlanRules = {
  excluded_states: [], allowed_tiers: null, min_age: null, max_age: null, needs_tobacco: false, min_annual_income: null, min_weekly_hours: null,
  needs_dependents: false, portal_ids: null, met_zip_prefixes: null, replaced_by: null, replace_tiers: null, replace_states: null, has_questions: false,
};
const row = (id: number, extra: Partial<CatalogRows['prices'][number]> = {}) => ({
  id, plan_id: 1, tier: null, monthly_price: '10.00', min_age: null, max_age: null, state: null, smoker: null, min_income: null, max_income: null, ...extra,
});
const plan = (rules: Partial<PlanRules> | null, prices = [row(1)]): CatalogRows => ({
  plan: { id: 1, name: 'Plan', plan_type: 'standard' }, rules: rules ? { ...NO_RULES, ...rules } : null, prices,
});
const visitor = { state: 'IL', tier: 'IS', age: 38, portalId: 11 };

describe('rankByCount', () => {
  it('orders by count, ties by id, leaves out the excluded and keeps only the eligible', () => {
    const counts = new Map([[401, 3], [501, 3], [301, 2], [302, 9]]);
    expect(rankByCount(counts, [301, 304, 401, 501], [304])).toEqual([401, 501, 301]);
  });
  it('answers at most ten', () => {
    expect(rankByCount(new Map(), Array.from({ length: 14 }, (_, i) => i + 1))).toHaveLength(10);
  });
});

describe('boughtWith', () => {
  it('counts the other plans of every basket holding the plan', () => {
    expect([...boughtWith(401, [[301, 401], [401, 501], [304, 401], [302, 402], [401, 501, 501]])]).toEqual([[301, 1], [501, 2], [304, 1]]);
  });
});

describe('suitsVisitor', () => {
  it('keeps a plan priced for the visitor and one that only waits for answers', () => {
    expect(suitsVisitor(plan(null), visitor, TODAY)).toBe(true);
    expect(suitsVisitor(plan({ needs_tobacco: true }), visitor, TODAY)).toBe(true);
    expect(suitsVisitor(plan({ has_questions: true, min_annual_income: 24000 }), visitor, TODAY)).toBe(true);
  });
  it.each([
    ['not sold in the state', { excluded_states: ['IL'] }],
    ['not for the tier', { allowed_tiers: ['IO'] }],
    ['outside the plan age', { min_age: 50, max_age: 75 }],
    ['not on the portal', { portal_ids: [12] }],
    ['replaced by another plan', { replaced_by: 1101 }],
  ])('leaves out a plan %s', (_why, rules) => {
    expect(suitsVisitor(plan(rules), visitor, TODAY)).toBe(false);
  });
  it('leaves out a plan with no price band for the age, and judges without an age by rules and bands', () => {
    expect(suitsVisitor(plan(null, [row(1, { min_age: 18, max_age: 30 })]), visitor, TODAY)).toBe(false);
    expect(suitsVisitor(plan(null, [row(1, { min_age: 18, max_age: 30 })]), { ...visitor, age: null }, TODAY)).toBe(true);
    expect(suitsVisitor(plan(null, [row(1, { tier: 'IO' })]), { ...visitor, age: null }, TODAY)).toBe(false);
  });
});

describe('helpers', () => {
  it('makes a date of birth of the asked age in 365.25-day years', () => {
    for (const age of [18, 38, 64, 65, 75]) expect(ageOn(dobForAge(age, TODAY), TODAY)).toBe(age);
  });
  it("gives the lowest monthly price as 'Starting From'", () => {
    expect(startingPrice(['412.50', '98.00', '214.00'])).toBe('98.00');
    expect(startingPrice([])).toBeNull();
  });
  it('decodes a base64 id and refuses anything else', () => {
    expect(decodeId(btoa('1001'))).toBe(1001);
    expect([decodeId('%%'), decodeId(btoa('abc')), decodeId(btoa('0'))]).toEqual([undefined, undefined, undefined]);
  });
});
