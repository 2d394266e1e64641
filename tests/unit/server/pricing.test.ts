import { describe, expect, it } from 'vitest';
import { PRICING_DEPENDENTS_TARGET } from '../../../schemas/api/pricing';
import { MESSAGES } from '../../../schemas/messages';
import { ageOn } from '../../../server/services/pricing/age';
import { pricingFilterOf, tierText } from '../../../server/services/pricing/filter';
import { priceOf } from '../../../server/services/pricing/priceOf';
import type { CatalogRows, PlanRules, PriceRow, PricingFilter, PricingResult } from '../../../server/services/pricing/types';

const TODAY = new Date('2026-11-23T12:00:00Z');

const row = (id: number, tier: string | null, monthly_price: string, band: Partial<PriceRow> = {}): PriceRow => ({
  id, plan_id: 1, tier, monthly_price, min_age: null, max_age: null, state: null, smoker: null, min_income: null, max_income: null, ...band,
});

const NO_RULES: PlanRules = {
  excluded_states: [], allowed_tiers: null, min_age: null, max_age: null, needs_tobacco: false, min_annual_income: null,
  min_weekly_hours: null, needs_dependents: false, portal_ids: null, met_zip_prefixes: null, replaced_by: null,
  replace_tiers: null, replace_states: null, has_questions: false,
};

const FILTER: PricingFilter = {
  zip: '62701', dob: '06/15/1990', tier: 'IS', state: 'IL', is_smoker: null, annual_income: null, working_hours: null,
  spouse_dob: null, no_of_children: null, portal_id: 11, questions_answered: false,
};

const PRICES = [row(1, 'IS', '100.00'), row(2, 'IO', '50.00'), row(3, 'IF', '150.00'), row(4, 'IC', '120.00')];
const catalog = (rules: Partial<PlanRules> | null, prices: PriceRow[] = PRICES): CatalogRows => ({
  plan: { id: 1, name: 'Test plan', plan_type: 'standard' }, rules: rules === null ? null : { ...NO_RULES, ...rules }, prices,
});

/** The ids of the answer's rows, or its code. */
const outcome = (result: PricingResult) => ('ok' in result ? result.ok.map((price) => price.id) : result.errorCode);

describe("ageOn (365.25-day years, today's calendar day)", () => {
  it.each([
    ['03/01/1999', '2017-02-28', 17], ['03/01/1999', '2017-03-01', 18], // 5 leap days since birth: 6,575 days on the birthday
    ['03/01/2000', '2018-03-01', 17], ['03/01/2000', '2018-03-02', 18], // 4 leap days: 6,574 < 6,574.5 on the birthday
    ['06/15/1990', '2026-11-23', 36], ['1990-06-15', '2026-11-23', null], ['11/23/2026', '2026-11-23', 0],
    ['11/24/2026', '2026-11-23', null], ['02/30/1990', '2026-11-23', null], ['1990/06/15', '2026-11-23', null], [null, '2026-11-23', null],
  ] as const)('born %s, on %s -> %s', (dob, today, age) => {
    expect(ageOn(dob, new Date(`${today}T12:00:00Z`))).toBe(age);
  });
});

