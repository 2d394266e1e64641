/**
 * The cart page's "Additional riders" through the fake network (issue 8 point 6): the riders
 * get-plan-cart offers are listed with their price and Add to Cart; nothing when none; an add goes
 * through add-plan-to-cart, then the header's summary and the cart reload (the rider becomes a
 * line, Order Info's total follows); a refused add shows the server's text.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';
import { DEFAULT_INFO } from './entryWorld';
import { CART_TEMP_ID, cartOf, DATES, DENTAL, MEDICAL } from './cartWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

const RIDER = { plan_id: 2201, plan_pricing_id: 22012, plan_name: 'BrightSmile Orthodontia Rider', plan_logo: '', price: '17.00', parent_plan_id: 401 };
const RIDER_LINE = { plan_id: 2201, plan_pricing_id: 22012, plan_name: RIDER.plan_name, plan_logo: '', price: '17.00', removable: true, plan_type: 'rider' };

/** A visitor whose cart is `lines`; the rider is offered while the dental plan is in the cart and the rider is not. */
function riderWorld(lines = [MEDICAL, DENTAL], addAnswer?: { status: number; data: unknown }) {
  setSession('tempId', CART_TEMP_ID);
  setSession('eprocess', 'applicant');
  let cart = [...lines];
  const riders = () => (cart.some((l) => l.plan_id === 401) && !cart.some((l) => l.plan_id === 2201) ? [RIDER] : []);
  return installFakeApi({
    'get-default-info': DEFAULT_INFO,
    'get-plan-cart': () => ({ data: { ...cartOf(...cart), riders: riders() } }),
    'get-cart-count': () => ({ data: { result: cart.length } }),
    'get-cart-amount': () => ({ data: { result: cartOf(...cart).recurring_month_cost } }),
    'get-cart-effective-dates': { data: { result: DATES } },
    'add-plan-to-cart': () => {
      if (addAnswer) return addAnswer;
      cart = [...cart, RIDER_LINE];
      return { data: { cart_count: cart.length, suggested_plan: null } };
    },
  });
}

function renderCart() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes><Route path="cart" element={<CartPage />} /></Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('Additional riders', () => {
  it('lists the offered rider with its price; Add to Cart adds it, then the header and the cart reload', async () => {
    const calls = riderWorld();
    renderCart();
    const section = await screen.findByRole('region', { name: MESSAGES.cartRidersTitle });
    expect(within(section).getByText(RIDER.plan_name)).toBeTruthy();
    expect(within(section).getByText('$17.00')).toBeTruthy();
    const order = screen.getByRole('region', { name: 'Order Info' });
    expect(within(order).getByText('Recurring monthly').nextElementSibling?.textContent).toBe('$450.70');

    await userEvent.click(within(section).getByRole('button', { name: `${MESSAGES.cartUpsellAdd} ${RIDER.plan_name}` }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: MESSAGES.cartRidersTitle })).toBeNull());
    expect(calls.find((call) => call.path === 'add-plan-to-cart')?.body).toEqual({ enrollment_id: CART_TEMP_ID, plan_id: 2201, plan_pricing_id: 22012 });
    const adds = calls.findIndex((call) => call.path === 'add-plan-to-cart');
    expect(calls.slice(adds).map((call) => call.path)).toEqual(expect.arrayContaining(['get-cart-count', 'get-cart-amount', 'get-plan-cart']));
    expect(await screen.findByText(RIDER.plan_name)).toBeTruthy();
    await vi.waitFor(() => expect(within(screen.getByRole('region', { name: 'Order Info' })).getByText('Recurring monthly').nextElementSibling?.textContent).toBe('$467.70'));
  });

  it('shows nothing when no rider is offered', async () => {
    riderWorld([MEDICAL]);
    renderCart();
    expect(await screen.findByText(MEDICAL.plan_name)).toBeTruthy();
    expect(screen.queryByRole('region', { name: MESSAGES.cartRidersTitle })).toBeNull();
    expect(screen.queryByText(MESSAGES.cartRidersTitle)).toBeNull();
  });

  it("shows the server's text when the add is refused, and keeps the offer", async () => {
    const message = MESSAGES.riderNeedsParent.replaceAll('{plan}', DENTAL.plan_name);
    riderWorld([MEDICAL, DENTAL], { status: 422, data: [{ target_element: 'plan_id', error_message: message }] });
    renderCart();
    const section = await screen.findByRole('region', { name: MESSAGES.cartRidersTitle });
    await userEvent.click(within(section).getByRole('button', { name: `${MESSAGES.cartUpsellAdd} ${RIDER.plan_name}` }));
    expect((await within(section).findByRole('alert')).textContent).toBe(message);
    expect(within(section).getByRole('button', { name: `${MESSAGES.cartUpsellAdd} ${RIDER.plan_name}` })).toBeTruthy();
  });
});
