/**
 * The plans listing a page at a time (issue 17 point 2): the first page with 'Showing n of m
 * plans' in a status region, Show more adding the next page (asked after the first page's
 * cursor) where the last one stopped (a
 * category continuing) and moving the focus to the first plan it added, the button gone once
 * every plan shows, and a category change starting again from its first page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { PlansPage } from '../../../../src/storefront/shop/plans';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';
import { SAVED_FILTER, TEMP_ID } from './plansWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

const NAMES: Record<string, string> = { medical: 'Medical Plans', dental: 'Dental Plans' };
/** 10 medical plans then 20 dental ones, in the listing's order. */
const CATALOG = [
  ...Array.from({ length: 10 }, (_, n) => ({ plan_id: 300 + n, category: 'medical', name: `Medical plan ${n + 1}` })),
  ...Array.from({ length: 20 }, (_, n) => ({ plan_id: 400 + n, category: 'dental', name: `Dental plan ${n + 1}` })),
];

/** The fake server's cursor: opaque to the page, here the listing's position after the page. */
const cursorAt = (position: number) => `cursor-${position}`;

/**
 * get-filtered-plans paged as the server pages it: one page of the catalog (of `categories`), by
 * page number or after a cursor, grouped, with the total and the next page's cursor.
 */
function pagedListing(url: URL) {
  const wanted = url.searchParams.get('categories')?.split(',');
  const listed = CATALOG.filter((plan) => !wanted || wanted.includes(plan.category));
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('page_size') ?? 24);
  const after = url.searchParams.get('after');
  const from = after ? Number(after.replace('cursor-', '')) : (page - 1) * size;
  const result: { category: string; category_name: string; plans: unknown[] }[] = [];
  for (const plan of listed.slice(from, from + size)) {
    if (result.at(-1)?.category !== plan.category) result.push({ category: plan.category, category_name: NAMES[plan.category], plans: [] });
    result.at(-1)!.plans.push({ plan_id: plan.plan_id, plan_name: plan.name, plan_type: 'standard', plan_category: plan.category, plan_logo: '', plan_short_text: '' });
  }
  const next = from + size < listed.length ? cursorAt(from + size) : null;
  return { data: { result, paging: { ...(after ? {} : { page }), page_size: size, total: listed.length, next } } };
}

function renderListing(path: string) {
  setSession('tempId', TEMP_ID);
  const calls = installFakeApi({
    'get-enrollment-temp-info': () => ({ data: { result: { ...SAVED_FILTER, tier: 'IO' } } }),
    'get-filtered-plans': pagedListing,
    'get-left-side-filter-fields': { data: { result: { categories: [{ code: 'medical', name: 'Medical Plans' }, { code: 'dental', name: 'Dental Plans' }] } } },
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes><Route path="plans" element={<PlansPage />} /></Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return calls;
}

const shown = (count: number, total: number) => MESSAGES.plansShown.replace('{shown}', String(count)).replace('{total}', String(total));
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Show more on the plans listing', () => {
  it('shows the first page and its count, then the next page with the focus on its first plan', async () => {
    const calls = renderListing('/plans');
    expect((await screen.findByRole('status')).textContent).toBe(shown(24, 30));
    expect(cardNames()).toHaveLength(24);
    expect(cardNames().at(-1)).toBe('Dental plan 14');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MESSAGES.plansShowMore }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(shown(30, 30)));
    expect(cardNames()).toHaveLength(30);
    // Dental continued in its own section, not a second Dental heading.
    expect(screen.getAllByRole('heading', { level: 2, name: 'Dental Plans' })).toHaveLength(1);
    await vi.waitFor(() => expect(within(document.activeElement as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Dental plan 15'));
    expect(screen.queryByRole('button', { name: MESSAGES.plansShowMore })).toBeNull();
    // The next page is asked after the first page's cursor, not by its number (its cost does not grow with its depth).
    expect(calls.filter((call) => call.path === 'get-filtered-plans').map((call) => call.query)).toEqual([
      { enrollment_id: TEMP_ID, page: '1', page_size: '24' }, { enrollment_id: TEMP_ID, after: cursorAt(24), page_size: '24' },
    ]);
  });

  it('starts a chosen category from its first page, and shows no button when one page holds it', async () => {
    const calls = renderListing('/plans');
    await screen.findByText(shown(24, 30));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Plan categories' })).getByRole('link', { name: 'Dental Plans' }));
    await screen.findByText(shown(20, 20));
    expect(cardNames()).toEqual(CATALOG.filter((plan) => plan.category === 'dental').map((plan) => plan.name));
    expect(screen.queryByRole('button', { name: MESSAGES.plansShowMore })).toBeNull();
    expect(calls.filter((call) => call.path === 'get-filtered-plans').at(-1)?.query).toEqual({ enrollment_id: TEMP_ID, categories: 'dental', page: '1', page_size: '24' });
  });
});
