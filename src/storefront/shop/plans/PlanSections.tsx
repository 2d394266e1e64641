/**
 * The plans, grouped by category in the listing's order (storefront.md section 2 "Plans
 * listing"): a heading per category and its plan cards (logo, name, short text, More Info), term
 * life's tier message instead of its plans when the tier is not IO, or the no-plan message.
 */
import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../../shared/text/messages';
import type { ListedPlan } from '../../../api/getPlanListing';
import { PlanCard } from '../common/PlanCard';
import type { ListingView } from './listingView';
import { translateText } from '../../../../schemas/i18n/localizable';

export interface PlanSectionsProps {
  view: ListingView;
  /** More Info of a plan that needs a step before its detail (a premier plan's category); null: the link to its detail. */
  moreInfo: (plan: ListedPlan) => (() => void) | undefined;
  /** The plan whose card takes the focus when it appears (the first of a page loaded by Show more). */
  focusPlanId?: number;
}

/** The grouped plans. */
export function PlanSections({ view, moreInfo, focusPlanId }: PlanSectionsProps) {
  const focusTarget = useRef<HTMLLIElement>(null);
  // Show more: the keyboard and screen reader continue at the first new plan, not back at the top.
  useEffect(() => { if (focusPlanId !== undefined) focusTarget.current?.focus(); }, [focusPlanId]);
  if (view.empty) return <p className="alert alert--info plans-empty">{MESSAGES.plansNone}</p>;
  return (
    <>
      {view.sections.map((section) => (
        <section key={section.category} className="plans-group" aria-labelledby={`plans-group-${section.category}`}>
          <h2 id={`plans-group-${section.category}`} className="plans-group__title">{translateText(section.name)}</h2>
          {section.tierBlocked ? (
            <p className="alert alert--error">{MESSAGES.plansTermLifeTier}</p>
          ) : (
            <ul className="plans-group__cards">
              {section.plans.map((plan) => (
                <li key={plan.plan_id} {...(plan.plan_id === focusPlanId ? { ref: focusTarget, tabIndex: -1 } : {})}>
                  <PlanCard plan={plan} onMoreInfo={moreInfo(plan)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
