import { describe, expect, it } from 'vitest';
import { ageInYears, dayOf, parseDob } from '../../../../domain/storefront/quoteRules';

describe("a quote's dates (the form's own rules: tests/unit/adapters/quoteForm.test.ts)", () => {
  it.each([['02/30/1990', null], ['13/01/1990', null], ['1/2/1990', null], ['02/29/1988', Date.UTC(1988, 1, 29)]])('parses %j', (dob, time) => {
    expect(parseDob(dob)).toBe(time);
  });

  it('computes the age from calendar days, not the hour', () => {
    const born = parseDob('11/22/2008')!;
    expect(ageInYears(born, Date.UTC(2026, 10, 23))).toBeCloseTo(6575 / 365.25, 10);
    expect(dayOf(new Date(2026, 10, 23, 0, 0, 1))).toBe(dayOf(new Date(2026, 10, 23, 23, 59, 59)));
  });
});
