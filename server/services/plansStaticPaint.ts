/**
 * A quoted visitor's plans listing, painted from the page (issue 17; the pattern: staticPaint.ts,
 * beside plan detail and the cart in shopStaticPaint.ts). Its largest contentful paint was the
 * app's own, after its scripts (and in Spanish after the Spanish pack): the first plan card's logo
 * in English, a category's name in the left-side list in Spanish, whose longer names push the
 * cards below a phone's fold (a largest-contentful-paint observer at 412 px). The copy is the
 * listing's top as PlansPage.tsx renders it for the visitor's first page (the one the page
 * carries): the breadcrumb's box, the heading, the filter summary (FilterSummary.tsx), the
 * category list (CategoryList.tsx), each category's plan cards (PlanSections.tsx, PlanCard.tsx)
 * and 'Showing n of m plans' (ShowMore.tsx), with the same elements' classes; every control
 * (Edit, More Info, Show more) takes its room unseen and a category link is an <a> without a
 * target: nothing in the copy can be used.
 *
 * Built only from the visitor's own answers the page carries (get-filtered-plans' first page,
 * get-left-side-filter-fields and the saved quote, asked with the visitor's cookie by
 * sessionFirstPaint.ts, so the pricing and filtering rules are the listing route's own), in the
 * page's language: the plans' short texts as the listing answered them (services/contentLanguage.ts),
 * marked with their content_lang where it is not the page's. A listing the copy cannot show as
 * the app does (a missing answer, no plan, term life held back by the tier, a logo not the store's
 * own) gets no copy.
 */
import type { FirstPaintAnswers } from './firstPaint';
import { apiUrlOf } from './firstPaint';
import { escapeHtml } from './html';
import { categoryNameIn } from './headerSkeleton';
import { UNSEEN } from './staticPaint';
import { logo, messageIn, objectAt, objectsAt, passageLang, textAt, type Fields } from './shopPaintParts';
import { LISTING_PAGE_SIZE } from '../../schemas/api/plans';
import type { Language } from '../../schemas/i18n/language';
import { textsIn, translateText } from '../../schemas/i18n/localizable';
import { formatMoney } from '../../schemas/i18n/formats';
import { fill } from '../../schemas/uiText/fill';
import { STOREFRONT_SHOP_PLANS_TEXT } from '../../schemas/uiText/storefront/shop/plans';
import { STOREFRONT_SHOP_COMMON_TEXT } from '../../schemas/uiText/storefront/shop/common';
import { STOREFRONT_SHOP_FILTER_TEXT } from '../../schemas/uiText/storefront/shop/filter';
import { filterSummaryItems } from '../../domain/storefront/filterSummaryItems';
import { listingView, type ListingSection } from '../../domain/storefront/listingView';

/** The listing's path (without a category: services/shopStaticPaint.ts hasShopPaint). */
export const PLANS = /^\/plans\/?$/;

/** The listing's first page, as usePlanListing asks it without a ?type= category. */
export const listingUrl = (id: string): string => apiUrlOf('get-filtered-plans', { enrollment_id: id, page: 1, page_size: LISTING_PAGE_SIZE });

