/**
 * Issue 17: a quoted visitor's plan detail and cart paint their top from the page
 * (server/services/shopStaticPaint.ts): what a reader sees there is what the page then shows, the
 * texts escaped, the interface's in the page's language, a plan's own texts marked when they are
 * in another; with an answer missing, or a logo the policy would refuse, there is no copy.
 */
import { describe, expect, it } from 'vitest';
import { SPANISH } from '../../../schemas/i18n/es';
import { MESSAGES_ES } from '../../../schemas/i18n/es/messages';
import { addTranslations } from '../../../schemas/i18n/localizable';
import { shopStaticPaint } from '../../../server/services/shopStaticPaint';
import { STATIC_PAINT_ID } from '../../../server/services/staticPaint';

addTranslations('es', SPANISH.tables, SPANISH.dictionary);

const QUOTE = 'q-1';
const PLAN_URL = '/api/v1/get-plan-detail/304';
const CART_URL = `/api/v1/get-plan-cart?enrollment_id=${QUOTE}`;

const planDetail = (plan: Record<string, unknown> = {}, desc: Record<string, unknown> = {}) => ({
  [PLAN_URL]: {
    plan: { plan_name: 'Tom & <Jerry> Medical', plan_logo: '/pictures/carriers/prairie-health.svg', carrier: 'Prairie Health', category_name: 'Medical', plan_short_text: 'Low cost & "simple".', ...plan },
    plan_desc: { header_text: '', blueBarText: 'What it covers', ...desc },
  },
});

const cart = {
  [CART_URL]: {
    result: [{ plan_id: 304, plan_name: 'Prairie Medical Basic', plan_logo: '/pictures/carriers/prairie-health.svg', carrier: 'Prairie Health', price: '289.00', removable: true }],
    riders: [{ plan_id: 402, plan_name: 'Ortho <Rider>', plan_logo: '', price: '9.50' }],
    initial_month_cost: '1065.70', recurring_month_cost: '298.50',
  },
};

/** The text a reader sees of the element matching `pattern` (its content, entities as written). */
const shown = (markup: string, pattern: RegExp) => pattern.exec(markup)?.[1];

describe("a quoted visitor's plan detail, painted from the page", () => {
  it('says the plan as the page does, escaped: its name as the heading, its category and carrier, its short text', () => {
    const markup = shopStaticPaint({ path: '/plan/304/tom-jerry-medical', answers: planDetail(), quoteId: QUOTE, language: 'en' });
    expect(markup.startsWith(`<div id="${STATIC_PAINT_ID}" class="static-first-paint" aria-hidden="true">`)).toBe(true);
    expect(shown(markup, /<h1>([^<]*)<\/h1>/)).toBe('Tom &amp; &lt;Jerry&gt; Medical');
    expect(markup).toContain('<p class="detail-head__meta">Medical · Prairie Health</p><p>Low cost &amp; &quot;simple&quot;.</p>');
    expect(markup).toContain('<p class="detail-bar">What it covers</p>');
    expect(markup).toContain('<img class="detail-head__logo" src="/pictures/carriers/prairie-health.svg" alt="Prairie Health" width="240" height="48">');
  });

  it("for a Spanish caller says the page's own texts in Spanish and marks the plan's English texts as English", () => {
    const markup = shopStaticPaint({ path: '/plan/304', answers: planDetail(), quoteId: QUOTE, language: 'es' });
    expect(markup).toContain('<li>Inicio</li>');
    expect(markup).toContain('<li>Detalles del plan</li>');
    expect(markup).toContain('<p lang="en">Low cost &amp; &quot;simple&quot;.</p>');
    // A plan's name is a name: never translated, never marked.
    expect(shown(markup, /<h1>([^<]*)<\/h1>/)).toBe('Tom &amp; &lt;Jerry&gt; Medical');
  });

  it('paints Spanish content as the answer gives it, unmarked on a Spanish page', () => {
    const answers = planDetail({ plan_short_text: 'Cobertura básica.', content_lang: 'es' }, { blueBarText: 'Lo que cubre', content_lang: 'es' });
    const markup = shopStaticPaint({ path: '/plan/304', answers, quoteId: QUOTE, language: 'es' });
    expect(markup).toContain('<p class="detail-bar">Lo que cubre</p>');
    expect(markup).toContain('<p>Cobertura básica.</p>');
  });

  it("paints nothing without the plan's answer, or with a logo from elsewhere (the policy allows the store's own)", () => {
    expect(shopStaticPaint({ path: '/plan/304', answers: {}, quoteId: QUOTE, language: 'en' })).toBe('');
    expect(shopStaticPaint({ path: '/plan/304', answers: planDetail({ plan_logo: 'https://example.com/x.svg' }), quoteId: QUOTE, language: 'en' })).toBe('');
    expect(shopStaticPaint({ path: '/plans', answers: planDetail(), quoteId: QUOTE, language: 'en' })).toBe('');
  });
});

