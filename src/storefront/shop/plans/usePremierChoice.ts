/**
 * A premier (MM) plan asks for a category before its detail (storefront.md sections 2 "Plans
 * listing", 3 and 5): without a saved category More Info marks the premier plan as chosen (the
 * quote form then shows Category) and opens the Basic Details popup; a save goes on to the
 * plan's detail, Cancel puts the flag back. With a category saved it goes straight to the detail.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListedPlan } from '../../../api/getPlanListing';
import { getSession, setSession } from '../../../session/storage';
import { planPath } from '../common/planPath';
import { useSavedFilter } from '../filter';
import { hasCategory, isPremierPlan } from './listingView';

export interface PremierChoice {
  /** The plan waiting for a category (the popup is open), or null. */
  pending: ListedPlan | null;
  /** More Info's action for a plan, or undefined when the card's own link to the detail does. */
  moreInfo: (plan: ListedPlan) => (() => void) | undefined;
  saved: () => void;
  cancel: () => void;
}

/** The premier plan's category step. */
export function usePremierChoice(): PremierChoice {
  const navigate = useNavigate();
  const { filter } = useSavedFilter();
  const [pending, setPending] = useState<{ plan: ListedPlan; wasPremier: boolean | null } | null>(null);
  return {
    pending: pending?.plan ?? null,
    moreInfo: (plan) => (isPremierPlan(plan) && !hasCategory(filter) ? () => {
      setPending({ plan, wasPremier: getSession('isPremierPlan') });
      setSession('isPremierPlan', true);
    } : undefined),
    saved: () => {
      if (!pending) return;
      setPending(null);
      navigate(planPath(pending.plan.plan_id, pending.plan.plan_name));
    },
    cancel: () => {
      if (pending) setSession('isPremierPlan', pending.wasPremier);
      setPending(null);
    },
  };
}
