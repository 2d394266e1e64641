/** The cart stories' visitor: a stored quote whose cart is given to SWR (no network), forgotten when the story goes. */
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { CartRider, PlanCartData } from '../../../../src/api/getPlanCart';
import { cartPageKey } from '../../../../src/storefront/shop/cart';
import { clearSession, setSession } from '../../../../src/session/storage';

export const STORY_TEMP_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const DATES = ['12/01/2026', '01/01/2027', '02/01/2027'];

const line = (plan_id: number, plan_pricing_id: number, plan_name: string, price: string, extra: Partial<PlanCartData['result'][number]> = {}) => ({
  plan_id, plan_pricing_id, plan_name, plan_logo: '', price, removable: true, plan_type: 'standard', ...extra,
});

/** One plan: the journey's medical plan. */
export const ONE_LINE: PlanCartData = { result: [line(301, 3011, 'Prairie Medical Essentials', '412.50')], initial_month_cost: '412.50', recurring_month_cost: '412.50' };

/** Many plans: the premier plan with its wellness membership (not removable while the premier plan is there), dental, vision and term life. */
export const MANY_LINES: PlanCartData = {
  result: [
    line(310, 3101, 'Premier Family Medical', '618.00', { plan_type: 'MM' }),
    line(901, 9011, 'Wellness Association Membership', '5.00', { plan_type: 'membership', removable: false }),
    line(401, 4011, 'BrightSmile Dental Plus', '38.20'),
    line(501, 5012, 'ClearView Vision', '21.00'),
    line(1701, 17012, 'Heartland Critical Illness', '33.00'),
  ],
  initial_month_cost: '715.20', recurring_month_cost: '715.20',
};

export const EMPTY_CART: PlanCartData = { result: [], initial_month_cost: '0.00', recurring_month_cost: '0.00' };

/** The cart page of a visitor (an applicant unless `eprocess` says otherwise) whose cart is `cart`, offered `riders` (none unless given). */
export function WithCart({ cart, riders = [], eprocess = 'applicant', children }: {
  cart: PlanCartData; riders?: CartRider[]; eprocess?: 'applicant' | 'rep'; children: ReactNode;
}) {
  setSession('tempId', STORY_TEMP_ID);
  setSession('eprocess', eprocess);
  useEffect(() => () => {
    clearSession('tempId');
    clearSession('eprocess');
  }, []);
  const fallback = { [unstable_serialize(cartPageKey(STORY_TEMP_ID))]: { cart: { ...cart, riders }, dates: DATES } };
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={['/cart']}>{children}</MemoryRouter>
    </SWRConfig>
  );
}
