/**
 * The shop's database content in the caller's language (issue 18): a Spanish caller (cookie
 * lang=es) reads the plans' short and detail texts, the upsell popup, the landing pages' taglines
 * and bios, the blackout refusal, a carrier's status text and the premier categories in Spanish,
 * each answer object saying so (content_lang 'es'); an English caller reads the English, marked
 * 'en'. The page's first paint embeds the answers in the visitor's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BLACKOUTS } from '../../schemas/demo/catalog';
import { DEMO0001, DEMO0006 } from '../../schemas/demo/enrollments';
import { DEMO_CONTENT_ES } from '../../schemas/demo/es';
import { DEMO_PLAN_SUMMARIES } from '../../schemas/demo/planContent';
import { DEMO_CARRIER_STATUSES } from '../../schemas/demo/premierCarrier';
import { DEMO_AGENT_LANDINGS, DEMO_GROUP_LANDINGS } from '../../schemas/demo/storefront';
import { writeTranslation } from '../../server/db/queries/contentTranslations';
import { dataOf, get, post, resume, type Session } from './helpers/client';
import { createShellTestApp, embeddedAnswers } from './helpers/shellApp';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let rep: Session;
let applicant: Session;
beforeAll(async () => {
  t = await createShellTestApp();
  rep = await resume(t.app, DEMO0006.code, DEMO0006.email);
  applicant = await resume(t.app, DEMO0001.code, DEMO0001.email);
});
afterAll(async () => t.close());

/** The demo's Spanish of an English text (the test fails on a text without one). */
const es = (english: string): string => {
  const spanish = DEMO_CONTENT_ES[english];
  if (spanish === undefined) throw new Error(`no Spanish for ${english}`);
  return spanish;
};

/** The same session reading Spanish (the switch's cookie), or a stranger reading Spanish. */
const inSpanish = (session: Session = { cookie: undefined }): Session => ({ cookie: [session.cookie, 'lang=es'].filter(Boolean).join('; ') });
const english: Session = { cookie: 'lang=en' };

const SHORT_301 = DEMO_PLAN_SUMMARIES.find(([id]) => id === 301)?.[1] ?? '';

type Card = { plan_id: number; plan_short_text: string; content_lang?: string };
const plansOf = (data: { result: { plans: Card[] }[] }) => data.result.flatMap((group) => group.plans);

