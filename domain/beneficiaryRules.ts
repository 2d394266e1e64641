/**
 * The beneficiary rules (enrollment.md sections 4, 5 and 9), pure and shared: the list step's
 * policy in the browser, and the server's checks of save-beneficiary-info and of completion.
 * At most 3 beneficiaries (schemas/rules.ts listLimits); the add form shows while the total is
 * below 100 and fewer than 3 exist; Next only with at least one and a total of exactly 100.
 */
import { MESSAGES } from '../schemas/messages';
import { RULES } from '../schemas/rules';
import type { ListItem, ListItems, ListPolicy } from './listPolicy';
import { ENROLLMENT_TEXT } from '../schemas/uiText/enrollment';
import { fill } from '../schemas/uiText/fill';

/** The list items' titles (schemas/uiText/enrollment.ts), read when a title is made: in the language shown. */
const TITLES = ENROLLMENT_TEXT.listTitles;

/** What the percentages must add up to. */
export const FULL_PERCENTAGE = 100;

/** One beneficiary's percentage as a number (0 when it is not a whole number). */
export function percentageOf(item: ListItem): number {
  const value = item.beneficiary_percentage;
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[0-9]{1,3}$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** The total percentage of the list. */
export function totalPercentage(items: ListItems): number {
  return items.reduce((sum, item) => sum + percentageOf(item), 0);
}

/** 'The total percentage is N and should not be more or less than 100%'. */
export function totalMessage(total: number): string {
  return MESSAGES.beneficiaryTotal.replace('{total}', String(total));
}

/** The list's most beneficiaries: the rule table's (3), unless the form's layers set another. */
const DEFAULT_MAX = RULES.listLimits.beneficiaries;

/** 'Maximum allowed number of beneficiaries is 3', with the list's own limit when a layer set another. */
export function beneficiaryMaxMessage(max = DEFAULT_MAX): string {
  return max === DEFAULT_MAX ? MESSAGES.beneficiaryMax : MESSAGES.beneficiaryMax.replace(String(DEFAULT_MAX), String(max));
}

/** Why no beneficiary may be added: `max` (3) exist, or the total has reached 100 (or passed it). */
export function beneficiaryAddBlock(items: ListItems, max = DEFAULT_MAX): string | null {
  if (items.length >= max) return beneficiaryMaxMessage(max);
  const total = totalPercentage(items);
  if (total > FULL_PERCENTAGE) return totalMessage(total);
  return total === FULL_PERCENTAGE ? MESSAGES.beneficiaryFull : null;
}

/** Why the list cannot be saved (Next): none, more than `max` (3), or a total other than 100. */
export function beneficiaryContinueBlock(items: ListItems, max = DEFAULT_MAX): string | null {
  if (items.length === 0) return MESSAGES.beneficiaryNone;
  if (items.length > max) return beneficiaryMaxMessage(max);
  const total = totalPercentage(items);
  return total === FULL_PERCENTAGE ? null : totalMessage(total);
}

/** The beneficiary list's policy for the list step machine, at most `max` beneficiaries (the form's limit). */
export function beneficiaryPolicy(max = DEFAULT_MAX): ListPolicy {
  return { maxItems: max, addBlock: (items) => beneficiaryAddBlock(items, max), continueBlock: (items) => beneficiaryContinueBlock(items, max) };
}

/** The beneficiary list's policy with the spec's limit. */
export const BENEFICIARY_POLICY: ListPolicy = beneficiaryPolicy();

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 'Beneficiary #n: first last' (n from 1). */
export function beneficiaryTitle(item: ListItem, index: number): string {
  const name = [text(item.first_name), text(item.last_name)].filter(Boolean).join(' ');
  return fill(TITLES.beneficiary, { number: index + 1, name });
}
