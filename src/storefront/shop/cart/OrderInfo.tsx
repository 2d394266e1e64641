/**
 * The cart's Order Info panel (storefront.md section 2 "Cart page"): the first month's cost (with
 * one-time fees) and every month's, the effective date (its message tied to the select) and
 * Checkout.
 */
import { useId } from 'react';
import type { PlanCartData } from '../../../api/getPlanCart';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../../schemas/uiText/storefront/shop/cart';
import { money } from '../../../shared/text/language';

/** This screen's texts (schemas/uiText/storefront/shop/cart.ts). */
const TEXT = STOREFRONT_SHOP_CART_TEXT.orderInfo;

export interface OrderInfoProps {
  cart: PlanCartData;
  dates: readonly string[];
  effectiveDate: string | null;
  dateError: string | null;
  busy: boolean;
  onChooseDate: (date: string) => void;
  onCheckout: () => void;
}

export function OrderInfo({ cart, dates, effectiveDate, dateError, busy, onChooseDate, onCheckout }: OrderInfoProps) {
  const selectId = useId();
  const errorId = useId();
  return (
    <section className="order-info" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="order-info__title">{TEXT.orderInfo}</h2>
      <dl className="order-info__totals">
        <div><dt>{TEXT.initialMonth}</dt><dd>{money(cart.initial_month_cost)}</dd></div>
        <div><dt>{TEXT.recurringMonthly}</dt><dd>{money(cart.recurring_month_cost)}</dd></div>
      </dl>
      <div className="field">
        <label htmlFor={selectId}>{TEXT.effectiveDate}</label>
        <select
          id={selectId} value={effectiveDate ?? ''} onChange={(event) => onChooseDate(event.target.value)} disabled={busy}
          aria-invalid={dateError ? true : undefined} aria-describedby={dateError ? errorId : undefined}
        >
          <option value="" disabled>{TEXT.chooseADate}</option>
          {dates.map((date) => <option key={date} value={date}>{date}</option>)}
        </select>
        {dateError && <p className="field__error" id={errorId}>{dateError}</p>}
      </div>
      <button type="button" className="btn btn--primary order-info__checkout" onClick={onCheckout} disabled={busy}>
        {busy ? TEXT.checkingOut : TEXT.checkout}
      </button>
    </section>
  );
}
