/**
 * The premier-carrier check before add to cart (storefront.md section 4 "Add to cart":
 * premier-carrier plans need prior answers; section 7: check-prudential-plan with depdob,
 * GET /{hash}, check-disability-plan, check-already-answered; issue 17 point 6): what the four
 * answers mean for the add, in the spec's order. Pure, shared by the add-to-cart machine, its
 * tests and the app's actor.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { CarrierStatusData } from '../../schemas/api/carrierStatus';
import type { alreadyAnsweredData, disabilityPlanData, prudentialPlanData } from '../../schemas/api/planQuestions';

/** What the check asks about: the plan and its carrier's status key (null: the carrier has none). */
export interface PremierCheckInput { planId: number; carrierHash: string | null }

/** The four answers (carrier null: not asked, the plan's carrier has no status key). */
export interface PremierCheckAnswers {
  plan: FromSchema<typeof prudentialPlanData>;
  carrier: CarrierStatusData | null;
  disability: FromSchema<typeof disabilityPlanData>;
  answered: FromSchema<typeof alreadyAnsweredData>;
}

/**
 * What comes next: `notPremier` (the plan is no premier carrier's after all: the ordinary add),
 * `closed` (the carrier takes no new applications: its text), `dependents` (the dependents' dates
 * of birth first), `income` (the annual income and working hours first), `answers` (the carrier's
 * questions first) or `add` (add-plan-to-cart-prudentials).
 */
export type PremierStep =
  | { step: 'notPremier' } | { step: 'closed'; message: string; content_lang?: string } | { step: 'dependents' } | { step: 'income' } | { step: 'answers' } | { step: 'add' };

/** The first thing the answers still ask for, in the spec's order of the calls. */
export function premierStep({ plan, carrier, disability, answered }: PremierCheckAnswers): PremierStep {
  if (!plan.status) return { step: 'notPremier' };
  if (carrier !== null && !carrier.status) return { step: 'closed', message: carrier.message, ...(carrier.content_lang ? { content_lang: carrier.content_lang } : {}) };
  if (plan.depdob) return { step: 'dependents' };
  if (disability.status && !disability.complete) return { step: 'income' };
  if (!answered.status) return { step: 'answers' };
  return { step: 'add' };
}