describe('the plans\' texts', () => {
  it('lists the plans with their short texts in the caller\'s language, paged or not', async () => {
    const spanish = plansOf(dataOf(await get(t.app, inSpanish(), 'get-menu-filtered-plans', { category: 'medical' })));
    expect(spanish.find((plan) => plan.plan_id === 301)).toMatchObject({ plan_short_text: es(SHORT_301), content_lang: 'es' });
    expect(spanish.every((plan) => plan.content_lang === 'es')).toBe(true);
    const englishPlans = plansOf(dataOf(await get(t.app, english, 'get-menu-filtered-plans', { category: 'medical' })));
    expect(englishPlans.find((plan) => plan.plan_id === 301)).toMatchObject({ plan_short_text: SHORT_301, content_lang: 'en' });
    const paged = plansOf(dataOf(await get(t.app, inSpanish(rep), 'get-filtered-plans', { enrollment_id: DEMO0006.id, page: '1', page_size: '5' })));
    expect(paged.length).toBeGreaterThan(0);
    expect(paged.every((plan) => plan.content_lang === 'es' && plan.plan_short_text === es(DEMO_PLAN_SUMMARIES.find(([id]) => id === plan.plan_id)?.[1] ?? ''))).toBe(true);
  });

  it('gives the listing a different ETag per language, varying by the headers that choose it', async () => {
    const spanish = await get(t.app, inSpanish(), 'get-menu-filtered-plans');
    const englishAnswer = await get(t.app, english, 'get-menu-filtered-plans');
    expect(spanish.headers.etag).not.toBe(englishAnswer.headers.etag);
    expect(spanish.headers.vary).toBe('Cookie, Accept-Language');
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/get-menu-filtered-plans', headers: { cookie: 'lang=en', 'if-none-match': String(spanish.headers.etag) } });
    expect(again.statusCode).toBe(200);
  });

  it('answers the featured plans and the recommendation cards in the caller\'s language', async () => {
    const featured = dataOf<Card[]>(await get(t.app, inSpanish(), 'get-featured-plans'));
    expect(featured.find((plan) => plan.plan_id === 301)).toMatchObject({ plan_short_text: es(SHORT_301), content_lang: 'es' });
    const cards = dataOf<Card[]>(await get(t.app, inSpanish(), 'recommendation/plan-details', { plan_list: '301' }));
    expect(cards).toMatchObject([{ plan_id: 301, plan_short_text: es(SHORT_301), content_lang: 'es' }]);
    expect(dataOf<Card[]>(await get(t.app, english, 'recommendation/plan-details', { plan_list: '301' })))
      .toMatchObject([{ plan_short_text: SHORT_301, content_lang: 'en' }]);
  });

  it('answers a plan\'s detail, the membership\'s and the related plans in the caller\'s language', async () => {
    type Detail = { plan: Card; plan_desc: Record<string, string> };
    const detail = dataOf<Detail>(await get(t.app, inSpanish(), 'get-plan-detail/301'));
    expect(detail.plan).toMatchObject({ plan_short_text: es(SHORT_301), content_lang: 'es' });
    expect(detail.plan_desc).toMatchObject({
      header_text: 'Prairie Medical Essentials', blueBarText: 'Prairie Medical Essentials: lo que cubre',
      exclusions_text_name: 'Exclusiones y limitaciones', faq_text_name: 'Preguntas frecuentes', content_lang: 'es',
    });
    const englishDetail = dataOf<Detail>(await get(t.app, english, 'get-plan-detail/301'));
    expect(englishDetail.plan_desc).toMatchObject({ blueBarText: 'Prairie Medical Essentials: what it covers', content_lang: 'en' });
    const membership = dataOf<Detail>(await get(t.app, inSpanish(), 'get-plan-detail'));
    expect(membership.plan_desc.association_text).toContain('membresía de bienestar');
    expect(membership.plan_desc.content_lang).toBe('es');
    const related = dataOf<{ result: Card[] }>(await get(t.app, inSpanish(rep), 'get-related-plans', { enrollment_id: DEMO0006.id, plan_id: '301' }));
    expect(related.result.length).toBeGreaterThan(0);
    expect(related.result.every((plan) => plan.content_lang === 'es')).toBe(true);
  });

  it('answers the premier categories, and the quote\'s Category choices, in the caller\'s language', async () => {
    expect(dataOf(await get(t.app, inSpanish(), 'get-plan-category'))).toEqual([
      { code: 'individual', name: es('Individual'), content_lang: 'es' }, { code: 'family', name: es('Family'), content_lang: 'es' },
      { code: 'senior', name: es('Senior'), content_lang: 'es' },
    ]);
    expect(dataOf(await get(t.app, english, 'get-plan-category'))).toMatchObject([{ name: 'Individual', content_lang: 'en' }, { name: 'Family' }, { name: 'Senior' }]);
    const quote = JSON.stringify(dataOf(await get(t.app, inSpanish(), 'get-form-fields-quote', { premier: '1' })));
    expect(quote).toContain(es('Senior'));
  });
});

