/**
 * The plan's priced lines (storefront.md section 2 "Plan detail": plan cards with price and the
 * buttons Enroll Now, Add to Cart and Enroll to Group). Enroll Now and Add to Cart both add the
 * line and open the cart (the spec names no other difference); Enroll to Group, offered to a
 * visitor of no group, opens the Group Code modal. The premier plan's 3% fee notice shows under its price.
 */
import type { PricedPlan } from '../../../api/getPlanPricingDetail';
import { MESSAGES } from '../../../shared/text/messages';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { money } from '../../../shared/text/language';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.priceCards;

export interface PriceCardsProps {
  lines: readonly PricedPlan[];
  adminFeePercent: number;
  busy: boolean;
  onAdd: (line: PricedPlan) => void;
  /** Shown when given: the Group Code modal. */
  onEnrollToGroup?: () => void;
}

export function PriceCards({ lines, adminFeePercent, busy, onAdd, onEnrollToGroup }: PriceCardsProps) {
  return (
    <ul className="detail-prices" aria-label={TEXT.prices}>
      {lines.map((line) => (
        <li key={line.plan_pricing_id} className="card detail-price">
          <p className="detail-price__tier">{line.tier_text}</p>
          <p className="detail-price__amount"><strong>{money(line.price)}</strong> <span>{TEXT.perMonth}</span></p>
          {adminFeePercent > 0 && <p className="detail-price__notice">{MESSAGES.planDetailPremierFee}</p>}
          <div className="actions">
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => onAdd(line)}>{TEXT.enrollNow}</button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onAdd(line)}>{TEXT.addToCart}</button>
            {onEnrollToGroup && <button type="button" className="btn btn--link" onClick={onEnrollToGroup}>{TEXT.enrollToGroup}</button>}
          </div>
        </li>
      ))}
    </ul>
  );
}
