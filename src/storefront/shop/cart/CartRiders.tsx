/**
 * The cart page's "Additional riders" (storefront.md section 2 "Cart page"; issue 8 point 6): the
 * riders of plans in the cart, each with its logo, name, monthly price and Add to Cart; nothing
 * when none is offered. An add goes through add-plan-to-cart; then every read of the cart is
 * refreshed (src/storefront/reads.ts: the header, the cart page, ...).
 */
import { useState } from 'react';
import { MESSAGES, say } from '../../../shared/text/messages';
import { failureMessage } from '../../../../domain/errors';
import { addPlanToCart } from '../../../api/addPlanToCart';
import type { CartRider } from '../../../api/getPlanCart';
import { safeImage } from '../../../app/useBranding';
import { machineCall } from '../../../enrollment/machineCall';
import { useAfterChange } from '../../reads';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../../schemas/uiText/storefront/shop/cart';
import { money } from '../../../shared/text/language';

/** This screen's texts (schemas/uiText/storefront/shop/cart.ts). */
const TEXT = STOREFRONT_SHOP_CART_TEXT.cartRiders;

export interface CartRidersProps {
  riders: readonly CartRider[];
  /** A rider is being added (or the cart is otherwise busy): the buttons wait. */
  busy: boolean;
  /** Why the last add failed, shown above the list. */
  error: string | null;
  onAdd: (rider: CartRider) => void;
}

/** The riders section (presentational); renders nothing when no rider is offered. */
export function CartRiders({ riders, busy, error, onAdd }: CartRidersProps) {
  if (riders.length === 0) return null;
  return (
    <section className="cart-riders" aria-labelledby="cart-riders-title">
      <h2 id="cart-riders-title" className="cart-riders__title">{MESSAGES.cartRidersTitle}</h2>
      {error && <p className="alert alert--error" role="alert">{say(error)}</p>}
      <ul className="cart-lines">
        {riders.map((rider) => {
          const logo = safeImage(rider.plan_logo);
          return (
            <li key={rider.plan_id} className="cart-line">
              {logo ? <img className="cart-line__logo" src={logo} alt="" width={80} height={32} /> : <span className="cart-line__logo" aria-hidden="true" />}
              <span className="cart-line__name cart-rider__name">{rider.plan_name}</span>
              <span className="cart-line__price"><strong>{money(rider.price)}</strong> <span className="cart-line__per">{TEXT.perMonth}</span></span>
              <button
                type="button" className="btn btn--secondary cart-rider__add" disabled={busy} onClick={() => onAdd(rider)}
                aria-label={`${MESSAGES.cartUpsellAdd} ${rider.plan_name}`}
              >
                {MESSAGES.cartUpsellAdd}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Adding a rider of enrollment `tempId`: add-plan-to-cart, then the reads 'cart.riderAdd' touches. */
export function useRiderAdd(tempId: string) {
  const after = useAfterChange();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (rider: CartRider) => {
    setAdding(true);
    setError(null);
    try {
      const answer = await machineCall(addPlanToCart({ enrollment_id: tempId, plan_id: rider.plan_id, plan_pricing_id: rider.plan_pricing_id }));
      if ('refused' in answer) setError(answer.message);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      // After a refusal or a failure too: the cart shown may no longer be the server's.
      await after('cart.riderAdd', tempId);
      setAdding(false);
    }
  };
  return { adding, error, add: (rider: CartRider) => void add(rider) };
}