describe('priceOf: the rows that apply', () => {
  it.each([
    ['no rules: the tier row', null, {}, [1]],
    ['a row for any tier applies to every tier', null, { tier: 'IC' }, [4]],
    ['IO', {}, { tier: 'IO' }, [2]],
    ['answered questions price the plan', { has_questions: true }, { questions_answered: true }, [1]],
    ['income and hours at the minimum', { min_annual_income: 20000, min_weekly_hours: 30 }, { annual_income: 20000, working_hours: 30 }, [1]],
    ['dependents given for IF', { needs_dependents: true }, { tier: 'IF', spouse_dob: '01/01/1990', no_of_children: 2 }, [3]],
    ['spouse only needed for IS', { needs_dependents: true }, { spouse_dob: '01/01/1990' }, [1]],
    ['inside the metro area', { met_zip_prefixes: ['627', '606'] }, { zip: '60601' }, [1]],
    ['on an allowed portal', { portal_ids: [11, 12] }, {}, [1]],
    ['replacement for other tiers only', { replaced_by: 9, replace_tiers: ['IO'] }, {}, [1]],
  ] as const)('%s', (_, rules, filter, ids) => {
    expect(outcome(priceOf(catalog(rules), { ...FILTER, ...filter }, TODAY))).toEqual(ids);
  });

  const banded = [
    row(10, 'IO', '40.00', { min_age: 18, max_age: 29 }), row(11, 'IO', '60.00', { min_age: 30, max_age: 49 }),
    row(12, 'IO', '90.00', { min_age: 50, max_age: 64 }), row(13, 'IO', '75.00', { min_age: 30, max_age: 49, state: 'NY' }),
    row(14, 'IS', '80.00', { smoker: 0 }), row(15, 'IS', '110.00', { smoker: 1 }),
  ];
  it.each([
    ['the day before the 30th birthday (365.25-day years)', '03/01/1987', '2017-02-28', 'IO', null, [10]],
    ['on the 30th birthday', '03/01/1987', '2017-03-01', 'IO', null, [11]],
    ['the day before the 50th', '03/01/1967', '2017-02-28', 'IO', null, [11]],
    ['on the 50th', '03/01/1967', '2017-03-01', 'IO', null, [12]],
    ['on the 65th birthday: still 64 (16 leap days: 23,741 days < 65 x 365.25)', '03/01/1952', '2017-03-01', 'IO', null, [12]],
    ['the day after the 65th birthday: past every band', '03/01/1952', '2017-03-02', 'IO', null, 'ageError'],
    ['non-smoker', '03/01/1987', '2017-03-01', 'IS', 0, [14]],
    ['smoker', '03/01/1987', '2017-03-01', 'IS', 1, [15]],
    ['smoker answer missing where rows are smoker-rated', '03/01/1987', '2017-03-01', 'IS', null, 'smokerError'],
  ] as const)('age bands: %s', (_, dob, today, tier, smoker, expected) => {
    const result = priceOf(catalog(null, banded), { ...FILTER, dob, tier, is_smoker: smoker }, new Date(`${today}T12:00:00Z`));
    expect(outcome(result)).toEqual(expected);
  });

  const byIncome = [row(30, 'IS', '42.00', { min_income: 24000, max_income: 49999.99 }), row(31, 'IS', '68.00', { min_income: 50000 })];
  it.each([
    [24000, [30]], [49999.99, [30]], [50000, [31]], [250000, [31]], [23999, 'salaryError'], [null, 'salaryError'],
  ] as const)('income bands: annual income %s -> %s', (income, expected) => {
    expect(outcome(priceOf(catalog(null, byIncome), { ...FILTER, annual_income: income }, TODAY))).toEqual(expected);
  });

  it("a state's own rows replace the rows for every state; rows of another state do not apply", () => {
    expect(outcome(priceOf(catalog(null, banded), { ...FILTER, tier: 'IO', dob: '06/15/1990', state: 'NY' }, TODAY))).toEqual([13]);
    expect(outcome(priceOf(catalog(null, banded), { ...FILTER, tier: 'IO', dob: '06/15/1990', state: 'IL' }, TODAY))).toEqual([11]);
    expect(outcome(priceOf(catalog(null, [row(20, 'IS', '10.00', { state: 'NY' })]), FILTER, TODAY))).toBe('stateError');
  });
});

