/**
 * A quoted visitor's plan detail and cart, painted from the page (issue 17; the pattern:
 * staticPaint.ts), and the choice of a shop page's copy (the plans listing's own part:
 * plansStaticPaint.ts; the parts they share: shopPaintParts.ts). Their largest contentful paint was the app's own, after its scripts: on plan
 * detail the plan's short text under its name, in the cart a rider's name (a Playwright
 * largest-contentful-paint observer at 412 px, docs/benchmarks.md). Each page contributes what
 * stands from its top down to that text, as the page renders it (PlanDetailPage.tsx' breadcrumb,
 * bar and head; CartPage.tsx' head, CartLines.tsx and CartRiders.tsx), with the same elements'
 * classes: the page's own stylesheets are in the head on these pages (shellPage.ts), so the copy
 * is laid out as the page is. Controls (Remove, Add To Cart, Continue Shopping, the breadcrumb's
 * links) take their room unseen: nothing in the copy looks pressable.
 *
 * Everything is built from the answers the page carries (`answers`: the public ones with the
 * visitor's own over them, as src/api/firstPaint.ts reads them), so the copy says what the app then
 * shows: the plan's texts as get-plan-detail answered them in the page's language (asked with it:
 * sessionFirstPaint.ts), marked with their own language where it differs (content_lang), the
 * interface's texts from the catalogs in the page's language, money as the page writes it. Where
 * an answer is missing or a logo is not the store's own, there is no copy and the page loads as before.
 */
import type { FirstPaintAnswers } from './firstPaint';
import { apiUrlOf } from './firstPaint';
import { escapeHtml } from './html';
import { staticPaint, UNSEEN } from './staticPaint';
import { logo, messageIn, objectAt, objectsAt, ownPicture, passageLang, shopHeader, textAt, type Fields } from './shopPaintParts';
import { listingBody, PLANS } from './plansStaticPaint';
import type { Language } from '../../schemas/i18n/language';
import { textsIn } from '../../schemas/i18n/localizable';
import { formatMoney } from '../../schemas/i18n/formats';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../schemas/uiText/storefront/shop/detail';
import { STOREFRONT_SHOP_CART_TEXT } from '../../schemas/uiText/storefront/shop/cart';

/**
 * What a page's copy is built from: its path and query (`search`, without its '?'), the answers it
 * carries, the quote it shops with and the page's language.
 */
export interface ShopPaintSource { path: string; search?: string; answers: FirstPaintAnswers; quoteId: string; language: Language }

/** A plan detail's top (PlanDetailPage.tsx): the breadcrumb's box, the bar, the logo, the name, its category and carrier, the short text. */
function planDetailBody(planId: string, answers: FirstPaintAnswers, language: Language): string | null {
  const data = objectAt(answers[apiUrlOf(`get-plan-detail/${planId}`)]);
  const plan = objectAt(data?.plan);
  const desc = objectAt(data?.plan_desc);
  if (!plan || !desc) return null;
  const picture = logo('detail-head__logo', textAt(plan.plan_logo), { width: 240, height: 48 }, textAt(plan.carrier));
  if (picture === null) return null;
  const crumbs = textsIn(language, STOREFRONT_SHOP_DETAIL_TEXT.breadcrumb);
  const breadcrumb = `<div class="detail-breadcrumb ${UNSEEN}"><ol>${[crumbs.home, crumbs.plans, crumbs.planDetails].map((crumb) => `<li>${escapeHtml(crumb)}</li>`).join('')}</ol></div>`;
  const bar = textAt(desc.blueBarText) ? `<p class="detail-bar"${passageLang(desc, language)}>${escapeHtml(textAt(desc.blueBarText))}</p>` : '';
  const short = textAt(plan.plan_short_text) ? `<p${passageLang(plan, language)}>${escapeHtml(textAt(plan.plan_short_text))}</p>` : '';
  // The name is a name (never translated); a header text is the plan's content.
  const heading = textAt(desc.header_text) ? `<h1${passageLang(desc, language)}>${escapeHtml(textAt(desc.header_text))}</h1>` : `<h1>${escapeHtml(textAt(plan.plan_name))}</h1>`;
  const meta = `<p class="detail-head__meta">${escapeHtml(textAt(plan.category_name))} · ${escapeHtml(textAt(plan.carrier))}</p>`;
  return `<div class="page detail">${breadcrumb}${bar}<div class="detail-head">${picture}<div>${heading}${meta}${short}</div></div></div>`;
}

