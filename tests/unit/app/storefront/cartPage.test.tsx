/**
 * The cart page through the fake network (storefront.md sections 2 "Cart page", 4 "Cart", 6;
 * issue 8 points 6 and 7): 'My Cart' with its lines, totals and Continue Shopping; Remove with
 * its confirmation; 'No items in cart.'; the effective date asked before Checkout; an applicant's
 * term life and vision/dental popups ending in the wizard with the tab list stored; a rep's cart
 * confirmation with Rep Enrollment.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { clearAllSession, getSession, setSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeAnswer, type FakeRoute } from '../fakeApi';
import { DEFAULT_INFO } from './entryWorld';
import { BUNDLE_POPUP, CART_TEMP_ID, DATES, DENTAL, liveCart, MEDICAL, MEDICAL_DETAIL, NAV_TABS, SUGGESTED, TERM_POPUP } from './cartWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

function renderCart() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="cart" element={<CartPage />} />
          <Route path="plans" element={<h1>Plans</h1>} />
          <Route path="enrollment/personal-info" element={<h1>Personal Information</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A visitor with a quote and this cart; remove-plan-from-cart and add-plan-to-cart change it as the server would. */
function cartWorld(eprocess: 'applicant' | 'rep', lines = [MEDICAL, DENTAL], extra: Record<string, FakeRoute | FakeAnswer> = {}) {
  setSession('tempId', CART_TEMP_ID);
  setSession('eprocess', eprocess);
  const cart = liveCart(lines);
  return installFakeApi({
    'get-default-info': DEFAULT_INFO,
    ...cart.routes,
    'get-cart-effective-dates': { data: { result: DATES } },
    'add-plan-to-cart': () => ({ data: { cart_count: cart.lines().length + 1, suggested_plan: null } }),
    'cart-checkout': (_url, body) => ({ data: { effective_date: (body as { effective_date: string }).effective_date, eprocess: (body as { type: string }).type === 'rep' ? 'rep' : 'applicant' } }),
    'save-screenshot': { data: {} },
    'get-dynamic-tabs': { data: NAV_TABS },
    ...extra,
  });
}