describe("a quoted visitor's cart, painted from the page", () => {
  it('says My Cart, each plan with its carrier and price, and the riders offered, escaped; its buttons only take their room', () => {
    const markup = shopStaticPaint({ path: '/cart', answers: cart, quoteId: QUOTE, language: 'en' });
    expect(shown(markup, /<h1>([^<]*)<\/h1>/)).toBe('My Cart');
    expect(markup).toContain('<span class="btn btn--link cart-line__name">Prairie Medical Basic</span><span class="cart-line__carrier">Prairie Health</span>');
    expect(markup).toContain('<strong>$289.00</strong> <span class="cart-line__per">per month</span>');
    expect(markup).toContain('<h2 class="cart-riders__title">Additional riders</h2>');
    expect(markup).toContain('<span class="cart-line__name cart-rider__name">Ortho &lt;Rider&gt;</span>');
    expect(markup).toContain('<span class="btn btn--link cart-line__remove static-first-paint__unseen">Remove</span>');
    expect(markup).toContain('<h2 class="order-info__title">Order Info</h2>');
    expect(markup).toContain('<div><dt>Initial month</dt><dd>$1,065.70</dd></div><div><dt>Recurring monthly</dt><dd>$298.50</dd></div>');
    // Nothing pressable: no button, field or link (an <a> without href is none).
    expect(markup).not.toMatch(/<(button|input|select|textarea)\b|href=/);
  });

  it('for a Spanish caller says the cart in Spanish', () => {
    const markup = shopStaticPaint({ path: '/cart', answers: cart, quoteId: QUOTE, language: 'es' });
    expect(shown(markup, /<h1>([^<]*)<\/h1>/)).toBe(MESSAGES_ES.cartTitle);
    expect(markup).toContain(`<h2 class="cart-riders__title">${MESSAGES_ES.cartRidersTitle}</h2>`);
    expect(markup).toContain('<span class="cart-line__per">al mes</span>');
    // On a phone the Order Info heading is in view, and in Spanish it is the page's largest text (its LCP).
    expect(markup).toContain('<h2 class="order-info__title">Información del pedido</h2>');
    expect(markup).toContain('<span class="btn btn--secondary site-header__menu">Menú</span>');
  });

  it("says a site's override of My Cart, as the page does in English", () => {
    const answers = { ...cart, '/api/v1/get-form-fields-messages': { messages: { cartTitle: 'Your basket' } } };
    expect(shown(shopStaticPaint({ path: '/cart', answers, quoteId: QUOTE, language: 'en' }), /<h1>([^<]*)<\/h1>/)).toBe('Your basket');
  });

  it("says a site's override of My Cart in Spanish in its definition's Spanish, and the catalog's Spanish without one, as the page does", () => {
    const translated = { ...cart, '/api/v1/get-form-fields-messages': { messages: { cartTitle: 'Your basket' }, message_translations: { es: { cartTitle: 'Su canasta' } } } };
    expect(shown(shopStaticPaint({ path: '/cart', answers: translated, quoteId: QUOTE, language: 'es' }), /<h1>([^<]*)<\/h1>/)).toBe('Su canasta');
    const untranslated = { ...cart, '/api/v1/get-form-fields-messages': { messages: { cartTitle: 'Your basket' } } };
    expect(shown(shopStaticPaint({ path: '/cart', answers: untranslated, quoteId: QUOTE, language: 'es' }), /<h1>([^<]*)<\/h1>/)).toBe(MESSAGES_ES.cartTitle);
  });

  it('paints nothing for an empty cart or without its answer', () => {
    expect(shopStaticPaint({ path: '/cart', answers: { [CART_URL]: { result: [] } }, quoteId: QUOTE, language: 'en' })).toBe('');
    expect(shopStaticPaint({ path: '/cart', answers: {}, quoteId: QUOTE, language: 'en' })).toBe('');
  });
});
