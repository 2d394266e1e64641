import { describe, expect, it } from 'vitest';
import { createAjv, customFormats } from '../../../adapters';

/** A date n days from today as MM/DD/YYYY. */
function mdy(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

describe('customFormats', () => {
  it('mdy-date accepts real calendar days as MM/DD/YYYY only', () => {
    for (const ok of ['01/31/2020', '02/29/2024', '12/01/1999']) expect(customFormats['mdy-date'](ok)).toBe(true);
    for (const bad of ['02/29/2023', '04/31/2020', '13/01/2020', '00/10/2020', '1/1/2020', '2020-01-01', '01/01/20', '']) {
      expect(customFormats['mdy-date'](bad)).toBe(false);
    }
  });

  it('past-date accepts only days before today', () => {
    expect(customFormats['past-date'](mdy(-1))).toBe(true);
    expect(customFormats['past-date'](mdy(0))).toBe(false);
    expect(customFormats['past-date'](mdy(1))).toBe(false);
    expect(customFormats['past-date']('02/30/1985')).toBe(false);
  });

  it('email accepts ordinary addresses and rejects malformed ones', () => {
    for (const ok of ['demo@example.com', 'first.last+tag@sub.example.co.uk']) expect(customFormats.email(ok)).toBe(true);
    for (const bad of ['demo@', '@example.com', 'demo@example', 'a b@example.com', 'a..b@example.com', 'demo@-x.com', '']) {
      expect(customFormats.email(bad)).toBe(false);
    }
  });

  it('are registered in createAjv', () => {
    const validate = createAjv().compile({ type: 'object', properties: { d: { type: 'string', format: 'past-date' }, e: { type: 'string', format: 'email' } } });
    expect(validate({ d: '06/15/1985', e: 'demo@example.com' })).toBe(true);
    expect(validate({ d: mdy(1), e: 'nope' })).toBe(false);
    expect(validate.errors).toHaveLength(2);
  });
});
