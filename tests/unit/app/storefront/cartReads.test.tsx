/**
 * Issue 19 through the fake network: every change of the cart refreshes every read that shows
 * it (src/storefront/reads.ts). The shopper removes the cart's last plan, opens a plan and adds
 * it within SWR's deduplication window (made wide here, so a slow machine still lands inside
 * it), and My Cart shows the new line, its totals and the effective dates without a reload.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { PlanDetailPage } from '../../../../src/storefront/shop/detail';
import { clearAllSession, getSession, setSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';
import { DEFAULT_INFO } from './entryWorld';
import { CART_TEMP_ID, DATES, DENTAL, liveCart, MEDICAL, MEDICAL_DETAIL } from './cartWorld';
import { planDetails, recs } from './homeWorld';
import { SAVED_FILTER } from './plansWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

const PRICED_MEDICAL = { plan_id: 301, plan_pricing_id: 3011, plan_name: MEDICAL.plan_name, plan_type: 'standard', price: '412.50', tier: 'IS', tier_text: 'Member + Spouse' };
const PLAN_PATH = '/plan/301/prairie-medical-essentials';

function renderStore() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 600_000 }}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="cart" element={<CartPage />} />
          <Route path="plans" element={<Link to={PLAN_PATH}>{MEDICAL.plan_name}</Link>} />
          <Route path="plan/:planId/:planName" element={<PlanDetailPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A visitor with a quote whose cart holds `lines`; add and remove change it as the server would. */
function storeWorld(lines = [MEDICAL]) {
  setSession('tempId', CART_TEMP_ID);
  setSession('eprocess', 'applicant');
  setSession('portal_id', 11);
  const cart = liveCart(lines);
  return installFakeApi({
    'get-default-info': DEFAULT_INFO,
    ...cart.routes,
    'get-cart-effective-dates': () => ({ data: { result: cart.lines().length > 0 ? DATES : [] } }),
    'check-already-in-cart': (_url, body) => ({ data: { result: cart.lines().some((l) => l.plan_id === (body as { plan_id: number }).plan_id) } }),
    'add-plan-to-cart': () => {
      cart.add(MEDICAL);
      return { data: { cart_count: cart.lines().length, suggested_plan: null } };
    },
    'get-enrollment-temp-info': { data: { result: SAVED_FILTER } },
    'get-plan-detail': { data: MEDICAL_DETAIL },
    'get-plan-pricing-detail': { envelope: { statusCode: 200 }, data: { plans: [PRICED_MEDICAL] } },
    'check-already-answered': { data: { status: true } },
    'get-related-plans': { data: { result: [] } },
    'get-aflac-questions': { status: 204, data: null },
    // Recommended products: dental, vision, medical, basic medical, never the cart's own.
    'recommendation/filter': recs([401, 501, 301, 304]),
    'recommendation/association': recs([]),
    'recommendation/plan-details': planDetails,
  });
}

/** From My Cart: Continue Shopping, the medical plan, Add to Cart; back on My Cart. */
async function addMedicalFromCart() {
  await userEvent.click(screen.getByRole('link', { name: MESSAGES.cartContinueShopping }));
  await userEvent.click(await screen.findByRole('link', { name: MEDICAL.plan_name }));
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  return screen.findByRole('region', { name: 'Plans in your cart' });
}

const recommended = () => within(screen.getByRole('region', { name: 'Recommended Products' })).queryAllByRole('heading').map((heading) => heading.textContent);

describe('after a change of the cart', () => {
  it('shows the plan added within the deduplication window after the last line was removed: line, totals, effective dates', async () => {
    const calls = storeWorld();
    renderStore();
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${MEDICAL.plan_name}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove plan' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();

    // My Cart again, without a reload: the cart as the server holds it after the add.
    const plans = await addMedicalFromCart();
    expect(await within(plans).findByText(MEDICAL.plan_name)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.cartEmpty)).toBeNull();
    const order = screen.getByRole('region', { name: 'Order Info' });
    expect(within(order).getByText('Initial month').nextElementSibling?.textContent).toBe('$412.50');
    expect(within(order).getByText('Recurring monthly').nextElementSibling?.textContent).toBe('$412.50');
    const dates = within(screen.getByRole('combobox', { name: 'Effective Date' })).getAllByRole('option').map((option) => option.textContent);
    expect(dates).toEqual(expect.arrayContaining(DATES));
    // The header's count and amount follow too.
    await vi.waitFor(() => expect([getSession('cartCount'), getSession('cartAmount')]).toEqual([1, '412.50']));
    expect(calls.filter((call) => call.path === 'add-plan-to-cart')).toHaveLength(1);
  });

  it("follows the cart's plans in the recommended products, also when the count stays the same", async () => {
    storeWorld([DENTAL]);
    renderStore();
    await vi.waitFor(() => expect(recommended()).toEqual(['ClearView Vision', 'Prairie Medical Essentials', 'Prairie Medical Basic']));
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${DENTAL.plan_name}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove plan' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();

    const plans = await addMedicalFromCart();
    expect(await within(plans).findByText(MEDICAL.plan_name)).toBeTruthy();
    // One plan in the cart before and after, but another one: the medical plan is no longer recommended, the dental plan is again.
    await vi.waitFor(() => expect(recommended()).toEqual(['BrightSmile Dental Plus', 'ClearView Vision', 'Prairie Medical Basic']));
  });
});
