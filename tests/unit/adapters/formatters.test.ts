import { describe, expect, it } from 'vitest';
import { digitsOnly, formatDateInput, formatStateInput } from '../../../adapters';

describe('formatDateInput', () => {
  it('inserts slashes as the user types, strips non-digits, stops at 10 characters', () => {
    expect(formatDateInput('0')).toBe('0');
    expect(formatDateInput('06')).toBe('06');
    expect(formatDateInput('061')).toBe('06/1');
    expect(formatDateInput('0615')).toBe('06/15');
    expect(formatDateInput('06151985')).toBe('06/15/1985');
    expect(formatDateInput('06/15/19855555')).toBe('06/15/1985');
    expect(formatDateInput('a0b6-15.1985')).toBe('06/15/1985');
  });

  it('clamps month to 1-12 and day to 1-31', () => {
    expect(formatDateInput('13')).toBe('12');
    expect(formatDateInput('00')).toBe('01');
    expect(formatDateInput('1232')).toBe('12/31');
    expect(formatDateInput('0100')).toBe('01/01');
  });

  it('pads a first digit that cannot start a month or day', () => {
    expect(formatDateInput('4')).toBe('04');
    expect(formatDateInput('45')).toBe('04/05');
    expect(formatDateInput('43')).toBe('04/3');
    expect(formatDateInput('0152020')).toBe('01/05/2020');
  });

  it('leaves a formatted value unchanged, so widgets can run it on every change', () => {
    for (const value of ['1', '12', '12/3', '12/31', '12/31/2', '12/31/2020', '04/05/1999']) {
      expect(formatDateInput(value)).toBe(value);
    }
    expect(formatDateInput('12/3')).toBe('12/3');
    expect(formatDateInput('12/')).toBe('12');
  });
});

describe('formatStateInput', () => {
  it('upper-cases two letters or fewer and title-cases longer input', () => {
    expect(formatStateInput('il')).toBe('IL');
    expect(formatStateInput('i')).toBe('I');
    expect(formatStateInput('new york')).toBe('New York');
    expect(formatStateInput('NEW YORK')).toBe('New York');
    expect(formatStateInput('new ')).toBe('New ');
  });
});

describe('digitsOnly', () => {
  it('keeps at most max digits', () => {
    expect(digitsOnly('(555) 217-0100 ext', 10)).toBe('5552170100');
    expect(digitsOnly('123-45-67890', 9)).toBe('123456789');
    expect(digitsOnly('abc', 5)).toBe('');
  });
});
