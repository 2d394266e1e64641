import { describe, expect, it } from 'vitest';
import { stateOfZip, ZIP3_TABLE } from '../../../server/services/zipStates';

describe('zip -> state table', () => {
  it('is ascending and disjoint, within 000-999', () => {
    for (const [index, [first, last]] of ZIP3_TABLE.entries()) {
      expect(first).toBeLessThanOrEqual(last);
      expect(last).toBeLessThanOrEqual(999);
      expect(index === 0 || ZIP3_TABLE[index - 1]![1] < first).toBe(true);
    }
  });

  it('covers the 50 states, DC and Puerto Rico', () => {
    expect(new Set(ZIP3_TABLE.map(([, , state]) => state)).size).toBe(52);
  });

  it.each([
    ['62701', 'IL'], ['10001', 'NY'], ['00501', 'NY'], ['02108', 'MA'], ['05501', 'MA'], ['05401', 'VT'], ['20001', 'DC'], ['20110', 'VA'],
    ['33101', 'FL'], ['30301', 'GA'], ['39901', 'GA'], ['73301', 'TX'], ['73101', 'OK'], ['79901', 'TX'], ['88510', 'TX'], ['87101', 'NM'],
    ['89101', 'NV'], ['90210', 'CA'], ['96813', 'HI'], ['97201', 'OR'], ['98101', 'WA'], ['99501', 'AK'], ['00901', 'PR'], ['60601', 'IL'],
  ])('%s -> %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each(['00012', '00401', '09001', '34001', '96201', '96910', '6270', 'abcde', ''])('%j -> unknown', (zip) => {
    expect(stateOfZip(zip)).toBeNull();
  });
});
