/** fill() (schemas/uiText/fill.ts): a catalog text's placeholders take their values, as JSX would show them. */
import { describe, expect, it } from 'vitest';
import { fill } from '../../../schemas/uiText/fill';

describe('fill', () => {
  it('puts each value in its placeholder, every time it appears', () => {
    expect(fill('Step {step} of {total}', { step: 2, total: 7 })).toBe('Step 2 of 7');
    expect(fill('This rider is sold only with {plan}. Add {plan} first.', { plan: 'Dental' })).toBe('This rider is sold only with Dental. Add Dental first.');
  });

  it('shows null and undefined as nothing, like JSX', () => {
    expect(fill('© {year} {siteName}.', { year: 2026, siteName: null })).toBe('© 2026 .');
  });

  it('does not fill a value\'s own braces a second time', () => {
    expect(fill('{first} and {second}', { first: '{second}', second: 'two' })).toBe('{second} and two');
  });
});
