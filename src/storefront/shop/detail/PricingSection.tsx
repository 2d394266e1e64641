/**
 * The plan's prices for the visitor (storefront.md sections 2, 4 and 8): the priced lines with
 * Enroll Now and Add to Cart, or the refusal's message with its fix, or the health-question panel
 * first. What shows and which dialog is open come from the plan pricing and add-to-cart machines
 * (machines/storefront/planPricing.ts, addToCart.ts): this screen asks their tags and reads their
 * context. Supplemental carrier questions come before the add: for a premier carrier's plan the
 * add-to-cart machine checks them (prior answers required) with the dependents' dates of birth and
 * the income and hours, asking each in its dialog or on the page, and the add goes on once given.
 */
import { Suspense } from 'react';
import { isTierCode } from '../../../../schemas/plans';
import type { PlanSummary } from '../../../../schemas/api/planDetail';
import { MESSAGES } from '../../../shared/text/messages';
import { useSessionValue } from '../../../session/useSessionValue';
import { AfterIdle } from '../common/AfterIdle';
import { AccidentOfferDialog } from './AccidentOfferDialog';
import { AddErrors, PremierAnswersNote } from './AddNotices';
import { AlreadyActiveDialog } from './AlreadyActiveDialog';
import { ChooseTierDialog, DependentInfoDialog, GroupCodeDialog, HealthQuestionPanel, IncomeHoursDialog, MembershipDialog, SupplementalQuestions, TobaccoDialog } from './onDemand';
import { PriceCards } from './PriceCards';
import { PricesPending } from './PricesPending';
import { PricingMessage } from './PricingMessage';
import { useAddToCart } from './useAddToCart';
import { usePricingFlow } from './usePricingFlow';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.pricingSection;

export function PricingSection({ plan, tempId, enrollType }: { plan: PlanSummary; tempId: string; enrollType: string | null }) {
  const { state, send, pricing, questions } = usePricingFlow(plan.plan_id, tempId);
  const [cart, sendCart] = useAddToCart(tempId);
  const inGroup = useSessionValue('group_id') !== null;
  const { lines, refusal, fix, success } = state.context;
  const busy = cart.hasTag('busy');
  const saved = () => send({ type: 'dialog.saved' });
  const close = () => send({ type: 'dialog.close' });
  // The premier-carrier check asks the same dialogs as pricing; a save goes on with the add, a close gives it up.
  const checkDependents = cart.hasTag('premier.dependents');
  const checkIncome = cart.hasTag('premier.income');
  const checkAnswers = cart.hasTag('premier.answers');
  const giveUpCheck = () => sendCart({ type: 'cart.checkClose' });
  const dependentsOpen = state.hasTag('dialog.dependents') || checkDependents;
  const premier = plan.is_prudential_plan;
  // The questions come before any price: their panel has its own heading, so no empty 'Your price' above it.
  const questionsFirst = state.hasTag('questions');
  const tier = isTierCode(pricing.filter?.tier) ? pricing.filter.tier : null;

  return (
    <section className="detail-pricing" aria-labelledby={questionsFirst ? undefined : 'detail-pricing-title'} aria-busy={pricing.loading || busy}>
      {!questionsFirst && <h2 id="detail-pricing-title">{TEXT.yourPrice}</h2>}
      {success && <output className="alert alert--success">{success}</output>}
      <AddErrors errors={cart.context.errors} lang={cart.context.errorsLang} />
      {pricing.loading && !pricing.answer && <PricesPending adminFeePercent={plan.admin_fee_percent} inGroup={inGroup} />}
      {pricing.failed && <div className="alert alert--error" role="alert"><p>{MESSAGES.planDetailLoadFailed}</p></div>}
      {questionsFirst && (
        <Suspense fallback={null}>
          <HealthQuestionPanel tempId={tempId} planId={plan.plan_id} onAnswered={(message) => send({ type: 'questions.answered', message })} />
        </Suspense>
      )}
      {state.hasTag('refused') && refusal && (
        <PricingMessage code={refusal.refused} message={refusal.message} fix={fix} onFix={() => send({ type: 'pricing.fix' })} />
      )}
      {state.hasTag('priced') && (
        <>
          {checkAnswers && <PremierAnswersNote />}
          {/* A carrier's questions arrive by a call of their own anyway: after the first paint, their code too. */}
          <AfterIdle>
            <Suspense fallback={null}>
              <SupplementalQuestions tempId={tempId} planId={plan.plan_id} onSaved={() => {
                questions.recheck();
                sendCart({ type: 'cart.answersSaved' });
              }} />
            </Suspense>
          </AfterIdle>
          {!premier && !questions.settled && <p className="detail-note">{MESSAGES.planDetailAnswerFirst}</p>}
          {/* A premier carrier's plan is checked when added (prior answers required), so its buttons stay on. */}
          <PriceCards lines={lines} adminFeePercent={plan.admin_fee_percent} busy={busy || (!premier && !questions.settled)}
            onAdd={(line) => sendCart({
              type: 'cart.add', line: { plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id }, requiresMembership: plan.requires_membership, enrollType,
              premierCarrier: premier, carrierHash: plan.carrier_hash ?? null,
            })}
            onEnrollToGroup={inGroup ? undefined : () => send({ type: 'group.open' })} />
        </>
      )}
      <Suspense fallback={null}>
        {state.hasTag('dialog.income') && <IncomeHoursDialog tempId={tempId} onSaved={saved} onClose={close} />}
        {checkIncome && <IncomeHoursDialog tempId={tempId} onSaved={() => sendCart({ type: 'cart.incomeSaved' })} onClose={giveUpCheck} />}
        {state.hasTag('dialog.tobacco') && <TobaccoDialog tempId={tempId} planId={plan.plan_id} onSaved={saved} onClose={close} />}
        {state.hasTag('dialog.tier') && <ChooseTierDialog tempId={tempId} tier={tier} onSaved={saved} onClose={close} />}
      </Suspense>
      <Suspense fallback={null}>
        {dependentsOpen && (
          <DependentInfoDialog tempId={tempId} planId={plan.plan_id} tier={tier ?? ''} open
            onSaved={checkDependents ? () => sendCart({ type: 'cart.dependentsSaved' }) : saved} onClose={checkDependents ? giveUpCheck : close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {state.hasTag('dialog.groupCode') && <GroupCodeDialog tempId={tempId} onClose={close} />}
        {cart.hasTag('dialog.membership') && (
          <MembershipDialog tempId={tempId} busy={busy} onSelect={(line) => sendCart({ type: 'cart.membershipSelect', line })} onClose={() => sendCart({ type: 'cart.membershipClose' })} />
        )}
      </Suspense>
      {cart.hasTag('dialog.alreadyActive') && cart.context.alreadyActive !== null && (
        <AlreadyActiveDialog message={cart.context.alreadyActive} onClose={() => sendCart({ type: 'cart.alreadyActiveClose' })} />
      )}
      {cart.hasTag('dialog.offer') && cart.context.offer && (
        <AccidentOfferDialog offer={cart.context.offer} busy={busy} onAccept={() => sendCart({ type: 'cart.offerAccept' })} onDecline={() => sendCart({ type: 'cart.offerDecline' })} />
      )}
    </section>
  );
}
