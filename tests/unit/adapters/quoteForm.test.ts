/**
 * The quote form's rules as its catalog's schema states them (storefront.md sections 5 and 9;
 * issue 16 item 1): quoteFieldErrors is what add-filter-for-new-user and change-filter-info
 * answer, and the browser's engine checks the same schema (tests/unit/server/validatorModule.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteDefinitions, quoteFieldErrors } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';

/** A fixed "now": 23 November 2026, mid-afternoon local time. */
const NOW = new Date(2026, 10, 23, 15, 30);
const VALID = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The message at one field of a quote with that field changed (null: none). */
const messageAt = (field: string, value: unknown, variant = {}) =>
  quoteFieldErrors({ ...VALID, [field]: value }, variant).find((error) => error.target_element === field)?.error_message ?? null;

describe('quote zip rule', () => {
  it.each([
    ['', MESSAGES.required], ['   ', MESSAGES.required], [null, MESSAGES.required],
    ['6270', 'Invalid Zip code'], ['627011', 'Invalid Zip code'], ['62a01', 'Invalid Zip code'], [' 62701', 'Invalid Zip code'],
    ['62701', null], ['10001', null], ['00501', null],
  ])('%j -> %j', (zip, message) => {
    expect(messageAt('zip', zip)).toBe(message);
  });
});

describe('quote DOB rule (MM/DD/YYYY, a real day before today, 18 in 365.25-day years)', () => {
  it.each([
    ['', 'Field is required'],
    ['1/2/1990', MESSAGES.date], ['01-02-1990', MESSAGES.date], ['13/01/1990', MESSAGES.date], ['00/10/1990', MESSAGES.date],
    ['01/32/1990', MESSAGES.date], ['02/30/1990', MESSAGES.date], ['02/29/1990', MESSAGES.date], ['01/00/1990', MESSAGES.date],
    ['02/29/1988', null], ['01/01/1990', null],
    ['11/23/2026', MESSAGES.pastDate], ['11/24/2026', MESSAGES.pastDate], ['01/01/2030', MESSAGES.pastDate],
    ['11/22/2026', 'You must be 18 years to proceed'], ['06/01/2015', 'You must be 18 years to proceed'],
  ])('%j -> %j', (dob, message) => {
    expect(messageAt('dob', dob)).toBe(message);
  });

  // 18 calendar years hold 4 or 5 leap days, so 6574 or 6575 days; 18 x 365.25 = 6574.5 days.
  it.each([
    // Born 11/23/2008: four leap days (2012..2024) -> 6574 days on the 18th birthday: not yet 18.
    ['11/23/2008', new Date(2026, 10, 23), 'You must be 18 years to proceed'],
    ['11/23/2008', new Date(2026, 10, 24), null],
    ['11/22/2008', new Date(2026, 10, 23), null],
    // Born 01/01/2008: five leap days (2008..2024) -> 6575 days: 18 on the birthday itself.
    ['01/01/2008', new Date(2026, 0, 1), null],
    ['01/02/2008', new Date(2026, 0, 1), 'You must be 18 years to proceed'],
    ['01/01/2008', new Date(2025, 11, 31, 23, 59), 'You must be 18 years to proceed'],
    // The calendar day counts, not the hour.
    ['11/22/2008', new Date(2026, 10, 23, 0, 0, 1), null],
    ['11/22/2008', new Date(2026, 10, 23, 23, 59, 59), null],
  ])('born %s, on %s -> %j', (dob, now, message) => {
    vi.setSystemTime(now);
    expect(messageAt('dob', dob)).toBe(message);
  });
});

describe('quote gender, tier and category rules', () => {
  it.each([['0', null], ['1', null], ['', MESSAGES.required], [null, MESSAGES.required], ['2', MESSAGES.choice], ['M', MESSAGES.choice]])(
    'gender %j -> %j', (gender, message) => { expect(messageAt('gender', gender)).toBe(message); },
  );
  it.each([['IO', null], ['IS', null], ['IC', null], ['IF', null], [null, null], ['', null], ['io', 'Please choose a tier'], ['XX', 'Please choose a tier']])(
    'tier %j -> %j', (tier, message) => { expect(messageAt('tier', tier)).toBe(message); },
  );
  const premier = { premier: true, categories: [{ value: 'family', label: 'Family' }] };
  it.each([
    [null, {}, null], ['', {}, null], ['', premier, 'Field is required'], [null, premier, 'Field is required'], ['family', premier, null],
  ])('category %j (%j) -> %j', (category, variant, message) => { expect(messageAt('category', category, variant)).toBe(message); });
});

describe('quoteFieldErrors', () => {
  it('passes a complete quote and defaults nothing it does not need', () => {
    expect(quoteFieldErrors(VALID)).toEqual([]);
    expect(quoteFieldErrors({ zip: '62701', dob: '05/14/1980', gender: '1' })).toEqual([]);
  });

  it('lists every field error at its field, in form order', () => {
    expect(quoteFieldErrors({ zip: '627', dob: '05/14/2010', gender: '', tier: 'XX', category: '' }, { premier: true })).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'gender', error_message: 'Field is required' },
      { target_element: 'tier', error_message: 'Please choose a tier' },
      { target_element: 'dob', error_message: 'You must be 18 years to proceed' },
      { target_element: 'category', error_message: 'Field is required' },
    ]);
  });

  it('checks only what is there when partial (change-filter-info sends what changed)', () => {
    expect(quoteFieldErrors({ dob: '01/01/2030' }, {}, { partial: true })).toEqual([{ target_element: 'dob', error_message: MESSAGES.pastDate }]);
    expect(quoteFieldErrors({}, {}, { partial: true })).toEqual([]);
  });

  it('shows Category only for a premier plan and Referred By only for a referred visitor, read-only', () => {
    const names = (variant: object) => quoteDefinitions(variant).map((def) => def.field_name);
    expect(names({})).toEqual(['zip', 'gender', 'tier', 'dob']);
    expect(names({ premier: true, referred: true })).toEqual(['zip', 'gender', 'tier', 'dob', 'category', 'referred_by']);
    expect(quoteDefinitions({ referred: true }).at(-1)).toMatchObject({ read_only: true, required: false });
  });
});
