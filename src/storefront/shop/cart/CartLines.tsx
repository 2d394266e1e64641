/**
 * The cart's plans (storefront.md section 3 "Cart line"): logo, name (opening its details) and
 * carrier (as text: the logo is too small here to read its name, so it stays decorative), monthly
 * price and Remove where the visitor may remove it.
 */
import type { PlanCartData } from '../../../api/getPlanCart';
import { safeImage } from '../../../app/useBranding';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../../schemas/uiText/storefront/shop/cart';
import { fill } from '../../../../schemas/uiText/fill';
import { money } from '../../../shared/text/language';

/** This screen's texts (schemas/uiText/storefront/shop/cart.ts). */
const TEXT = STOREFRONT_SHOP_CART_TEXT.cartLines;

export type CartLine = PlanCartData['result'][number];

export interface CartLinesProps { lines: readonly CartLine[]; busy: boolean; onRemove: (line: CartLine) => void; onDetails: (line: CartLine) => void }

export function CartLines({ lines, busy, onRemove, onDetails }: CartLinesProps) {
  return (
    <ul className="cart-lines">
      {lines.map((line) => {
        const logo = safeImage(line.plan_logo);
        return (
          <li key={line.plan_id} className="cart-line">
            {logo ? <img className="cart-line__logo" src={logo} alt="" width={80} height={32} /> : <span className="cart-line__logo" aria-hidden="true" />}
            <button type="button" className="btn btn--link cart-line__name" aria-haspopup="dialog" onClick={() => onDetails(line)}>{line.plan_name}</button>
            {line.carrier && <span className="cart-line__carrier">{line.carrier}</span>}
            <span className="cart-line__price"><strong>{money(line.price)}</strong> <span className="cart-line__per">{TEXT.perMonth}</span></span>
            {line.removable && (
              <button type="button" className="btn btn--link cart-line__remove" disabled={busy} onClick={() => onRemove(line)} aria-label={fill(TEXT.removeNamed, { planName: line.plan_name })}>
                {TEXT.remove}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
