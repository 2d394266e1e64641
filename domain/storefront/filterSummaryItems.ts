/**
 * What the filter summary lists of a saved filter (storefront.md section 2 "Plans listing"): zip,
 * gender as M/F, smoker only when set, tier and date of birth; a value that is not saved is left
 * out rather than shown empty. The summary (src/storefront/shop/filter/FilterSummary.tsx) lists
 * them in the language shown; the listing's static first paint (server/services/plansStaticPaint.ts)
 * in the page's.
 */
import { TIER_NAMES, type TierCode } from '../../schemas/plans';
import { textsIn, translateText } from '../../schemas/i18n/localizable';
import type { Language } from '../../schemas/i18n/language';
import { STOREFRONT_SHOP_FILTER_TEXT } from '../../schemas/uiText/storefront/shop/filter';

/** This screen's texts (schemas/uiText/storefront/shop/filter.ts). */
const TEXT = STOREFRONT_SHOP_FILTER_TEXT.filterSummaryItems;

export interface SummaryItem { label: string; value: string }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const GENDERS: Readonly<Record<string, string>> = { 0: 'M', 1: 'F' };

/** The smoker flag as the summary says it ('1' Yes, '0' No, else nothing). */
const smoker = (flag: string, texts: typeof TEXT): string => (flag === '1' ? texts.yes : flag === '0' ? texts.no : '');

/** The summary's items of a saved filter_info, in the spec's order, in `language` (the language shown without one). */
export function filterSummaryItems(filter: Readonly<Record<string, unknown>>, language?: Language): SummaryItem[] {
  const tier = text(filter.tier);
  const texts = language ? textsIn(language, TEXT) : TEXT;
  const items: Array<SummaryItem | null> = [
    { label: texts.zip, value: text(filter.zip) },
    { label: texts.gender, value: GENDERS[text(filter.gender)] ?? '' },
    { label: texts.smoker, value: smoker(text(filter.is_smoker), texts) },
    { label: texts.tier, value: Object.hasOwn(TIER_NAMES, tier) ? translateText(TIER_NAMES[tier as TierCode], language) : tier },
    { label: texts.dob, value: text(filter.dob) },
  ];
  return items.filter((item): item is SummaryItem => item !== null && item.value !== '');
}
