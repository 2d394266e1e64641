/**
 * The local payment-token service: a card number goes in, a token, the brand and the last four
 * digits come out, and only those are ever kept (the number and the security code never reach
 * the database, a log or a draft). The token is random, so it reveals nothing of the number; a
 * real processor's tokenization would replace this module behind the same function.
 */
import { randomBytes } from 'node:crypto';

export interface CardToken { token: string; brand: string; last4: string }

/** The Luhn check every card number passes (a typo of one digit fails it). */
export function luhnValid(number: string): boolean {
  if (!/^[0-9]+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number by its leading digits (what a statement and a review show). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/** Tokenizes a card number; null when it fails the Luhn check. */
export function tokenizeCard(number: string): CardToken | null {
  if (!luhnValid(number)) return null;
  return { token: `tok_${randomBytes(12).toString('hex')}`, brand: cardBrand(number), last4: number.slice(-4) };
}