describe('the cart\'s and the add\'s texts', () => {
  it('answers the upsell popup in the caller\'s language', async () => {
    const popup = (session: Session) => get(t.app, session, 'get-suggested-plan-list-new', { enrollment_id: DEMO0001.id, plan_id: '501' });
    expect(dataOf(await popup(inSpanish(applicant)))).toMatchObject({
      result: { pop_up_title: es('Complete your cover with vision and dental'), content_lang: 'es' },
    });
    expect(dataOf(await popup(applicant))).toMatchObject({ result: { pop_up_title: 'Complete your cover with vision and dental', content_lang: 'en' } });
  });

  it('refuses an add in a blackout window with the window\'s text in the caller\'s language', async () => {
    const blackout = DEMO_BLACKOUTS[0]?.message ?? '';
    const response = await post(t.app, inSpanish(rep), 'add-plan-to-cart', { enrollment_id: DEMO0006.id, plan_id: 2101, plan_pricing_id: 21012 });
    expect(response.json()).toEqual({
      status: 'error', errorCode: 'blackout', message: es(blackout), data: [{ target_element: 'general', error_message: es(blackout) }], content_lang: 'es',
    });
  });

  it('answers a carrier\'s status text in the caller\'s language', async () => {
    const carrier = DEMO_CARRIER_STATUSES[0];
    if (!carrier) throw new Error('the demo has a carrier status');
    const closed = 'Premier Health Alliance takes new applications again on the 1st of next month.';
    await writeTranslation(t.db, { language: 'es', source: closed, translation: 'Premier Health Alliance vuelve a aceptar solicitudes el día 1 del próximo mes.', updatedBy: 'test' });
    await t.db.updateTable('carrier_statuses').set({ accepting: false, message: closed }).where('hash', '=', carrier.hash).execute();
    try {
      expect(dataOf(await get(t.app, inSpanish(), carrier.hash))).toEqual({
        status: false, message: 'Premier Health Alliance vuelve a aceptar solicitudes el día 1 del próximo mes.', content_lang: 'es',
      });
      expect(dataOf(await get(t.app, english, carrier.hash))).toEqual({ status: false, message: closed, content_lang: 'en' });
    } finally {
      await t.db.updateTable('carrier_statuses').set({ accepting: carrier.accepting, message: carrier.message }).where('hash', '=', carrier.hash).execute();
    }
  });
});

describe('the landing pages\' texts', () => {
  it('answers a rep\'s and a group\'s tagline and bio in the caller\'s language', async () => {
    const agent = DEMO_AGENT_LANDINGS[1001];
    const group = DEMO_GROUP_LANDINGS[2001];
    expect(dataOf(await get(t.app, inSpanish(), 'get-agent-landing-page-info', { agent_id: '1001' })))
      .toMatchObject({ tagline: es(agent.tagline), agent_bio: es(agent.bio), content_lang: 'es' });
    expect(dataOf(await get(t.app, english, 'get-agent-landing-page-info', { agent_id: '1001' })))
      .toMatchObject({ tagline: agent.tagline, agent_bio: agent.bio, content_lang: 'en' });
    expect(dataOf(await get(t.app, inSpanish(), 'get-agent-about-page-info', { agent_id: '1001' }))).toEqual({ agent_bio: es(agent.bio), content_lang: 'es' });
    expect(dataOf(await get(t.app, inSpanish(), 'get-group-landing-page-info', { group_id: '2001' })))
      .toMatchObject({ tagline: es(group.tagline), gweb_aboutus: es(group.bio), agent_bio: es(agent.bio), content_lang: 'es' });
    expect(dataOf(await get(t.app, inSpanish(), 'get-group-about-page-info', { group_id: '2001' }))).toEqual({ gweb_aboutus: es(group.bio), content_lang: 'es' });
  });

  it('embeds a landing\'s answer for the first paint in the visitor\'s language', async () => {
    const url = '/api/v1/get-agent-landing-page-info?agent_id=1001';
    expect((await embeddedAnswers(t, '/javery', 'lang=es'))[url]).toMatchObject({ tagline: es(DEMO_AGENT_LANDINGS[1001].tagline), content_lang: 'es' });
    expect((await embeddedAnswers(t, '/javery', 'lang=en'))[url]).toMatchObject({ tagline: DEMO_AGENT_LANDINGS[1001].tagline, content_lang: 'en' });
  });
});
