import { describe, expect, it } from 'vitest';
import {
  ageInYears, categoryError, dobError, genderError, parseDob, quoteErrors, tierError, zipError,
} from '../../../../domain/storefront/quoteRules';
import { MESSAGES } from '../../../../schemas/messages';

/** A fixed "now": 23 November 2026, mid-afternoon local time. */
const NOW = new Date(2026, 10, 23, 15, 30);

describe('quote zip rule', () => {
  it.each([
    ['', MESSAGES.required], ['   ', MESSAGES.required], [null, MESSAGES.required],
    ['6270', 'Invalid Zip code'], ['627011', 'Invalid Zip code'], ['62a01', 'Invalid Zip code'], [' 62701', 'Invalid Zip code'],
    ['62701', null], ['10001', null], ['00501', null],
  ])('%j -> %j', (zip, message) => {
    expect(zipError(zip)).toBe(message);
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
    expect(dobError(dob, NOW)).toBe(message);
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
  ])('born %s, on %s -> %j', (dob, now, message) => {
    expect(dobError(dob, now)).toBe(message);
  });

  it('computes the age from calendar days, not the hour', () => {
    const born = parseDob('11/22/2008')!;
    expect(ageInYears(born, Date.UTC(2026, 10, 23))).toBeCloseTo(6575 / 365.25, 10);
    expect(dobError('11/22/2008', new Date(2026, 10, 23, 0, 0, 1))).toBeNull();
    expect(dobError('11/22/2008', new Date(2026, 10, 23, 23, 59, 59))).toBeNull();
  });
});

describe('quote gender, tier and category rules', () => {
  it.each([['0', null], ['1', null], ['', MESSAGES.required], [null, MESSAGES.required], ['2', MESSAGES.choice], ['M', MESSAGES.choice]])(
    'gender %j -> %j', (gender, message) => { expect(genderError(gender)).toBe(message); },
  );
  it.each([['IO', null], ['IS', null], ['IC', null], ['IF', null], [null, null], ['', null], ['io', 'Please choose a tier'], ['XX', 'Please choose a tier']])(
    'tier %j -> %j', (tier, message) => { expect(tierError(tier)).toBe(message); },
  );
  it.each([
    [null, false, null], ['', false, null], ['', true, 'Field is required'], [null, true, 'Field is required'], ['medical', true, null],
  ])('category %j (premier %s) -> %j', (category, premier, message) => { expect(categoryError(category, premier)).toBe(message); });
});

describe('quoteErrors', () => {
  it('passes a complete quote and defaults nothing it does not need', () => {
    expect(quoteErrors({ zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS' }, { now: NOW })).toEqual([]);
    expect(quoteErrors({ zip: '62701', dob: '05/14/1980', gender: '1' }, { now: NOW })).toEqual([]);
  });

  it('lists every field error at its field, in form order', () => {
    expect(quoteErrors({ zip: '627', dob: '05/14/2010', gender: '', tier: 'XX', category: '' }, { now: NOW, premier: true })).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'gender', error_message: 'Field is required' },
      { target_element: 'tier', error_message: 'Please choose a tier' },
      { target_element: 'dob', error_message: 'You must be 18 years to proceed' },
      { target_element: 'category', error_message: 'Field is required' },
    ]);
  });
});