/** The saved quote, as the filter summary asks it (useSavedFilter). */
export const savedQuoteUrl = (id: string): string => apiUrlOf('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });

/** The left-side categories, as usePlanListing asks them. */
export const categoriesUrl = (id: string): string => apiUrlOf('get-left-side-filter-fields', { enrollment_id: id });

const unseenButton = (className: string, content: string) => `<span class="btn ${className} ${UNSEEN}">${content}</span>`;

/** The filter summary (FilterSummary.tsx) of a saved quote: its items, Edit's room unseen; null for a quote with nothing to list. */
function filterSummary(filter: Fields, language: Language): string | null {
  const items = filterSummaryItems(filter, language);
  if (items.length === 0) return null;
  const text = textsIn(language, STOREFRONT_SHOP_FILTER_TEXT.filterSummary);
  const list = items.map((item) => `<div class="filter-summary__item"><dt>${escapeHtml(item.label)}</dt><dd>${escapeHtml(item.value)}</dd></div>`).join('');
  return `<section class="filter-summary"><dl class="filter-summary__items">${list}</dl>${unseenButton('filter-summary__edit', escapeHtml(text.edit))}</section>`;
}

/** The left-side category list (CategoryList.tsx): All Plans, current, then the quote's categories. */
function categoryList(categories: readonly Fields[], language: Language): string {
  const text = textsIn(language, STOREFRONT_SHOP_PLANS_TEXT.categoryList);
  const entries = [`<li><a aria-current="page">${escapeHtml(text.allPlans)}</a></li>`,
    ...categories.map((category) => `<li><a>${escapeHtml(translateText(textAt(category.name), language))}</a></li>`)];
  return `<div class="plans-categories"><h2 class="plans-categories__title">${escapeHtml(text.categories)}</h2><ul>${entries.join('')}</ul></div>`;
}

/** One plan's card (PlanCard.tsx, a listing's: heading level 3), or null when its logo is not one the copy can show. */
function planCard(plan: Fields, language: Language): string | null {
  const text = textsIn(language, STOREFRONT_SHOP_COMMON_TEXT.planCard);
  const picture = logo('plan-card__logo', textAt(plan.plan_logo), { width: 240, height: 48 }, textAt(plan.carrier));
  if (picture === null) return null;
  const name = textAt(plan.plan_name);
  const category = [textAt(plan.plan_category) && categoryNameIn(textAt(plan.plan_category), language), textAt(plan.carrier)].filter(Boolean).join(' · ');
  const price = textAt(plan.price) ? `<p class="plan-card__price">${escapeHtml(text.startingFrom)} <strong>${escapeHtml(formatMoney(textAt(plan.price), language))}</strong></p>` : '';
  const short = textAt(plan.plan_short_text) ? `<p class="plan-card__text"${passageLang(plan, language)}>${escapeHtml(textAt(plan.plan_short_text))}</p>` : '';
  const more = `${escapeHtml(text.moreInfo)} <span class="visually-hidden">${escapeHtml(fill(text.about, { planName: name }))}</span>`;
  return `<li><article class="plan-card">${picture}<h3 class="plan-card__name">${escapeHtml(name)}</h3>`
    + `${category ? `<p class="plan-card__category">${escapeHtml(category)}</p>` : ''}${price}${short}`
    + `<p class="plan-card__more">${unseenButton('btn--secondary', more)}</p></article></li>`;
}

/** A category's section (PlanSections.tsx), or null when a card cannot be shown. */
function section({ name, plans }: ListingSection<Fields>, language: Language): string | null {
  const cards = plans.map((plan) => planCard(plan, language));
  if (cards.includes(null)) return null;
  return `<section class="plans-group"><h2 class="plans-group__title">${escapeHtml(translateText(name, language))}</h2><ul class="plans-group__cards">${cards.join('')}</ul></section>`;
}

/** The listing's top for the visitor's first page (see the file comment), or null when the copy cannot show it as the app does. */
export function listingBody(quoteId: string, answers: FirstPaintAnswers, language: Language): string | null {
  const page = objectAt(answers[listingUrl(quoteId)]);
  const categories = objectAt(objectAt(answers[categoriesUrl(quoteId)])?.result)?.categories;
  const filter = objectAt(objectAt(answers[savedQuoteUrl(quoteId)])?.result);
  if (!page || !Array.isArray(categories) || !filter) return null;
  const groups = objectsAt(page.result).map((group) => ({ category: textAt(group.category), category_name: textAt(group.category_name), plans: objectsAt(group.plans) }));
  const tier = textAt(filter.tier);
  const view = listingView(groups, tier || null);
  // The page's tier may be the stored one when the saved quote has none; term life's tier message and the no-plan one are left to the app.
  if (view.empty || !tier || view.sections.some((one) => one.tierBlocked)) return null;
  const sections = view.sections.map((one) => section(one, language));
  const summary = filterSummary(filter, language);
  if (sections.includes(null) || summary === null) return null;
  const shown = view.sections.reduce((sum, one) => sum + one.plans.length, 0);
  const paging = objectAt(page.paging);
  const total = typeof paging?.total === 'number' ? paging.total : shown;
  const more = `<div class="plans-more"><output class="plans-more__count">${escapeHtml(fill(messageIn('plansShown', language, answers), { shown, total }))}</output>`
    + `${shown < total ? unseenButton('btn--secondary', escapeHtml(messageIn('plansShowMore', language, answers))) : ''}</div>`;
  const text = textsIn(language, STOREFRONT_SHOP_PLANS_TEXT.plansPage);
  const breadcrumb = `<div class="${UNSEEN}"><ol class="breadcrumb"><li>${escapeHtml(text.home)}</li><li>${escapeHtml(text.plans)}</li></ol></div>`;
  return `<div class="page plans-page">${breadcrumb}<h1>${escapeHtml(text.plans)}</h1>${summary}`
    + `<div class="plans-layout">${categoryList(objectsAt(categories), language)}<div class="plans-list">${sections.join('')}${more}</div></div></div>`;
}
