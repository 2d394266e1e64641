/**
 * The plan's prices for the visitor (storefront.md sections 2, 4 and 8): the priced lines with
 * Enroll Now and Add to Cart, or the refusal's message with its fix; changePid moves to the
 * replacing plan. The modals of the page live here: income and hours, tobacco, tier, membership
 * options, already active and the accident-plan offer. A failed pricing call shows the server's
 * message as the page's error.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TierCode } from '../../../../schemas/api/members';
import type { PlanSummary } from '../../../../schemas/api/planDetail';
import { useSessionValue } from '../../../session/useSessionValue';
import { planPath } from '../common/planPath';
import { AccidentOfferDialog } from './AccidentOfferDialog';
import { AlreadyActiveDialog } from './AlreadyActiveDialog';
import { ChooseTierDialog } from './ChooseTierDialog';
import { IncomeHoursDialog } from './IncomeHoursDialog';
import { MembershipDialog } from './MembershipDialog';
import { PriceCards } from './PriceCards';
import { PricingMessage, type DetailModal } from './PricingMessage';
import { TobaccoDialog } from './TobaccoDialog';
import { useAddToCart } from './useAddToCart';
import { usePlanPricing } from './usePlanPricing';
import { MESSAGES } from '../../../../schemas/messages';

const TIERS: readonly string[] = ['IO', 'IS', 'IC', 'IF'];

export function PricingSection({ plan, tempId }: { plan: PlanSummary; tempId: string }) {
  const navigate = useNavigate();
  const pricing = usePlanPricing(plan.plan_id, tempId);
  const enrollType = useSessionValue('enroll_type');
  const storedTier = useSessionValue('tier');
  const cart = useAddToCart(tempId, enrollType);
  const [modal, setModal] = useState<DetailModal | null>(null);
  const { answer } = pricing;
  const replacedBy = answer && 'changePid' in answer ? answer.changePid : null;

  useEffect(() => {
    if (replacedBy !== null) void navigate(planPath(replacedBy, ''), { replace: true });
  }, [replacedBy, navigate]);

  const saved = () => {
    setModal(null);
    void pricing.reload();
  };
  const tier = storedTier !== null && TIERS.includes(storedTier) ? storedTier as TierCode : null;

  return (
    <section className="detail-pricing" aria-labelledby="detail-pricing-title" aria-busy={pricing.loading || cart.busy}>
      <h2 id="detail-pricing-title">Your price</h2>
      {cart.errors.length > 0 && (
        <div className="alert alert--error detail-add-error" role="alert">{cart.errors.map((message) => <p key={message}>{message}</p>)}</div>
      )}
      {pricing.loading && <p aria-busy="true">Loading prices…</p>}
      {pricing.failed && <div className="alert alert--error" role="alert"><p>{MESSAGES.planDetailLoadFailed}</p></div>}
      {answer && 'refused' in answer && (
        <PricingMessage code={answer.refused} message={answer.message} needsDependents={answer.message === MESSAGES.pricingDependents} onOpen={setModal} />
      )}
      {answer && 'plans' in answer && (
        <PriceCards lines={answer.plans} adminFeePercent={plan.admin_fee_percent} busy={cart.busy}
          onAdd={(line) => cart.add(plan, { plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id })} />
      )}
      {modal === 'income' && <IncomeHoursDialog tempId={tempId} onSaved={saved} onClose={() => setModal(null)} />}
      {modal === 'tobacco' && <TobaccoDialog tempId={tempId} planId={plan.plan_id} onSaved={saved} onClose={() => setModal(null)} />}
      {modal === 'tier' && <ChooseTierDialog tempId={tempId} tier={tier} onSaved={saved} onClose={() => setModal(null)} />}
      {cart.awaitingMembership && <MembershipDialog tempId={tempId} busy={cart.busy} onSelect={cart.addWithMembership} onClose={cart.closeMembership} />}
      {cart.alreadyActive !== null && <AlreadyActiveDialog message={cart.alreadyActive} onClose={cart.closeAlreadyActive} />}
      {cart.offer && <AccidentOfferDialog offer={cart.offer} busy={cart.busy} onAccept={cart.acceptOffer} onDecline={cart.declineOffer} />}
    </section>
  );
}
