/**
 * The plan's prices for the visitor (storefront.md sections 2, 4 and 8): the priced lines with
 * Enroll Now and Add to Cart, or the refusal's message with its fix; changePid moves to the
 * replacing plan. newQuestionsError shows the health-question panel (on success its message
 * shows and the plan prices); the dependents' enrollmentIdError opens the dependent info dialog;
 * a first smokerError asks 'Do you smoke?' and a first salaryError without an income asks the
 * income and hours. Supplemental carrier questions come before the add. The add's modals
 * (membership options, already active, the accident-plan offer) live here too.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isTierCode } from '../../../../schemas/plans';
import type { PlanSummary } from '../../../../schemas/api/planDetail';
import { MESSAGES } from '../../../../schemas/messages';
import { useSessionValue } from '../../../session/useSessionValue';
import { planPath } from '../common/planPath';
import { DependentInfoDialog, HealthQuestionPanel, SupplementalQuestions } from '../questions';
import { AccidentOfferDialog } from './AccidentOfferDialog';
import { AlreadyActiveDialog } from './AlreadyActiveDialog';
import { ChooseTierDialog } from './ChooseTierDialog';
import { GroupCodeDialog } from './GroupCodeDialog';
import { IncomeHoursDialog } from './IncomeHoursDialog';
import { MembershipDialog } from './MembershipDialog';
import { PriceCards } from './PriceCards';
import { PricingMessage, type DetailModal } from './PricingMessage';
import { TobaccoDialog } from './TobaccoDialog';
import { useAddToCart } from './useAddToCart';
import { usePlanPricing } from './usePlanPricing';
import { useQuestionsSettled } from './useQuestionsSettled';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The modal a refusal opens by itself the first time it shows (the visitor has not answered yet). */
function askedFirst(code: string, filter: Readonly<Record<string, unknown>> | null): DetailModal | null {
  if (code === 'smokerError') return 'tobacco';
  if ((code === 'salaryError' || code === 'hourError') && !present(filter?.annual_incode)) return 'income';
  return null;
}

export function PricingSection({ plan, tempId, enrollType }: { plan: PlanSummary; tempId: string; enrollType: string | null }) {
  const navigate = useNavigate();
  const pricing = usePlanPricing(plan.plan_id, tempId);
  const questions = useQuestionsSettled(tempId, plan.plan_id);
  const cart = useAddToCart(tempId, enrollType);
  const [modal, setModal] = useState<DetailModal | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [groupCode, setGroupCode] = useState(false);
  const inGroup = useSessionValue('group_id') !== null;
  const asked = useRef(new Set<DetailModal>());
  const { answer, filter } = pricing;
  const replacedBy = answer && 'changePid' in answer ? answer.changePid : null;
  const refused = answer && 'refused' in answer ? answer : null;

  useEffect(() => {
    if (replacedBy !== null) void navigate(planPath(replacedBy, ''), { replace: true });
  }, [replacedBy, navigate]);
  useEffect(() => {
    const first = refused ? askedFirst(refused.refused, filter) : null;
    if (first && !asked.current.has(first)) {
      asked.current.add(first);
      setModal(first);
    }
  }, [refused, filter]);

  const saved = () => {
    setModal(null);
    pricing.refresh();
  };
  // The questions come before any price: their panel has its own heading, so no empty 'Your price' above it.
  const questionsFirst = refused?.refused === 'newQuestionsError';
  const tier = isTierCode(filter?.tier) ? filter.tier : null;

  return (
    <section className="detail-pricing" aria-labelledby={questionsFirst ? undefined : 'detail-pricing-title'} aria-busy={pricing.loading || cart.busy}>
      {!questionsFirst && <h2 id="detail-pricing-title">Your price</h2>}
      {success && <output className="alert alert--success">{success}</output>}
      {cart.errors.length > 0 && (
        <div className="alert alert--error detail-add-error" role="alert">{cart.errors.map((message) => <p key={message}>{message}</p>)}</div>
      )}
      {pricing.loading && !answer && <p aria-busy="true">Loading prices…</p>}
      {pricing.failed && <div className="alert alert--error" role="alert"><p>{MESSAGES.planDetailLoadFailed}</p></div>}
      {refused?.refused === 'newQuestionsError' && (
        <HealthQuestionPanel tempId={tempId} planId={plan.plan_id} onAnswered={(message) => {
          setSuccess(message);
          questions.recheck();
          pricing.refresh();
        }} />
      )}
      {refused && refused.refused !== 'newQuestionsError' && (
        <PricingMessage code={refused.refused} message={refused.message} needsDependents={refused.message === MESSAGES.pricingDependents} onOpen={setModal} />
      )}
      {answer && 'plans' in answer && (
        <>
          <SupplementalQuestions tempId={tempId} planId={plan.plan_id} onSaved={questions.recheck} />
          {!questions.settled && <p className="detail-note">{MESSAGES.planDetailAnswerFirst}</p>}
          <PriceCards lines={answer.plans} adminFeePercent={plan.admin_fee_percent} busy={cart.busy || !questions.settled}
            onAdd={(line) => cart.add(plan, { plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id })}
            onEnrollToGroup={inGroup ? undefined : () => setGroupCode(true)} />
        </>
      )}
      {modal === 'income' && <IncomeHoursDialog tempId={tempId} onSaved={saved} onClose={() => setModal(null)} />}
      {modal === 'tobacco' && <TobaccoDialog tempId={tempId} planId={plan.plan_id} onSaved={saved} onClose={() => setModal(null)} />}
      {modal === 'tier' && <ChooseTierDialog tempId={tempId} tier={tier} onSaved={saved} onClose={() => setModal(null)} />}
      <DependentInfoDialog tempId={tempId} planId={plan.plan_id} tier={tier ?? ''} open={modal === 'dependents'} onSaved={saved} onClose={() => setModal(null)} />
      {groupCode && <GroupCodeDialog tempId={tempId} onClose={() => setGroupCode(false)} />}
      {cart.awaitingMembership && <MembershipDialog tempId={tempId} busy={cart.busy} onSelect={cart.addWithMembership} onClose={cart.closeMembership} />}
      {cart.alreadyActive !== null && <AlreadyActiveDialog message={cart.alreadyActive} onClose={cart.closeAlreadyActive} />}
      {cart.offer && <AccidentOfferDialog offer={cart.offer} busy={cart.busy} onAccept={cart.acceptOffer} onDecline={cart.declineOffer} />}
    </section>
  );
}
