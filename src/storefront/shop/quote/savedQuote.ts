/**
 * The quote form's starting values from a saved filter (get-enrollment-temp-info, column
 * filter_info): what the visitor entered last time, so the Basic Details edit opens filled in.
 */
import type { QuoteFormValues } from '../../../../machines/storefront/quoteForm';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The form's values held in a saved filter_info (unknown keys ignored; missing ones left to the form's defaults). */
export function savedQuoteValues(filterInfo: unknown): Partial<QuoteFormValues> {
  if (typeof filterInfo !== 'object' || filterInfo === null) return {};
  const saved = filterInfo as Record<string, unknown>;
  const values: Partial<QuoteFormValues> = {};
  for (const field of ['zip', 'dob', 'gender', 'tier', 'category'] as const) {
    const value = text(saved[field]);
    if (value !== '') values[field] = value;
  }
  return values;
}
