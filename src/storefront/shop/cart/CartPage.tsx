/**
 * /cart (storefront.md section 2 "Cart page"; issue 8 points 6 and 7): 'My Cart' with Continue
 * Shopping, the cart's plans (each name opens its details) with Remove (confirmed Yes or No), the
 * Order Info panel (initial and recurring totals, effective date, Checkout), the additional riders, Send Personalized
 * Quote for reps and groups, the recommended products, 'No items in cart.' when empty; the upsell
 * popups and the cart confirmation of machines/storefront/checkout, which ends in the wizard.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, say } from '../../../shared/text/messages';
import { usePageTitle } from '../../../app/usePageTitle';
import { useSessionValue } from '../../../session/useSessionValue';
import { AfterIdle } from '../common/AfterIdle';
import { RecommendedCarousel } from '../recommend';
// The button's own module: the index also exports the dialogs (for stories), which load only when opened.
import { SendQuoteButton } from '../sendQuote/SendQuoteButton';
import { ConfirmationDialog, RemoveDialog, UpsellDialog } from './CartDialogs';
import { CartLines, type CartLine } from './CartLines';
import { CartRiders, useRiderAdd } from './CartRiders';
import { refreshCartSummary } from './cartSummary';
import { OrderInfo } from './OrderInfo';
import { PlanDetailsDialog } from './PlanDetailsDialog';
import { useCart } from './useCart';
import { CART_CONTENT_ID, useCheckout } from './useCheckout';
// oxlint-disable-next-line import/no-unassigned-import -- the cart's own styles
import './cart.css';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../../schemas/uiText/storefront/shop/cart';

/** This screen's texts (schemas/uiText/storefront/shop/cart.ts). */
const TEXT = STOREFRONT_SHOP_CART_TEXT.cartPage;
const NO_PLANS: readonly number[] = [];

/** The cart page; see the file comment. */
export function CartPage() {
  usePageTitle(MESSAGES.cartTitle);
  const tempId = useSessionValue('tempId');
  // The same read as the cart's own (one get-plan-cart): the recommendations leave the cart's plans out.
  const { cart, failed } = useCart(tempId);
  const cartPlanIds = cart ? cart.result.map((line) => line.plan_id) : failed ? NO_PLANS : undefined;
  useEffect(() => {
    // The header follows the cart as the server holds it, whatever another tab changed.
    void refreshCartSummary();
  }, []);
  return (
    <div className="page cart-page">
      <div className="cart-page__head">
        <h1>{MESSAGES.cartTitle}</h1>
        <Link className="btn btn--secondary" to="/plans">{MESSAGES.cartContinueShopping}</Link>
      </div>
      {tempId ? <Cart key={tempId} tempId={tempId} /> : <p className="cart-empty">{MESSAGES.cartEmpty}</p>}
      <AfterIdle><RecommendedCarousel cartPlanIds={cartPlanIds} /></AfterIdle>
    </div>
  );
}

function Cart({ tempId }: { tempId: string }) {
  const { cart, dates, riders, failed, reload } = useCart(tempId);
  const [state, send] = useCheckout(tempId);
  const riderAdd = useRiderAdd(tempId);
  const { context } = state;
  const [details, setDetails] = useState<CartLine | null>(null);
  const busy = riderAdd.adding || state.hasTag('busy');
  if (failed && !cart) {
    return (
      <p className="alert alert--error" role="alert">
        {MESSAGES.cartLoadFailed} <button type="button" className="btn btn--link" onClick={reload}>{TEXT.tryAgain}</button>
      </p>
    );
  }
  if (!cart) return <p className="page-loading">{TEXT.loadingYourCart}</p>;
  const lines = cart.result;
  return (
    <>
      {context.error && !state.hasTag('upsellDialog') && <p className="alert alert--error" role="alert">{say(context.error)}</p>}
      <div id={CART_CONTENT_ID} className="cart-layout">
        <section className="cart-plans" aria-label={TEXT.plansInYourCart}>
          {lines.length === 0
            ? <p className="cart-empty">{MESSAGES.cartEmpty}</p>
            : <CartLines lines={lines} busy={busy} onRemove={(line) => send({ type: 'cart.remove', line })} onDetails={setDetails} />}
          {lines.length > 0 && <CartRiders riders={riders} busy={busy} error={riderAdd.error} onAdd={riderAdd.add} />}
        </section>
        {lines.length > 0 && (
          <OrderInfo
            cart={cart} dates={dates} effectiveDate={context.effectiveDate} dateError={context.dateError && say(context.dateError)} busy={busy}
            onChooseDate={(date) => send({ type: 'cart.chooseDate', date })} onCheckout={() => send({ type: 'cart.checkout' })}
          />
        )}
      </div>
      {lines.length > 0 && <div className="cart-quote"><SendQuoteButton tempId={tempId} /></div>}
      {state.hasTag('removeDialog') && context.removing && (
        <RemoveDialog line={context.removing} busy={false} onConfirm={() => send({ type: 'cart.removeConfirmed' })} onCancel={() => send({ type: 'cart.removeCancelled' })} />
      )}
      {state.hasTag('upsellDialog') && context.popup && (
        <UpsellDialog
          popup={context.popup} busy={state.hasTag('busy')} error={context.error}
          onAdd={() => send({ type: 'cart.addUpsell' })} onDecline={() => send({ type: 'cart.declineUpsell' })}
        />
      )}
      {details && <PlanDetailsDialog line={details} onClose={() => setDetails(null)} />}
      {state.hasTag('confirmDialog') && (
        <ConfirmationDialog onChoose={(checkoutType) => send({ type: 'cart.confirm', checkoutType })} onBack={() => send({ type: 'cart.backToCart' })} />
      )}
    </>
  );
}
