/**
 * The plans listing (storefront.md section 2 "Plans listing"; issue 8 point 4), pure: listable
 * plans grouped by category in PLAN_CATEGORY_ORDER (section 2's: limitedmed, medical, dental,
 * vision, supplemental, rx, lifestyle, term_life, di, critical, accident, hospital, pet), each
 * group named as the header's menu names it ('Dental Plans').
 */
import type { Language } from '../../schemas/i18n/language';
import { MENU_CATEGORY_NAMES, PLAN_CATEGORY_ORDER, type MenuCategory } from '../../schemas/api/menu';
import { LISTING_PAGE_SIZE } from '../../schemas/api/plans';
import { MESSAGES } from '../../schemas/messages';
import type { ListablePlan, ListingPage } from '../db/queries/plans';
import { fieldError, unprocessable } from '../http';
import { decodeCursor, encodeCursor } from './listingCursor';

export interface Category { code: MenuCategory; name: string }

export interface ListedPlan {
  plan_id: number; plan_name: string; plan_type: string; plan_category: string; plan_logo: string; plan_short_text: string;
  /** The carrier's name (our extension: the card names the carrier its logo shows). */
  carrier: string;
  /** The language of plan_short_text (services/contentLanguage.ts). */
  content_lang?: Language;
}

export interface PlanGroup { category: MenuCategory; category_name: string; plans: ListedPlan[] }

/** The listing's categories in order, with their storefront names. */
export const LISTING_CATEGORIES: readonly Category[] = PLAN_CATEGORY_ORDER.map((code) => ({ code, name: MENU_CATEGORY_NAMES[code] }));

/** A plan as read, its short text in the caller's language when translated (content_lang says). */
type ReadPlan = ListablePlan & { content_lang?: Language };

const listed = (plan: ReadPlan): ListedPlan => ({
  plan_id: plan.id, plan_name: plan.name, plan_type: plan.plan_type, plan_category: plan.category, plan_logo: plan.logo, plan_short_text: plan.short_text,
  carrier: plan.carrier, ...(plan.content_lang ? { content_lang: plan.content_lang } : {}),
});

/**
 * One group per listing category that is `wanted` (all when null), in the listing's order, each
 * with its plans; a wanted category without a plan keeps an empty group, so the page can say so.
 * A page of plans (`paged`) shows only the categories with a plan on it.
 */
export function groupPlans(plans: readonly ReadPlan[], wanted: readonly string[] | null, paged = false): PlanGroup[] {
  return LISTING_CATEGORIES
    .filter((category) => wanted === null || wanted.includes(category.code))
    .map((category) => ({
      category: category.code, category_name: category.name,
      plans: plans.filter((plan) => plan.category === category.code).map(listed),
    }))
    .filter((group) => !paged || group.plans.length > 0);
}

/** The listing categories of `codes` (those holding a plan), in order, with their names. */
export function categoriesNamed(codes: readonly string[]): Category[] {
  return LISTING_CATEGORIES.filter((category) => codes.includes(category.code));
}

/** A listing's paging parameters as the route's schema let them through (page and page_size digit strings). */
export interface PagingQuery { page?: string; page_size?: string; after?: string }

/**
 * The page asked for by page / page_size / after, or undefined for the unpaged listing. A cursor
 * this server did not write, or one sent with page, is a 422 at `after`.
 */
export function pageParam(query: PagingQuery): ListingPage | undefined {
  const pageSize = Number(query.page_size ?? LISTING_PAGE_SIZE);
  if (query.after !== undefined) {
    if (query.page !== undefined) unprocessable([fieldError('after', MESSAGES.plansCursorWithPage)]);
    const after = decodeCursor(query.after);
    return after ? { after, pageSize } : unprocessable([fieldError('after', MESSAGES.plansCursorInvalid)]);
  }
  if (query.page === undefined && query.page_size === undefined) return undefined;
  return { page: Number(query.page ?? 1), pageSize };
}

/**
 * One page of `plans` as listablePlans read it for `page` (up to one plan past the page): the
 * page's plans and the cursor of the next page, null when no plan follows.
 */
export function pageOf(plans: readonly ListablePlan[], page: ListingPage): { plans: readonly ListablePlan[]; next: string | null } {
  const shown = plans.slice(0, page.pageSize);
  const last = shown.at(-1);
  return { plans: shown, next: plans.length > page.pageSize && last ? encodeCursor({ rank: last.listing_rank, id: last.id }) : null };
}

/** 'dental,vision' -> the codes; absent -> null (every category). */
export function categoriesParam(value: string | undefined): string[] | null {
  return value === undefined ? null : value.split(',').filter((code) => code !== '');
}
