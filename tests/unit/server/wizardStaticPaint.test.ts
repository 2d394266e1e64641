/**
 * Issue 17: the static first paint of a resumed wizard screen (server/services/wizardStaticPaint.ts)
 * says the heading the step will show, as nav_array titles it (domain/navArray.ts, which the step uses too).
 */
import { describe, expect, it } from 'vitest';
import { buildNavArray, retitledAs } from '../../../machines/wizardNavigation';
import type { DynamicTab } from '../../../schemas/api/types';
import { wizardStaticPaint } from '../../../server/services/wizardStaticPaint';

const headingIn = (markup: string) => /<h1 class="wizard__heading">([^<]*)<\/h1>/.exec(markup)?.[1];

describe("a wizard screen's static first paint", () => {
  it("titles the screen as the step does: a form definition's title of its first required entry, else the spec's", () => {
    const result: DynamicTab[] = [
      { tab_name: 'primary_info', title: 'Not listed', order: 0, required: false },
      { tab_name: 'primary_info', title: 'About you', order: 2, required: true },
      { tab_name: 'primary_info', title: 'Later copy', order: 5, required: true },
      { tab_name: 'billing_info', order: 9, required: true },
    ] as DynamicTab[];
    expect(headingIn(wizardStaticPaint({ screen: 'primary_info', tabs: { result } }))).toBe('About you');
    expect(retitledAs(buildNavArray(result), 'primary_info')).toBe('About you');
    expect(headingIn(wizardStaticPaint({ screen: 'billing_info', tabs: { result } }))).toBe('Billing Information');
    expect(headingIn(wizardStaticPaint({ screen: 'dependent_info' }))).toBe('Dependent Information');
  });

  it("writes the header's and the step list's texts as text, unseen, with the header's and step list's own classes", () => {
    const settings = { result: [{ key: 'site_name', value: 'A & <B>' }] };
    const landing = { display_name: 'Jo <i>', tagline: 'Plain', display_phone: '5552010001', display_email: 'jo@example.com', image: '/jo.png' };
    const markup = wizardStaticPaint({ screen: 'billing_info', tabs: { result: [{ tab_name: 'primary_info', order: 1, required: true }, { tab_name: 'billing_info', order: 2, required: true }] }, header: { settings, landing } });
    expect(markup).toContain('<div class="site-header site-header--calm"><div class="site-header__inner static-first-paint__unseen"><span class="brand"><span class="brand__mark"></span><span class="brand__name">A &amp; &lt;B&gt;</span></span>');
    expect(markup).toContain('<p class="site-contact__name">Jo &lt;i&gt;</p><p class="site-contact__tagline static-first-paint__seen">Plain</p><p class="site-contact__lines"><span>(555) 201-0001</span><span>jo@example.com</span></p>');
    expect(markup).toContain('<p class="steps__progress">Step 2 of 2</p><ol class="steps"><li class="steps__item"><span class="steps__label">Personal Information</span></li>');
    expect(headingIn(markup)).toBe('Billing Information');
    // Painted (seen) in the unseen header: on a Spanish page a tagline the store has no Spanish for says its language.
    const spanish = wizardStaticPaint({ screen: 'billing_info', header: { settings, landing }, language: 'es' });
    expect(spanish).toContain('<p class="site-contact__tagline static-first-paint__seen" lang="en">Plain</p>');
    const translated = wizardStaticPaint({ screen: 'billing_info', header: { settings, landing: { ...landing, tagline: 'Claro', content_lang: 'es' } }, language: 'es' });
    expect(translated).toContain('<p class="site-contact__tagline static-first-paint__seen">Claro</p>');
  });

  it("shows an employee enrollment's employer in the header, as the calm header does", () => {
    const landing = { gname: 'Acme Co', address_information: { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' } };
    const markup = wizardStaticPaint({ screen: 'primary_info', header: { landing, employer: true } });
    expect(markup).toContain('<p class="site-employer__name">Acme Co</p><p class="site-employer__address">1 Main St, Springfield, IL 62701</p>');
  });
});
