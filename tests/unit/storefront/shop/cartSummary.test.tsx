/**
 * The header's cart summary (issue 8 point 6): refreshCartSummary stores the count and amount of
 * the stored cart, and the header shows both wherever the visitor is.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../../src/session/storage';
import { refreshCartSummary } from '../../../../src/storefront/shop/cart/cartSummary';
import { installFakeApi } from '../../app/fakeApi';
import { installChromeWorld, renderChrome } from '../chromeWorld';

const TEMP_ID = '6f1d3a52-8c1e-4b7a-9d3f-2e5b8c7a1f00';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('refreshCartSummary', () => {
  it("stores the stored cart's count and monthly amount", async () => {
    setSession('tempId', TEMP_ID);
    const calls = installFakeApi({ 'get-cart-count': { data: { result: 2 } }, 'get-cart-amount': { data: { result: '450.70' } } });
    await refreshCartSummary();
    expect([getSession('cartCount'), getSession('cartAmount')]).toEqual([2, '450.70']);
    expect(calls.map((call) => call.query.enrollment_id)).toEqual([TEMP_ID, TEMP_ID]);
  });

  it('clears both without a quote, and keeps them when the calls fail', async () => {
    setSession('cartCount', 3);
    setSession('cartAmount', '99.00');
    installFakeApi({});
    await refreshCartSummary();
    expect([getSession('cartCount'), getSession('cartAmount')]).toEqual([null, null]);
    setSession('tempId', TEMP_ID);
    setSession('cartCount', 3);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({ 'get-cart-count': { status: 500, data: [] }, 'get-cart-amount': { status: 500, data: [] } });
    await refreshCartSummary();
    expect(getSession('cartCount')).toBe(3);
  });
});

describe('the header', () => {
  it('shows the cart count and amount', async () => {
    setSession('cartCount', 2);
    setSession('cartAmount', '450.70');
    installChromeWorld();
    await renderChrome();
    const link = await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 2 plans, $450.70 a month' });
    expect(link.textContent).toContain('$450.70');
  });
});
