/**
 * A portal's message overrides on a storefront page (issue 14 item 1): the storefront's layout
 * route reads get-form-fields-messages and the page shows the portal's text where the catalog's
 * would be ('No items in cart.'); without overrides the page shows the spec's text.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { SiteMessages } from '../../../../src/storefront/entry/SiteMessages';
import { setSiteMessages, useSiteMessagesStamp } from '../../../../src/shared/text/messages';
import { clearAllSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
  setSiteMessages(undefined);
});

/** The route table, rendered again in place when the overrides change, as the app's is (src/app/routes.tsx AppRoutes). */
function CartRoutes() {
  useSiteMessagesStamp();
  return (
    <Routes>
      <Route element={<SiteMessages />}>
        <Route path="cart" element={<CartPage />} />
      </Route>
    </Routes>
  );
}

function renderCart() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartRoutes />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe("a portal's storefront messages", () => {
  it("show on the page in place of the catalog's", async () => {
    const text = 'Your basket is empty for now';
    const calls = installFakeApi({ 'get-form-fields-messages': { data: { messages: { cartEmpty: text } } } });
    renderCart();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.cartEmpty)).toBeNull();
    expect(calls.filter((call) => call.path === 'get-form-fields-messages')).toHaveLength(1);
  });

  it("leave the spec's text when the portal overrides none", async () => {
    const calls = installFakeApi({ 'get-form-fields-messages': { data: {} } });
    renderCart();
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((call) => call.path === 'get-form-fields-messages')).toBe(true));
    expect(screen.getByText(MESSAGES.cartEmpty)).toBeTruthy();
  });
});
