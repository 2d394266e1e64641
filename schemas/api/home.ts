/**
 * The Home page's data (storefront.md sections 2 "Home" and 7 "Menu, home and recommendation
 * data"; issue 8 points 1 and 3):
 * - get-featured-plans: the featured plans a visitor may buy (logo, name, short text; More Info);
 * - get-homepage-plan: the category grid, one entry per category holding a plan for the visitor,
 *   in the listing's order, each with its picture, name and link to /plans?type={code}.
 * Both take who the visitor is (agent_id, group_id, portal_id, eprocess, open_type; all optional,
 * an anonymous visitor has none). A group-only plan shows only to its group's visitors, a plan
 * limited to some portals only on them, and the association membership never (its modal offers it).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { answer, answerWith, carrierProperty, contentLangProperty, responses } from './common';
import { commonMenuQuery } from './menu';
import { route } from './route';

/** Who the visitor is: the menu's query (digit-string ids; null values are left out by the client). */
export const homeQuery = commonMenuQuery;

/** A plan as a plan card shows it (PlanCard): logo URL, name, carrier, short text, category and type (MM: premier). */
export const cardPlanSchema = answerWith({
  plan_id: { type: 'integer' }, plan_name: { type: 'string' }, plan_type: { type: 'string' }, plan_category: { type: 'string' },
  plan_logo: { type: 'string' }, plan_short_text: { type: 'string' },
}, { ...carrierProperty, ...contentLangProperty });

/** get-featured-plans: the featured plans, in catalog order. */
export const featuredPlansData = { type: 'array', items: cardPlanSchema } as const;

/** One tile of the home grid (section 3 "Home plan": image, plan.name, link), with the category's code. */
export const homePlanSchema = answer({
  code: { type: 'string' }, image: { type: 'string' }, plan: answer({ name: { type: 'string' } }), link: { type: 'string' },
});

export const homePlansData = { type: 'array', items: homePlanSchema } as const;

const TAGS = ['home'] as const;

export const HOME_ROUTES = {
  featuredPlans: route({ method: 'GET', url: '/get-featured-plans', schema: { tags: TAGS, querystring: homeQuery, response: responses(featuredPlansData) } }),
  homepagePlan: route({ method: 'GET', url: '/get-homepage-plan', schema: { tags: TAGS, querystring: homeQuery, response: responses(homePlansData) } }),
} as const;

export type CardPlan = FromSchema<typeof cardPlanSchema>;
export type HomePlan = FromSchema<typeof homePlanSchema>;
