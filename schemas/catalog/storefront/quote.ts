/**
 * The storefront's quote form (storefront.md sections 2 "Home", 5 and 9; issue 16 item 1), as a
 * catalog like the wizard's tabs: Zip Code, Gender, Choose Tier, DOB, Category (premier plans
 * only), Referred By (read-only, a referred visitor). adapters/quoteForm.ts gives its field
 * definitions; the browser's engine and the server's add-filter-for-new-user and
 * change-filter-info validate with the schema the adapters build from it, so both say the same.
 * DOB: a real MM/DD/YYYY date ('Enter a valid date...'), before today ('Date must be before
 * today'), 18 or older in 365.25-day years ('You must be 18 years to proceed'): one format each,
 * the first that fails speaks (adapters/formats.ts FORMAT_ORDER).
 */
import { MESSAGES } from '../../messages';
import { TIERS } from '../../plans';
import { STOREFRONT_SHOP_QUOTE_TEXT } from '../../uiText/storefront/shop/quote';
import { PATTERNS } from '../patterns';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_SHOP_QUOTE_TEXT.quoteForm;

/** Gender codes of the quote filter (section 9): '0' Male, '1' Female. */
export const QUOTE_GENDERS = [{ value: '0', label: TEXT.male }, { value: '1', label: TEXT.female }] as const;

/** The quote form's fields, in display order. */
export const quoteCatalog: TabCatalog = {
  zip: {
    title: TEXT.zipCode, widget: 'zip', autocomplete: 'postal-code',
    schema: { type: 'string', pattern: PATTERNS.zip }, messages: { pattern: MESSAGES.quoteZipInvalid },
  },
  gender: {
    title: TEXT.gender, widget: 'select', placeholder: TEXT.selectGender, choices: [...QUOTE_GENDERS], schema: { type: 'string' },
  },
  tier: {
    title: TEXT.chooseTier, widget: 'select', placeholder: TEXT.selectATier,
    choices: TIERS.map(({ code, label }) => ({ value: code, label })), schema: { type: 'string' }, messages: { enum: MESSAGES.chooseTier },
  },
  dob: {
    title: TEXT.dob, widget: 'date', autocomplete: 'bday',
    schema: { type: 'string', format: 'mdy-date', allOf: [{ format: 'past-date' }, { format: 'adult-date' }] },
  },
  category: { title: TEXT.category, widget: 'select', placeholder: TEXT.selectACategory, schema: { type: 'string' } },
  referred_by: { title: TEXT.referredBy, widget: 'text', schema: { type: 'string' } },
};
