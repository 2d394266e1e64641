/**
 * The price while it loads: 'Loading prices…' over the room of one price card (the card itself,
 * laid out but hidden and inert), so the panels under it do not move when the price arrives
 * (issue 17 point 1: plan detail's layout shift).
 */
import type { PricedPlan } from '../../../api/getPlanPricingDetail';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { PriceCards } from './PriceCards';

/** A line of the usual size; never shown. */
const ROOM: PricedPlan = { plan_id: 0, plan_pricing_id: 0, plan_name: '', plan_type: 'standard', price: '000.00', tier: 'IS', tier_text: 'Member + Spouse' };
const nothing = () => {};

export interface PricesPendingProps {
  /** As the price card will show it (its fee notice takes a line). */
  adminFeePercent: number;
  /** The visitor is in a group already: the card has no Enroll to Group. */
  inGroup: boolean;
}

export function PricesPending({ adminFeePercent, inGroup }: PricesPendingProps) {
  return (
    <div className="detail-prices-pending">
      <div className="detail-prices-pending__room" aria-hidden="true" inert>
        <PriceCards lines={[ROOM]} adminFeePercent={adminFeePercent} busy onAdd={nothing} onEnrollToGroup={inGroup ? undefined : nothing} />
      </div>
      <p className="detail-prices-pending__status" aria-busy="true">{STOREFRONT_SHOP_DETAIL_TEXT.pricingSection.loadingPrices}</p>
    </div>
  );
}