describe('the cart', () => {
  it("shows 'My Cart', its plans, the totals and Continue Shopping; Remove asks first", async () => {
    const calls = cartWorld('applicant');
    renderCart();
    expect(await screen.findByText(MEDICAL.plan_name)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.cartTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.cartContinueShopping }).getAttribute('href')).toBe('/plans');
    const order = screen.getByRole('region', { name: 'Order Info' });
    expect(within(order).getByText('Initial month').nextElementSibling?.textContent).toBe('$450.70');
    expect(within(order).getByText('Recurring monthly').nextElementSibling?.textContent).toBe('$450.70');

    await userEvent.click(screen.getByRole('button', { name: `Remove ${DENTAL.plan_name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove plan' });
    expect(within(dialog).getByText(MESSAGES.cartRemoveConfirm.replace('{plan}', DENTAL.plan_name))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path === 'remove-plan-from-cart')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${DENTAL.plan_name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Remove plan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(screen.queryByText(DENTAL.plan_name)).toBeNull());
    expect(within(order).getByText('Recurring monthly').nextElementSibling?.textContent).toBe('$412.50');
    expect(calls.find((call) => call.path === 'remove-plan-from-cart')?.query).toEqual({ enrollment_id: CART_TEMP_ID, plan_id: '401', plan_pricing_id: '4011' });
    await vi.waitFor(() => expect(getSession('cartCount')).toBe(1));
    expect(getSession('cartAmount')).toBe('412.50');
  });

  it("opens a plan's details from its name", async () => {
    cartWorld('applicant', [MEDICAL], {
      'get-plan-detail': { data: MEDICAL_DETAIL },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: MEDICAL.plan_name }));
    const dialog = await screen.findByRole('dialog', { name: MEDICAL.plan_name });
    expect(await within(dialog).findByText('Covers stays.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: "Open the plan's page" }).getAttribute('href')).toBe('/plan/301/prairie-medical-essentials');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'No items in cart.' for an empty cart and without a quote", async () => {
    cartWorld('applicant', []);
    const view = renderCart();
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order Info' })).toBeNull();
    view.unmount();
    clearAllSession();
    renderCart();
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
  });

  it('asks for an effective date before the checkout', async () => {
    const calls = cartWorld('applicant');
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    const select = screen.getByRole('combobox', { name: 'Effective Date' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.cartChooseEffectiveDate).id).toBe(select.getAttribute('aria-describedby'));
    expect(calls.some((call) => call.path === 'get-suggested-plan-list' || call.path === 'cart-checkout')).toBe(false);
  });
});

describe('checkout', () => {
  it('offers an applicant term life, then the vision/dental bundle, and goes on to the wizard', async () => {
    const calls = cartWorld('applicant', [MEDICAL], {
      'get-suggested-plan-list': { data: { result: SUGGESTED } },
      'get-suggested-plan-list-new': (url) => ({ data: { result: url.searchParams.get('plan_id') === '1501' ? TERM_POPUP : { ...BUNDLE_POPUP, plan_id_1: 401, plan_pricing_id_1: 4012 } } }),
    });
    renderCart();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), DATES[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));

    const term = await screen.findByRole('dialog', { name: TERM_POPUP.pop_up_title });
    await userEvent.click(within(term).getByRole('button', { name: MESSAGES.cartTermLifeDecline }));
    const bundle = await screen.findByRole('dialog', { name: BUNDLE_POPUP.pop_up_title });
    expect(within(bundle).getByRole('button', { name: MESSAGES.cartBundleDecline })).toBeTruthy();
    await userEvent.click(within(bundle).getByRole('button', { name: MESSAGES.cartUpsellAdd }));

    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'add-plan-to-cart').map((call) => call.body)).toEqual([
      { enrollment_id: CART_TEMP_ID, plan_id: 501, plan_pricing_id: 5011 }, { enrollment_id: CART_TEMP_ID, plan_id: 401, plan_pricing_id: 4012 },
    ]);
    expect(calls.find((call) => call.path === 'cart-checkout')?.body).toEqual({ enrollment_id: CART_TEMP_ID, effective_date: DATES[1], type: 'applicant' });
    expect(getSession('nav_array')?.map((entry) => entry.tab_name)).toEqual(['primary_info', 'contact_info']);
    expect([getSession('effectiveDate'), getSession('eprocess')]).toEqual([DATES[1], 'applicant']);
  });

  it('shows a rep the cart confirmation, without upsells; Back to Cart, then Rep Enrollment checks out as the rep', async () => {
    const calls = cartWorld('rep');
    renderCart();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), DATES[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.cartBackToCart }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: MESSAGES.cartMemberEnrollment })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.cartRepEnrollment }));
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('get-suggested-plan-list'))).toBe(false);
    expect(calls.find((call) => call.path === 'cart-checkout')?.body).toEqual({ enrollment_id: CART_TEMP_ID, effective_date: DATES[0], type: 'rep' });
    expect(getSession('eprocess')).toBe('rep');
  });

  it("keeps a rep's cart confirmation after a Member Enrollment switched eprocess to applicant", async () => {
    const calls = cartWorld('rep');
    const view = renderCart();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), DATES[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: MESSAGES.cartMemberEnrollment }));
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(getSession('eprocess')).toBe('applicant');
    view.unmount();
    renderCart();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), DATES[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: MESSAGES.cartRepEnrollment })).toBeTruthy();
    expect(calls.some((call) => call.path === 'get-suggested-plan-list')).toBe(false);
  });

  it("shows the server's message at the effective date when the checkout refuses it", async () => {
    cartWorld('applicant', [MEDICAL], {
      'get-suggested-plan-list': { data: { result: [] } },
      'cart-checkout': { status: 422, data: [{ target_element: 'effective_date', error_message: MESSAGES.cartEffectiveDateUnavailable }] },
    });
    renderCart();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Effective Date' }), DATES[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText(MESSAGES.cartEffectiveDateUnavailable)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Effective Date' }).getAttribute('aria-invalid')).toBe('true');
  });
});
