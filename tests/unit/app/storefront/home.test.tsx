/**
 * Home and recommended products through the fake network (storefront.md sections 2 "Home",
 * "Cart page" and 9; issue 8 point 3): the Home page's quote form, featured plans and category
 * tiles; the strip (at most 5, 1/2/3/5 by width, collapsing on its title, View All); the ranking
 * used for a quoted visitor; the list page and 'No Any Products.'; the cart's carousel (its
 * breakpoints, Next only with more than 4 plans, View All in place, the cart's plans left out).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { HomePage } from '../../../../src/storefront/shop/home';
import { RecommendedCarousel, RecommendListPage } from '../../../../src/storefront/shop/recommend';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { quoteFormRoute } from '../fakeValidators';
import { installFakeApi } from '../fakeApi';
import { FEATURED, planDetails, RECOMMENDED, recs, TILES } from './homeWorld';

const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
const ALL = RECOMMENDED.map((plan) => plan.plan_id);

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
  setWidth(1024);
});

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="home" element={<HomePage />} />
          <Route path="recommend-list" element={<RecommendListPage />} />
          <Route path="cart" element={<RecommendedCarousel cartPlanIds={[301]} />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const homeRoutes = (ids: number[] = ALL) => ({
  'get-featured-plans': { data: FEATURED }, 'get-homepage-plan': { data: TILES },
  'recommendation/popularity': recs(ids), 'recommendation/plan-details': planDetails, 'get-form-fields-quote': quoteFormRoute(),
});

const strip = () => screen.getByRole('region', { name: 'Recommended Products' });
const cardNames = (region: HTMLElement) => within(region).queryAllByRole('heading').map((heading) => heading.textContent);

describe('the Home page', () => {
  it('shows the quote form, the featured plans and the category tiles', async () => {
    installFakeApi(homeRoutes());
    renderAt('/home');
    expect(await screen.findByRole('form', { name: 'Get a quote' })).toBeTruthy();
    const featured = await screen.findByRole('region', { name: 'Featured Plans' });
    expect(within(featured).getByRole('heading', { name: 'Prairie Medical Essentials' })).toBeTruthy();
    expect(within(featured).getByRole('link', { name: 'More Info about Prairie Medical Essentials' }).getAttribute('href')).toBe('/plan/301/prairie-medical-essentials');
    expect((await screen.findByRole('link', { name: 'Medical Plans' })).getAttribute('href')).toBe('/plans?type=medical');
  });

  it('shows at most 5 recommended plans, as many at once as the width allows', async () => {
    installFakeApi(homeRoutes());
    setWidth(1300);
    renderAt('/home');
    await screen.findByRole('button', { name: 'Recommended Products' });
    expect(cardNames(strip())).toEqual(RECOMMENDED.slice(0, 5).map((plan) => plan.plan_name));
    expect(within(strip()).getByText('$24.00')).toBeTruthy();
    expect(within(strip()).queryByRole('button', { name: /Next plans/ })).toBeNull();
    setWidth(1100);
    expect(cardNames(strip())).toHaveLength(3);
    setWidth(767);
    expect(cardNames(strip())).toHaveLength(2);
    setWidth(360);
    expect(cardNames(strip())).toEqual(['BrightSmile Dental Plus']);
    const user = userEvent.setup();
    await user.click(within(strip()).getByRole('button', { name: /Next plans/ }));
    expect(cardNames(strip())).toEqual(['ClearView Vision']);
    expect(within(strip()).getByRole('button', { name: /Previous plans/ })).toBeTruthy();
  });

  it('collapses and expands the strip on its title, and View All goes to the list', async () => {
    installFakeApi(homeRoutes());
    renderAt('/home');
    const title = await screen.findByRole('button', { name: 'Recommended Products' });
    const user = userEvent.setup();
    await user.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Recommended Products' })).toBeNull();
    await user.click(title);
    expect(strip()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All recommended products' }).getAttribute('href')).toBe('/recommend-list');
  });

  it('recommends by the saved quote: state, tier, age and gender', async () => {
    setSession('tempId', TEMP_ID);
    const calls = installFakeApi({
      ...homeRoutes(), 'recommendation/filter': recs([501]),
      'get-enrollment-temp-info': { data: { result: { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IS', state: 'IL' } } },
    });
    renderAt('/home');
    await screen.findByRole('button', { name: 'Recommended Products' });
    expect(cardNames(strip())).toEqual(['ClearView Vision']);
    const filter = calls.find((call) => call.path === 'recommendation/filter');
    expect(filter?.query).toMatchObject({ state: 'IL', tier: 'IS', gender: '1' });
    expect(Number(filter?.query.age)).toBeGreaterThanOrEqual(40);
  });
});

describe('the recommended-products list', () => {
  it('lists every recommended plan with its category and detail link', async () => {
    installFakeApi(homeRoutes());
    renderAt('/recommend-list');
    expect(await screen.findByRole('heading', { level: 2, name: 'Paws Pet Care' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('.plan-card'))).toHaveLength(7);
    expect(screen.getByText('PET Plans')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  });

  it("says 'No Any Products.' when nothing is recommended", async () => {
    installFakeApi(homeRoutes([]));
    renderAt('/recommend-list');
    expect(await screen.findByText(MESSAGES.noRecommendedProducts)).toBeTruthy();
  });
});

describe("the cart's recommended carousel", () => {
  const cartRoutes = (ids: number[]) => ({
    'get-plan-cart': {
      data: {
        result: [{ plan_id: 301, plan_pricing_id: 3012, plan_name: 'Prairie Medical Essentials', plan_logo: '', price: '412.50', removable: true, plan_type: 'standard' }],
        initial_month_cost: '412.50', recurring_month_cost: '412.50', riders: [],
      },
    },
    'recommendation/association': recs([1801]), 'recommendation/popularity': recs(ids), 'recommendation/plan-details': planDetails,
  });

  it('puts plans bought with the cart first, leaves the cart out, and shows 4 at 1140 px with Next', async () => {
    setSession('tempId', TEMP_ID);
    setSession('cartCount', 1);
    const calls = installFakeApi(cartRoutes(ALL));
    setWidth(1140);
    renderAt('/cart');
    const carousel = await screen.findByRole('region', { name: 'Recommended Products' });
    expect(cardNames(carousel)).toEqual(['Everyday Accident Plan', 'BrightSmile Dental Plus', 'ClearView Vision', 'Prairie Medical Basic']);
    expect(calls.find((call) => call.path === 'recommendation/association')?.query.planID).toBe('301');
    expect(within(carousel).getByRole('button', { name: /Next plans/ })).toBeTruthy();
    setWidth(1920);
    expect(cardNames(screen.getByRole('region', { name: 'Recommended Products' }))).toHaveLength(5);
    setWidth(576);
    expect(cardNames(screen.getByRole('region', { name: 'Recommended Products' }))).toHaveLength(3);
    setWidth(320);
    expect(cardNames(screen.getByRole('region', { name: 'Recommended Products' }))).toHaveLength(2);
  });

  it('shows no Next arrow with 4 plans or fewer, and View All expands the list in place', async () => {
    setSession('tempId', TEMP_ID);
    setSession('cartCount', 1);
    installFakeApi(cartRoutes([401, 501, 304]));
    setWidth(320);
    renderAt('/cart');
    const carousel = await screen.findByRole('region', { name: 'Recommended Products' });
    expect(cardNames(carousel)).toHaveLength(2);
    expect(within(carousel).queryByRole('button', { name: /Next plans/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Everyday Accident Plan', 'BrightSmile Dental Plus', 'ClearView Vision', 'Prairie Medical Basic',
    ]);
    expect(screen.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
  });
});
