import { describe, expect, it } from 'vitest';
import { PLAN_CATEGORY_ORDER } from '../../../schemas/api/menu';
import { DEMO_CATEGORIES, DEMO_PLANS } from '../../../schemas/demo/catalog';
import { readFileSync } from 'node:fs';
import { categoryPicture } from '../../../src/shared/pictures/pictureNames';
import { DEMO_CARRIER_LOGOS, DEMO_PLAN_SUMMARIES, demoPlanTexts } from '../../../schemas/demo/planContent';

const PUBLIC = new URL('../../../public', import.meta.url).pathname;

describe('the demo plans as the storefront shows them', () => {
  it('gives every plan a short text and every carrier a logo', () => {
    const summarised = new Set(DEMO_PLAN_SUMMARIES.map(([id]) => id));
    expect(DEMO_PLANS.filter((plan) => !summarised.has(plan.id)).map((plan) => plan.id)).toEqual([]);
    expect(DEMO_PLANS.filter((plan) => !DEMO_CARRIER_LOGOS[plan.carrier]).map((plan) => plan.carrier)).toEqual([]);
  });

  it("serves every carrier's logo as a file that names the carrier", () => {
    for (const [carrier, url] of Object.entries(DEMO_CARRIER_LOGOS)) {
      expect(readFileSync(`${PUBLIC}${url}`, 'utf8')).toContain(`<title>${carrier}</title>`);
    }
  });

  it('draws every category and groups them in the listing order of the spec', () => {
    const sprite = readFileSync(`${PUBLIC}/pictures/store.svg`, 'utf8');
    for (const [code] of DEMO_CATEGORIES) expect(sprite).toContain(`<symbol id="${categoryPicture(code)}"`);
    expect(DEMO_CATEGORIES.map(([code]) => categoryPicture(code))).not.toContain('category-plan');
    expect([...PLAN_CATEGORY_ORDER].sort()).toEqual(DEMO_CATEGORIES.map(([code]) => code).sort());
  });

  it('features plans of several categories', () => {
    const featured = DEMO_PLAN_SUMMARIES.filter(([, , isFeatured]) => isFeatured).map(([id]) => DEMO_PLANS.find((plan) => plan.id === id)?.category);
    expect(new Set(featured).size).toBeGreaterThanOrEqual(4);
  });

  it('tells the association membership on the premier plan only among medical plans', () => {
    const premier = DEMO_PLANS.find((plan) => plan.plan_type === 'MM')!;
    const ordinary = DEMO_PLANS.find((plan) => plan.id === 301)!;
    expect(demoPlanTexts(premier).association_text).toContain('$5.00 per month');
    expect(demoPlanTexts(ordinary).association_text).toBe('');
  });

  it('mentions evidence of insurability on term life', () => {
    const term = DEMO_PLANS.find((plan) => plan.category === 'term_life')!;
    expect(demoPlanTexts(term).body_text).toContain('evidence of insurability');
  });
});
