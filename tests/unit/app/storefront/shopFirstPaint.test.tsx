/**
 * Issue 17: a quoted visitor's /plans and /cart paint from the answers the server put into the
 * page (server/services/sessionFirstPaint.ts) in their very first render, with none of those calls
 * going out; and a first visit of the cart asks get-plan-cart and the recommendation ranking once
 * each, though the cart, its recommended products and the header's recommended link all read them.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FIRST_PAINT_ID, firstPaintAnswer, resetFirstPaintAnswers } from '../../../../src/api/firstPaint';
import { embedFirstPaint } from './embedFirstPaint';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { PlansPage } from '../../../../src/storefront/shop/plans';
import { useRecommendationCount } from '../../../../src/storefront/shop/recommend/useRecommendationCount';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeCall } from '../fakeApi';
import { CART_TEMP_ID, cartOf, DATES, DENTAL, MEDICAL } from './cartWorld';
import { planDetails, recs } from './homeWorld';
import { groups, SAVED_FILTER, TEMP_ID } from './plansWorld';


/** The header's recommended-products link reads the recommendations too (src/app/Header.tsx). */
function HeaderCount() {
  return <p data-testid="recommended-count">{useRecommendationCount() ?? ''}</p>;
}

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderCount />
        <Routes>
          <Route path="plans" element={<PlansPage />} />
          <Route path="cart" element={<CartPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const asked = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path).length;

beforeEach(() => resetFirstPaintAnswers());
afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  resetFirstPaintAnswers();
  vi.unstubAllGlobals();
  clearAllSession();
});

const LISTING_URL = `/api/v1/get-filtered-plans?enrollment_id=${TEMP_ID}&page=1&page_size=24`;

describe("a quoted visitor's /plans", () => {
  it('shows the plans and the saved quote in its first render, asks none of them, and uses the answers up', async () => {
    setSession('tempId', TEMP_ID);
    embedFirstPaint({
      [LISTING_URL]: { result: groups('medical', 'dental') },
      [`/api/v1/get-left-side-filter-fields?enrollment_id=${TEMP_ID}`]: { result: { categories: [{ code: 'medical', name: 'Medical Plans' }] } },
      [`/api/v1/get-enrollment-temp-info?enrollment_id=${TEMP_ID}&column=filter_info`]: { result: SAVED_FILTER },
    });
    const calls = installFakeApi({ 'recommendation/filter': recs([]) });
    renderAt('/plans');
    // No await: the first render already has them.
    expect(screen.getByRole('link', { name: 'More Info about Prairie Medical Essentials' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your basic details' })).getByText('62701')).toBeTruthy();
    expect(screen.queryByText('Loading plans…')).toBeNull();
    await waitFor(() => expect(firstPaintAnswer(LISTING_URL)).toBeUndefined());
    expect(['get-filtered-plans', 'get-left-side-filter-fields', 'get-enrollment-temp-info'].map((path) => asked(calls, path))).toEqual([0, 0, 0]);
  });
});

describe("a quoted visitor's /cart", () => {
  const recommendationRoutes = {
    'get-enrollment-temp-info': { data: { result: SAVED_FILTER } },
    'recommendation/filter': recs([401, 501, 301]),
    'recommendation/association': recs([]),
    'recommendation/plan-details': planDetails,
  };

  it('shows its lines in the first render from the page, asking neither the cart nor its dates', async () => {
    setSession('tempId', CART_TEMP_ID);
    embedFirstPaint({
      [`/api/v1/get-plan-cart?enrollment_id=${CART_TEMP_ID}`]: { ...cartOf(MEDICAL, DENTAL), riders: [] },
      [`/api/v1/get-cart-effective-dates?enrollment_id=${CART_TEMP_ID}`]: { result: DATES },
    });
    const calls = installFakeApi({ ...recommendationRoutes, 'get-cart-count': { data: { result: 2 } }, 'get-cart-amount': { data: { result: '450.70' } } });
    renderAt('/cart');
    expect(within(screen.getByRole('region', { name: 'Plans in your cart' })).getByText(MEDICAL.plan_name)).toBeTruthy();
    await screen.findByRole('region', { name: 'Recommended Products' });
    expect([asked(calls, 'get-plan-cart'), asked(calls, 'get-cart-effective-dates')]).toEqual([0, 0]);
  });

  it('asks get-plan-cart and recommendation/filter once each on a first visit, though three readers need them', async () => {
    setSession('tempId', CART_TEMP_ID);
    setSession('cartCount', 2);
    const calls = installFakeApi({
      ...recommendationRoutes,
      'get-plan-cart': { data: { ...cartOf(MEDICAL, DENTAL), riders: [] } },
      'get-cart-effective-dates': { data: { result: DATES } },
      'get-cart-count': { data: { result: 2 } },
      'get-cart-amount': { data: { result: '450.70' } },
    });
    renderAt('/cart');
    const carousel = await screen.findByRole('region', { name: 'Recommended Products' });
    // The cart's own plans are left out of its recommendations; the header counts the ranking's.
    expect(within(carousel).queryByRole('heading', { name: MEDICAL.plan_name })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('recommended-count').textContent).not.toBe(''));
    expect([asked(calls, 'get-plan-cart'), asked(calls, 'recommendation/filter')]).toEqual([1, 1]);
  });
});
