import { describe, expect, it } from 'vitest';
import { digitsOnly, formatStateInput } from '../../../adapters';

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
