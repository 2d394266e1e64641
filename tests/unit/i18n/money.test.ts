/**
 * Money reads as Intl's currency style writes US dollars in each language's locale (issue 18),
 * though schemas/i18n/formats.ts builds it from a plain number format (a currency-style formatter
 * costs a phone's main thread about 25 ms at start-up: issue 17).
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../schemas/i18n/formats';
import { LANGUAGE_LOCALES, type Language } from '../../../schemas/i18n/language';

const AMOUNTS = [0, -0, 0.005, 0.015, 0.0049, 1e-7, -4.5e-3, 0.125, 1.005, 2.675, 12.5, 21.4, 289, 412.5, 999.995, 1234.5, -1234.567, -0.001, 1234567.895, 123456789.125, 2 ** 53 + 2, 1e21, 1.2345e22, Infinity, -Infinity, Number.NaN];
/** Amounts with one to four decimals, of either sign, up to about a million (a fixed walk: the same every run). */
const WALK = Array.from({ length: 3000 }, (_, i) => ((i * 7919) % 1_000_003) / 10 ** (1 + (i % 4)) * (i % 3 === 0 ? -1 : 1));

describe('formatMoney', () => {
  for (const language of Object.keys(LANGUAGE_LOCALES) as Language[]) {
    const currency = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency: 'USD' });

    it(`writes an amount as the ${language} currency style does`, () => {
      for (const amount of AMOUNTS) expect(formatMoney(amount, language)).toBe(currency.format(amount));
      for (const amount of WALK) expect(formatMoney(amount, language)).toBe(currency.format(amount));
      for (let cents = -200_000; cents <= 200_000; cents += 997) expect(formatMoney(cents / 100 + 0.005, language)).toBe(currency.format(cents / 100 + 0.005));
    });

    it(`reads an amount written as text in ${language}, and leaves a text that is no amount as it came`, () => {
      expect(formatMoney('412.5', language)).toBe('$412.50');
      expect(formatMoney('$1,500', language)).toBe('$1,500.00');
      expect(formatMoney('-20', language)).toBe('-$20.00');
      expect(formatMoney('Included', language)).toBe('Included');
      expect(formatMoney(' ', language)).toBe(' ');
    });
  }
});
