/**
 * The plans listing's routes (storefront.md sections 2 "Plans listing" and 7 "Filters, members and
 * plans"; issue 8 point 4):
 * - get-plan-category: the premier plans' categories the quote form offers (code and name);
 * - get-filtered-plans (enrollment_id, categories): the plans of a quoted visitor, grouped by
 *   category in the catalog's order (section 2's), group-only plans only for that group;
 * - get-menu-filtered-plans (category and who the visitor is): the same for a visitor without a quote
 *   (every category when none is named);
 * - get-left-side-filter-fields (enrollment_id): the categories holding a plan for the visitor.
 * The association membership (plan type 'membership') is never listed: the membership modal offers it.
 * Query values arrive as strings (ajv does not coerce): ids are digit strings, categories a
 * comma-separated list of codes.
 *
 * Paging (issue 17 point 2, our extension; docs/catalog-paging.md): get-filtered-plans and
 * get-menu-filtered-plans take an optional page (from 1) and page_size (1 to 100, default
 * LISTING_PAGE_SIZE). Without either, the answer is the spec's: every listed plan, a wanted
 * category without a plan kept as an empty group. With either, data.result holds that page's
 * plans, still grouped by category in the listing's order (a category may continue on the next
 * page; only categories with a plan on the page appear), and data.paging says page, page_size
 * and the total of listed plans. data.paging.next is the cursor of the page after (null on the
 * last page): sent back as `after` (with page_size, without page), it answers the plans that
 * follow the page's last one, read from the index where it stopped (a keyset), so a page's cost
 * does not grow with its depth.
 */
import { MESSAGES } from '../messages';
import { answer, answerWith, carrierProperty, contentLangProperty, enrollmentIdSchema, enrollmentQuery, responses } from './common';
import { commonMenuQuery } from './menu';
import { route } from './route';

const code = { type: 'string', pattern: '^[a-z_]{1,40}$', 'x-message': MESSAGES.choice } as const;
/** One or more category codes, comma-separated ('medical' or 'dental,vision'). */
const codes = { type: 'string', pattern: '^[a-z_]{1,40}(,[a-z_]{1,40}){0,19}$', 'x-message': MESSAGES.choice } as const;

/** A category: its code and the name the storefront shows. */
export const categorySchema = answer({ code: { type: 'string' }, name: { type: 'string' } });

/** One listed plan: what a plan card shows (logo URL, short text, carrier) and its type (MM: premier). */
export const listedPlanSchema = answerWith({
  plan_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_type: { type: 'string' }, plan_category: { type: 'string' },
  plan_logo: { type: 'string' }, plan_short_text: { type: 'string' },
}, { ...carrierProperty, ...contentLangProperty });

/** The page size of a paged listing when only page is given, and the largest one asked for. */
export const LISTING_PAGE_SIZE = 24;
export const LISTING_PAGE_SIZE_MAX = 100;

/** A cursor (paging.next): opaque, base64url; server/services/listingCursor.ts reads and checks it. */
export const LISTING_CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

/** The optional paging parameters (page and page_size digit strings, after a cursor); any one makes the answer paged. */
const pagingQuery = {
  page: {
    type: 'string', pattern: '^[1-9][0-9]{0,5}$', 'x-message': MESSAGES.plansPageInvalid,
    description: 'Paged listing (our extension): the page, from 1. Absent with page_size absent: every plan, unpaged.',
  },
  page_size: {
    type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', 'x-message': MESSAGES.plansPageSizeInvalid,
    description: `Paged listing (our extension): plans per page, 1 to ${LISTING_PAGE_SIZE_MAX} (default ${LISTING_PAGE_SIZE} when page or after is given).`,
  },
  after: {
    type: 'string', pattern: LISTING_CURSOR_PATTERN, 'x-message': MESSAGES.plansCursorInvalid,
    description: 'Paged listing (our extension): data.paging.next of the page before; answers the plans after it. Not with page.',
  },
} as const;

/**
 * data.paging of a paged answer: the page (when asked by page), its size, the total of listed
 * plans over every page, and the cursor of the next page (null when no plan follows).
 */
export const listingPagingSchema = {
  type: 'object', required: ['page_size', 'total', 'next'], additionalProperties: false,
  properties: {
    page: { type: 'integer', description: 'The page asked for by page (absent when asked by after).' },
    page_size: { type: 'integer' }, total: { type: 'integer' },
    next: { type: ['string', 'null'], description: 'Send as after for the plans that follow this page; null on the last page.' },
  },
  description: 'Present only when page, page_size or after was sent.',
} as const;

/** The plans of one category (a category with no plan for the visitor has an empty list). */
export const planGroupSchema = answer({ category: { type: 'string' }, category_name: { type: 'string' }, plans: { type: 'array', items: listedPlanSchema } });

/** data.result: the groups, in the catalog's category order; data.paging only when a page was asked for. */
export const planGroupsData = {
  type: 'object', required: ['result'], additionalProperties: false,
  properties: { result: { type: 'array', items: planGroupSchema }, paging: listingPagingSchema },
} as const;

/** get-filtered-plans: the quoted visitor's enrollment and the categories to list (all when absent). */
export const filteredPlansQuery = {
  type: 'object', required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema, categories: codes, ...pagingQuery },
} as const;

/**
 * get-menu-filtered-plans: a category (absent: every category) and who the visitor is (every id
 * optional: an anonymous visitor has none).
 */
export const menuFilteredPlansQuery = {
  type: 'object', properties: { ...commonMenuQuery.properties, category: code, ...pagingQuery },
} as const;

/** get-left-side-filter-fields: data.result.categories. */
export const leftSideFieldsData = answer({ result: answer({ categories: { type: 'array', items: categorySchema } }) });

/** A premier category: its code and its name (the store's content, in the caller's language when translated). */
export const premierCategorySchema = answerWith(categorySchema.properties, contentLangProperty);

/** get-plan-category: the premier categories in order. */
export const planCategoryData = { type: 'array', items: premierCategorySchema } as const;

const TAGS = ['plans'] as const;

export const PLANS_ROUTES = {
  planCategory: route({ method: 'GET', url: '/get-plan-category', schema: { tags: TAGS, response: responses(planCategoryData) } }),
  filteredPlans: route({ method: 'GET', url: '/get-filtered-plans', schema: { tags: TAGS, querystring: filteredPlansQuery, response: responses(planGroupsData) } }),
  menuFilteredPlans: route({
    method: 'GET', url: '/get-menu-filtered-plans', schema: { tags: TAGS, querystring: menuFilteredPlansQuery, response: responses(planGroupsData) },
  }),
  leftSideFields: route({
    method: 'GET', url: '/get-left-side-filter-fields',
    schema: { tags: TAGS, querystring: enrollmentQuery, response: responses(leftSideFieldsData) },
  }),
} as const;
