/**
 * A personalised quote as data (pure): who it is for and from, the cart's plans with their
 * monthly prices, the first-month and recurring totals, and the notices the cart calls for
 * (storefront.md section 9): a premier-carrier plan's administrative fee, and evidence of
 * insurability for optional life coverage from $100,000 to $300,000. The HTML, text and PDF
 * renderers all read this one shape, so the preview, the mail and its attachment agree.
 */
import { phoneText } from '../../../adapters/formatters';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';
import { isPremierPlanType } from '../../../schemas/plans';
import type { QuoteLine } from '../../db/queries/quoteSend';
import { cartTotals } from '../cart';
import { dataText, messageIn } from '../mailText';
import { tierText } from '../pricing/filter';

/** Optional life coverage in this range (dollars, inclusive) needs evidence of insurability. */
export const EVIDENCE_RANGE = { min: 100_000, max: 300_000 } as const;
/** The category of optional (term) life plans. */
const LIFE_CATEGORY = 'term_life';

export interface QuoteParty { name: string; email: string; phone: string }

export interface Quote {
  /** The language it is written in: the caller's (the quote form's sender reads it first, in the preview). */
  language: Language;
  /** The site the quote is sent from (the sender's landing site, else the default site). */
  siteName: string;
  /** That site's primary colour, readable under white text, or null (then the quote stays uncoloured). */
  brandColor: string | null;
  recipientName: string;
  /** The sender's own words, '' when none. */
  message: string;
  /** The rep who sends it, or the group's contact line; null when neither is known. */
  from: QuoteParty | null;
  groupName: string | null;
  tier: string;
  state: string;
  plans: { name: string; category: string; monthly: string }[];
  initialMonth: string;
  recurringMonth: string;
  notices: string[];
}

/** '3.00' -> '3', '2.50' -> '2.5' */
const percentText = (value: string): string => String(Number(value));

/** The notices the cart's lines call for, in cart order, in `language` (pure). */
export function quoteNotices(
  lines: readonly Pick<QuoteLine, 'plan_name' | 'category' | 'premier_carrier' | 'admin_fee_percent' | 'coverage_amount'>[], language: Language = DEFAULT_LANGUAGE,
): string[] {
  const notices: string[] = [];
  for (const line of lines) {
    if (line.premier_carrier && Number(line.admin_fee_percent) > 0) {
      notices.push(messageIn('quoteAdminFee', language).replace('{plan}', line.plan_name).replace('{percent}', percentText(line.admin_fee_percent)));
    }
    const coverage = line.coverage_amount;
    if (line.category === LIFE_CATEGORY && coverage !== null && coverage >= EVIDENCE_RANGE.min && coverage <= EVIDENCE_RANGE.max) {
      notices.push(messageIn('quoteEvidence', language).replace('{plan}', line.plan_name));
    }
  }
  return notices;
}

export interface QuoteInput {
  language?: Language;
  siteName: string;
  brandColor: string | null;
  recipientName: string;
  message: string;
  from: QuoteParty | null;
  groupName: string | null;
  filterInfo: Readonly<Record<string, unknown>>;
  lines: readonly QuoteLine[];
}

/** The quote of these lines for this recipient (pure). */
export function buildQuote(input: QuoteInput): Quote {
  const tier = typeof input.filterInfo.tier === 'string' ? input.filterInfo.tier : '';
  const premier = input.lines.some((line) => isPremierPlanType(line.plan_type));
  const totals = cartTotals(input.lines);
  const language = input.language ?? DEFAULT_LANGUAGE;
  return {
    language,
    siteName: input.siteName,
    brandColor: input.brandColor,
    recipientName: input.recipientName.trim(),
    message: input.message.trim(),
    // Phones read as everywhere else in the store: '(555) 201-0001'.
    from: input.from && { ...input.from, phone: phoneText(input.from.phone) },
    groupName: input.groupName,
    tier: tier ? dataText(tierText(tier, premier), language) : '',
    state: typeof input.filterInfo.state === 'string' ? input.filterInfo.state : '',
    plans: input.lines.map((line) => ({ name: line.plan_name, category: dataText(line.category_name ?? line.category, language), monthly: line.monthly_price })),
    initialMonth: totals.initial_month_cost,
    recurringMonth: totals.recurring_month_cost,
    notices: quoteNotices(input.lines, language),
  };
}