/** One cart line or rider (CartLines.tsx, CartRiders.tsx): its logo's box, its name, carrier and price; its button's room unseen. */
function cartLine(line: Fields, language: Language, kind: 'line' | 'rider', button: string): string | null {
  const url = textAt(line.plan_logo);
  const picture = url && ownPicture(url) ? logo('cart-line__logo', url, { width: 80, height: 32 }) : '<span class="cart-line__logo"></span>';
  if (picture === null) return null;
  const per = textsIn(language, STOREFRONT_SHOP_CART_TEXT.cartLines).perMonth;
  const name = kind === 'line'
    ? `<span class="btn btn--link cart-line__name">${escapeHtml(textAt(line.plan_name))}</span>`
    : `<span class="cart-line__name cart-rider__name">${escapeHtml(textAt(line.plan_name))}</span>`;
  const carrier = kind === 'line' && textAt(line.carrier) ? `<span class="cart-line__carrier">${escapeHtml(textAt(line.carrier))}</span>` : '';
  const price = `<span class="cart-line__price"><strong>${escapeHtml(formatMoney(textAt(line.price) || 0, language))}</strong> <span class="cart-line__per">${escapeHtml(per)}</span></span>`;
  return `<li class="cart-line">${picture}${name}${carrier}${price}${button}</li>`;
}

/** The cart's top (CartPage.tsx): its heading, its plans and the riders offered; nothing for an empty cart (the page's own paint is then small). */
function cartBody(quoteId: string, answers: FirstPaintAnswers, language: Language): string | null {
  const cart = objectAt(answers[apiUrlOf('get-plan-cart', { enrollment_id: quoteId })]);
  const lines = objectsAt(cart?.result);
  if (!cart || lines.length === 0) return null;
  const riders = objectsAt(cart.riders);
  const unseen = (className: string, text: string) => `<span class="btn ${className} ${UNSEEN}">${escapeHtml(text)}</span>`;
  const remove = textsIn(language, STOREFRONT_SHOP_CART_TEXT.cartLines).remove;
  const add = messageIn('cartUpsellAdd', language, answers);
  const painted = [
    ...lines.map((line) => cartLine(line, language, 'line', line.removable ? unseen('btn--link cart-line__remove', remove) : '')),
    ...riders.map((rider) => cartLine(rider, language, 'rider', unseen('btn--secondary cart-rider__add', add))),
  ];
  if (painted.includes(null)) return null;
  const riderList = riders.length === 0 ? ''
    : `<div class="cart-riders"><h2 class="cart-riders__title">${escapeHtml(messageIn('cartRidersTitle', language, answers))}</h2><ul class="cart-lines">${painted.slice(lines.length).join('')}</ul></div>`;
  return `<div class="page cart-page"><div class="cart-page__head"><h1>${escapeHtml(messageIn('cartTitle', language, answers))}</h1>${unseen('btn--secondary', messageIn('cartContinueShopping', language, answers))}</div>`
    + `<div class="cart-layout"><div class="cart-plans"><ul class="cart-lines">${painted.slice(0, lines.length).join('')}</ul>${riderList}</div>${orderInfo(cart, language)}</div></div>`;
}

/**
 * The Order Info panel's heading and totals (OrderInfo.tsx), the date field and Checkout left out
 * (below them, they move nothing): on a phone the heading is in view, and in Spanish
 * ('Información del pedido') it is the page's largest text, so the copy paints it too.
 */
function orderInfo(cart: Fields, language: Language): string {
  const text = textsIn(language, STOREFRONT_SHOP_CART_TEXT.orderInfo);
  const total = (label: string, amount: unknown) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(formatMoney(textAt(amount) || 0, language))}</dd></div>`;
  return `<div class="order-info"><h2 class="order-info__title">${escapeHtml(text.orderInfo)}</h2>`
    + `<dl class="order-info__totals">${total(text.initialMonth, cart.initial_month_cost)}${total(text.recurringMonthly, cart.recurring_month_cost)}</dl></div>`;
}

/** A plan detail page's path: the plan's id (services/firstPaint.ts PLAN_DETAIL). */
const PLAN_DETAIL = /^\/plan\/([1-9][0-9]{0,8})(?:\/[^/]*)?\/?$/;
const CART = /^\/cart\/?$/;

/**
 * Whether `path` with the query `search` is a page with a static copy for a quoted visitor (its
 * scripts then start after the copy has painted: shellPage.ts); the listing only without a
 * category (?type=: the app lists that category, asked after its scripts).
 */
export const hasShopPaint = (path: string, search = ''): boolean =>
  PLAN_DETAIL.test(path) || CART.test(path) || (PLANS.test(path) && !new URLSearchParams(search).has('type'));

/** The page's own part of its copy (below the header), or null: another page, or an answer missing. */
function bodyOf({ path, search, answers, quoteId, language }: ShopPaintSource): string | null {
  if (!hasShopPaint(path, search)) return null;
  const plan = PLAN_DETAIL.exec(path)?.[1];
  if (plan) return planDetailBody(plan, answers, language);
  return CART.test(path) ? cartBody(quoteId, answers, language) : listingBody(quoteId, answers, language);
}

/** The static first paint of a quoted visitor's plan detail, cart or plans listing, or '' (another page, or an answer missing). */
export function shopStaticPaint(source: ShopPaintSource): string {
  const body = bodyOf(source);
  return body === null ? '' : staticPaint(shopHeader(source.answers, source.language, source.quoteId) + body);
}