describe('priceOf: every error code and its text', () => {
  it.each([
    ['enrollmentIdError', 'no date of birth', null, { dob: null }, MESSAGES.pricingQuoteMissing],
    ['enrollmentIdError', 'a date of birth after today', null, { dob: '12/01/2026' }, MESSAGES.pricingQuoteMissing],
    ['enrollmentIdError', 'no tier', null, { tier: null }, MESSAGES.pricingQuoteMissing],
    ['enrollmentIdError', 'an unknown tier code', null, { tier: 'XX' }, MESSAGES.pricingQuoteMissing],
    ['enrollmentIdError', 'spouse DOB missing for IS', { needs_dependents: true }, {}, MESSAGES.pricingDependents],
    ['enrollmentIdError', 'children missing for IC', { needs_dependents: true }, { tier: 'IC' }, MESSAGES.pricingDependents],
    ['enrollmentIdError', 'children missing for IF', { needs_dependents: true }, { tier: 'IF', spouse_dob: '01/01/1990' }, MESSAGES.pricingDependents],
    ['changePid', 'replaced for every tier and state', { replaced_by: 9 }, {}, MESSAGES.pricingReplaced],
    ['changePid', 'replaced in this state', { replaced_by: 9, replace_states: ['IL'], replace_tiers: ['IS'] }, {}, MESSAGES.pricingReplaced],
    ['portalError', 'another portal', { portal_ids: [12] }, {}, MESSAGES.pricingPortal],
    ['portalError', 'no portal', { portal_ids: [12] }, { portal_id: null }, MESSAGES.pricingPortal],
    ['stateError', 'not sold in NY', { excluded_states: ['NY'] }, { zip: '10001', state: 'NY' }, MESSAGES.pricingState],
    ['stateError', 'state unknown where it matters', { excluded_states: ['NY'] }, { state: null }, MESSAGES.pricingState],
    ['stateError', 'no price row for the state', null, {}, MESSAGES.pricingState],
    ['metError', 'outside the metro area', { met_zip_prefixes: ['627'] }, { zip: '60601' }, MESSAGES.pricingMet],
    ['metError', 'zip unknown', { met_zip_prefixes: ['627'] }, { zip: null }, MESSAGES.pricingMet],
    ['tierError', 'IO only', { allowed_tiers: ['IO'] }, {}, MESSAGES.pricingTier],
    ['tierError', 'no price row for the tier', {}, {}, MESSAGES.pricingTier],
    ['planAgeError', 'younger than the plan allows', { min_age: 50, max_age: 75 }, {}, 'This plan is available only to applicants aged 50 to 75.'],
    ['planAgeError', 'older than the plan allows', { min_age: 18, max_age: 30 }, {}, 'This plan is available only to applicants aged 18 to 30.'],
    ['smokerError', 'tobacco answer missing', { needs_tobacco: true }, {}, MESSAGES.pricingSmoker],
    ['salaryError', 'no income', { min_annual_income: 20000 }, {}, MESSAGES.pricingSalary],
    ['salaryError', 'income below the minimum', { min_annual_income: 20000 }, { annual_income: 19999.99 }, MESSAGES.pricingSalary],
    ['hourError', 'hours below the minimum', { min_weekly_hours: 30 }, { working_hours: 29 }, MESSAGES.pricingHours],
    ['hourError', 'no hours', { min_weekly_hours: 30 }, {}, MESSAGES.pricingHours],
    ['newQuestionsError', 'questions not answered', { has_questions: true }, {}, MESSAGES.pricingQuestions],
    ['ageError', 'no band for the age', null, {}, MESSAGES.pricingAge],
  ] as const)('%s: %s', (code, _, rules, filter, message) => {
    const prices = code === 'stateError' && rules === null ? [row(1, 'IS', '1.00', { state: 'NY' })]
      : code === 'ageError' ? [row(1, 'IS', '1.00', { min_age: 60, max_age: 64 })]
      : code === 'tierError' && rules !== null && !('allowed_tiers' in rules) ? [row(2, 'IO', '1.00')] : PRICES;
    const result = priceOf(catalog(rules, prices), { ...FILTER, ...filter }, TODAY);
    expect(result).toMatchObject({ errorCode: code, message });
  });

  it("tells the dependents' enrollmentIdError from a quote without date of birth by its target, not its text", () => {
    expect(priceOf(catalog({ needs_dependents: true }), FILTER, TODAY)).toEqual({ errorCode: 'enrollmentIdError', message: MESSAGES.pricingDependents, target: PRICING_DEPENDENTS_TARGET });
    expect(priceOf(catalog(null), { ...FILTER, dob: null }, TODAY)).toEqual({ errorCode: 'enrollmentIdError', message: MESSAGES.pricingQuoteMissing });
  });

  it('changePid carries the replacing plan id', () => {
    expect(priceOf(catalog({ replaced_by: 1101 }), FILTER, TODAY)).toEqual({ errorCode: 'changePid', message: MESSAGES.pricingReplaced, pid: 1101 });
  });

  it('runs the checks in the documented order (the first failing rule answers)', () => {
    const everything: Partial<PlanRules> = {
      portal_ids: [12], excluded_states: ['IL'], met_zip_prefixes: ['100'], allowed_tiers: ['IO'], min_age: 60, max_age: 70,
      needs_dependents: true, needs_tobacco: true, min_annual_income: 1, min_weekly_hours: 1, has_questions: true,
    };
    const order = ['portalError', 'stateError', 'metError', 'tierError', 'planAgeError', 'enrollmentIdError', 'smokerError', 'salaryError', 'hourError', 'newQuestionsError'];
    const fixes: Array<Partial<PlanRules>> = [
      { portal_ids: null }, { excluded_states: [] }, { met_zip_prefixes: null }, { allowed_tiers: null }, { min_age: null, max_age: null },
      { needs_dependents: false }, { needs_tobacco: false }, { min_annual_income: null }, { min_weekly_hours: null }, { has_questions: false },
    ];
    let rules: Partial<PlanRules> = { ...everything, replaced_by: 9 };
    expect(outcome(priceOf(catalog(rules), FILTER, TODAY))).toBe('changePid');
    rules = { ...rules, replaced_by: null };
    order.forEach((code, index) => {
      expect(outcome(priceOf(catalog(rules), FILTER, TODAY))).toBe(code);
      rules = { ...rules, ...fixes[index] };
    });
    expect(outcome(priceOf(catalog(rules), FILTER, TODAY))).toEqual([1]);
  });

  it('section 8 texts exactly as the spec writes them', () => {
    expect(MESSAGES.pricingSalary).toBe('Please enter a sufficient annual income to add product to the cart...');
    expect(MESSAGES.pricingHours).toBe('Please enter a sufficient working hours...');
    expect(MESSAGES.pricingState).toBe('Plan not available in your state. Please change the state by editing your basic info above.');
    expect(MESSAGES.pricingTier).toBe('Plan not available for this tier...');
    expect(MESSAGES.pricingAge).toBe('Plan not available for selected age group...');
    expect(MESSAGES.pricingMet).toBe('Plan not available in the area. Please choose another area...');
    expect(MESSAGES.pricingSmoker).toBe('Tobacco usage required. Please choose tobacco usage...');
  });
});

