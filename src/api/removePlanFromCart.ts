import type { CartLineRef } from '../../machines/storefront/checkout';
import { apiGet } from './client';
import type { PlanCartData } from './getPlanCart';

/** GET remove-plan-from-cart?enrollment_id&plan_id&plan_pricing_id (a GET, as the spec lists it): answers the cart after the removal. */
export function removePlanFromCart(enrollmentId: string, line: CartLineRef): Promise<PlanCartData> {
  return apiGet<PlanCartData>('remove-plan-from-cart', { enrollment_id: enrollmentId, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id });
}
