/** The personalised quote's pure parts: which notices a cart calls for, and the rendering's escaping and totals. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import type { QuoteLine } from '../../../server/db/queries/quoteSend';
import { buildQuote, quoteNotices } from '../../../server/services/quote/quote';
import { quoteHtml, quoteText } from '../../../server/services/quote/quoteHtml';
import { renderQuotePdf } from '../../../server/services/quote/quotePdf';
import { pdfText } from '../../../e2e/support/pdf';
import { addTranslations } from '../../../schemas/i18n/localizable';
import { MAIL_ES } from '../../../schemas/i18n/es/uiText/mail';

const line = (extra: Partial<QuoteLine>): QuoteLine => ({
  plan_id: 1, plan_name: 'Plan', category: 'medical', category_name: 'Medical', plan_type: 'standard', premier_carrier: false,
  admin_fee_percent: '0.00', one_time_fee: '0.00', coverage_amount: null, monthly_price: '10.00', ...extra,
});
const fee = (plan: string) => MESSAGES.quoteAdminFee.replace('{plan}', plan).replace('{percent}', '3');
const evidence = (plan: string) => MESSAGES.quoteEvidence.replace('{plan}', plan);

describe('quoteNotices', () => {
  it.each([
    ['an ordinary plan', line({}), []],
    ['the premier plan with its 3% fee', line({ plan_name: 'Premier', plan_type: 'MM', premier_carrier: true, admin_fee_percent: '3.00' }), [fee('Premier')]],
    ['a premier-carrier plan without a fee', line({ premier_carrier: true }), []],
    ['$100,000 term life', line({ plan_name: 'Life 100k', category: 'term_life', coverage_amount: 100000 }), [evidence('Life 100k')]],
    ['$300,000 term life', line({ plan_name: 'Life 300k', category: 'term_life', coverage_amount: 300000 }), [evidence('Life 300k')]],
    ['$50,000 term life', line({ category: 'term_life', coverage_amount: 50000 }), []],
    ['$300,001 term life', line({ category: 'term_life', coverage_amount: 300001 }), []],
    ['term life of unknown amount', line({ category: 'term_life' }), []],
  ])('%s', (_name, cartLine, notices) => {
    expect(quoteNotices([cartLine])).toEqual(notices);
  });
});

describe('the rendered quote', () => {
  const quote = buildQuote({
    siteName: 'Benefit Store', brandColor: null, recipientName: ' Casey <b>Morgan</b> ', message: 'See you & yours',
    from: { name: 'Jordan Avery', email: 'jordan.avery@example.com', phone: '5552010001' }, groupName: null,
    filterInfo: { tier: 'IC', state: 'IL' },
    lines: [
      line({ plan_name: 'Premier', plan_type: 'MM', premier_carrier: true, admin_fee_percent: '3.00', monthly_price: '618.00', one_time_fee: '25.00' }),
      line({ plan_name: 'Membership', plan_type: 'membership', monthly_price: '5.00' }),
    ],
  });

  it('totals the first month with one-time fees, reads IC as Member + 1 Child beside a premier plan and escapes what people typed', () => {
    expect(quote).toMatchObject({ initialMonth: '648.00', recurringMonth: '623.00', tier: 'Member + 1 Child', recipientName: 'Casey <b>Morgan</b>' });
    const html = quoteHtml(quote, null);
    expect(html).toContain('Dear Casey &lt;b&gt;Morgan&lt;/b&gt;,');
    expect(html).toContain('See you &amp; yours');
    expect(html).toContain(fee('Premier'));
    expect(html).not.toContain('<b>');
  });

  it("formats the sender's phone as the store's header does, in the mail and its text part", () => {
    const access = { link: 'https://store.example.com/direct-continue/x/y?t=z', code: 'ABCD2345', resumeUrl: 'https://store.example.com/continue-enrollment', ttlDays: 30 };
    expect(quoteHtml(quote, null)).toContain('jordan.avery@example.com, (555) 201-0001');
    expect(quoteText(quote, access)).toContain('(555) 201-0001');
    expect(quoteHtml(quote, null)).not.toContain('5552010001');
  });

  it("is headed by the sending site's name, on a bar of its colour when it has one", () => {
    expect(quoteHtml(quote, null)).toContain('<h2 style="margin:0 0 8px">Benefit Store: your personalized quote</h2>');
    const branded = quoteHtml({ ...quote, siteName: 'Jordan Avery Benefits', brandColor: '#5b21b6' }, null);
    expect(branded).toMatch(/<table role="presentation"[^>]* bgcolor="#5b21b6">.*Jordan Avery Benefits: your personalized quote<\/h2>/);
  });

  it('carries the personal link and code only when sent', () => {
    const access = { link: 'https://store.example.com/direct-continue/x/y?t=z', code: 'ABCD2345', resumeUrl: 'https://store.example.com/continue-enrollment', ttlDays: 30 };
    expect(quoteHtml(quote, access)).toContain('href="https://store.example.com/direct-continue/x/y?t=z"');
    expect(quoteText(quote, access)).toContain('with the code ABCD2345');
    expect(quoteHtml(quote, null)).not.toContain('ABCD2345');
  });
});

describe('the quote in Spanish (issue 18: the caller who sends it reads Spanish)', () => {
  addTranslations('es', { mail: MAIL_ES });
  const spanish = buildQuote({
    language: 'es', siteName: 'Benefit Store', brandColor: null, recipientName: 'Casey Morgan', message: '', from: null, groupName: 'Acme',
    filterInfo: { state: 'IL' }, lines: [line({ plan_name: 'Dental Plus', monthly_price: '1234.50' })],
  });
  const access = { link: 'https://store.example.com/direct-continue/x/y?t=z', code: 'ABCD2345', resumeUrl: 'https://store.example.com/continue-enrollment', ttlDays: 30 };

  it('says the mail in Spanish, with its link and code and money as US dollars', () => {
    const html = quoteHtml(spanish, access);
    expect(html).toContain('Benefit Store: su cotización personalizada</h2>');
    expect(html).toContain('<p>Estimado(a) Casey Morgan:</p>');
    expect(html).toContain('<a href="https://store.example.com/direct-continue/x/y?t=z">Revise esta cotización e inscríbase</a>, o continúe en');
    expect(html).toContain('con el código <strong>ABCD2345</strong>');
    expect(html).toContain('$1,234.50');
    expect(quoteText(spanish, access)).toContain('Dental Plus (Medical): $1,234.50 al mes');
    expect(quoteText(spanish, access)).toContain('Preparada por Acme.');
  });

  it('writes the PDF in Spanish, accents and ¿¡ in its standard font', async () => {
    const text = pdfText(await renderQuotePdf({ ...spanish, message: '¿Preguntas? ¡Llámenos!' }, new Date(Date.UTC(2026, 5, 15))));
    for (const part of ['Cotización personalizada', 'Preparada para: ', 'Fecha: ', '15 de junio de 2026', 'Primer mes: ', '$1,234.50', '¿Preguntas? ¡Llámenos!', 'Una cotización no es cobertura']) {
      expect(text).toContain(part);
    }
  });
});