describe('pricingFilterOf and tierText', () => {
  it('reads the quote filter as the quote routes save it (numbers as text, smoker 1/0, state upper case)', () => {
    expect(pricingFilterOf({ zip: '62701', dob: '06/15/1985', tier: 'IS', state: 'il', is_smoker: '0', annual_incode: '30000.50', working_hours: 40, no_of_children: '2', answered_plan_ids: ['305'] }, 11, 305))
      .toEqual({ zip: '62701', dob: '06/15/1985', tier: 'IS', state: 'IL', is_smoker: 0, annual_income: 30000.5, working_hours: 40, spouse_dob: null, no_of_children: 2, portal_id: 11, questions_answered: true });
    expect(pricingFilterOf({ is_smoker: 'yes', annual_incode: '-5', working_hours: 'lots', zip: '  ', answered_plan_ids: 'all' }, null, 305))
      .toMatchObject({ zip: null, is_smoker: null, annual_income: null, working_hours: null, questions_answered: false, tier: null });
  });

  it.each([['IO', false, 'Member Only'], ['IS', true, 'Member + Spouse'], ['IC', false, 'Member + Child(ren)'], ['IC', true, 'Member + 1 Child'], ['IF', true, 'Family']] as const)(
    '%s (premier %s) reads %s', (tier, premier, words) => { expect(tierText(tier, premier)).toBe(words); },
  );
});
