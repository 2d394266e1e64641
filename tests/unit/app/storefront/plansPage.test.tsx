/**
 * The plans listing through the fake network (storefront.md section 2 "Plans listing"; issue 8
 * point 4): the breadcrumb, filter summary and left category list; the groups in the server's
 * order with their plan cards; ?type= asking for one category; term life's 'Plans are available
 * for IO tier only' for another tier; 'No Plans are available for your selection'; a visitor
 * without a quote (or with another session's) listed by the menu call; and the premier plan
 * asking for a category in the Basic Details popup before its detail.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { PlansPage } from '../../../../src/storefront/shop/plans';
import { clearAllSession, getSession, setSession } from '../../../../src/session/storage';
import { quoteFormRoute } from '../fakeValidators';
import { installFakeApi, type FakeAnswer } from '../fakeApi';
import { groups, SAVED_FILTER, savedFilterRoutes, TEMP_ID } from './plansWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}{location.search}</p>;
}

function renderPlans(path = '/plans') {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="plans" element={<PlansPage />} />
          <Route path="plan/:planId/:planName" element={<h1>Plan detail</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A quoted visitor: the saved filter, the listing and the categories. */
function quoted(filter: Record<string, unknown> = SAVED_FILTER, listing: FakeAnswer = { data: { result: groups('limitedmed', 'medical', 'dental', 'term_life') } }) {
  setSession('tempId', TEMP_ID);
  return {
    'get-enrollment-temp-info': () => ({ data: { result: filter } }),
    'get-filtered-plans': listing,
    'get-left-side-filter-fields': { data: { result: { categories: [{ code: 'medical', name: 'Medical Plans' }, { code: 'dental', name: 'Dental Plans' }] } } },
  };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the plans listing', () => {
  it('shows the breadcrumb, the filter summary, the categories and the plans grouped in order', async () => {
    const calls = installFakeApi(quoted());
    renderPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Plans')).toBeTruthy();
    await screen.findByText('Prairie Limited Medical');
    expect(headings()).toEqual(['Categories', 'Limited Med Plans', 'Medical Plans', 'Dental Plans', 'Term Life Plans']);
    expect(screen.getByRole('link', { name: 'More Info about Prairie Medical Essentials' }).getAttribute('href')).toBe('/plan/301/prairie-medical-essentials');
    const nav = screen.getByRole('navigation', { name: 'Plan categories' });
    expect(within(nav).getByRole('link', { name: 'Dental Plans' }).getAttribute('href')).toBe('/plans?type=dental');
    expect(within(nav).getByRole('link', { name: 'All Plans' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('62701')).toBeTruthy();
    expect(calls.find((call) => call.path === 'get-filtered-plans')?.query).toEqual({ enrollment_id: TEMP_ID, page: '1', page_size: '24' });
  });

  it('shows the IO-only message instead of term life for another tier', async () => {
    installFakeApi(quoted());
    renderPlans();
    expect(await screen.findByText(MESSAGES.plansTermLifeTier)).toBeTruthy();
    expect(screen.queryByText('Prairie Term Life 100k')).toBeNull();
  });

  it('lists term life for tier IO', async () => {
    installFakeApi(quoted({ ...SAVED_FILTER, tier: 'IO' }));
    renderPlans();
    expect(await screen.findByText('Prairie Term Life 100k')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.plansTermLifeTier)).toBeNull();
  });

  it('asks for the chosen category only, named in the heading', async () => {
    const calls = installFakeApi(quoted(SAVED_FILTER, { data: { result: groups('dental') } }));
    renderPlans('/plans?type=dental');
    expect(screen.getByRole('heading', { level: 1, name: 'Dental Plans' })).toBeTruthy();
    expect(await screen.findByText('BrightSmile Dental Plus')).toBeTruthy();
    expect(calls.find((call) => call.path === 'get-filtered-plans')?.query).toEqual({ enrollment_id: TEMP_ID, categories: 'dental', page: '1', page_size: '24' });
    const nav = screen.getByRole('navigation', { name: 'Plan categories' });
    expect(within(nav).getByRole('link', { name: 'Dental Plans' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when no plan is listed', async () => {
    installFakeApi(quoted(SAVED_FILTER, { data: { result: groups('vision') } }));
    renderPlans('/plans?type=vision');
    expect(await screen.findByText(MESSAGES.plansNone)).toBeTruthy();
  });

  it('lists by the menu call for a visitor without a quote', async () => {
    setSession('agent_id', 1001);
    setSession('eprocess', 'applicant');
    const calls = installFakeApi({ 'get-menu-filtered-plans': { data: { result: groups('dental') } }, 'get-common-menu': { data: ['medical', 'dental'] } });
    renderPlans('/plans?type=dental');
    expect(await screen.findByText('BrightSmile Dental Plus')).toBeTruthy();
    expect(calls.find((call) => call.path === 'get-menu-filtered-plans')?.query).toEqual({ agent_id: '1001', eprocess: 'applicant', category: 'dental', page: '1', page_size: '24' });
    const nav = screen.getByRole('navigation', { name: 'Plan categories' });
    expect(await within(nav).findByRole('link', { name: 'Medical Plans' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.plansNoQuote)).toBeTruthy();
  });

  it('falls back to the menu call when the stored quote is not this session\'s', async () => {
    setSession('tempId', TEMP_ID);
    installFakeApi({
      'get-enrollment-temp-info': { status: 403, data: [] }, 'get-filtered-plans': { status: 403, data: [] }, 'get-left-side-filter-fields': { status: 403, data: [] },
      'get-menu-filtered-plans': { data: { result: groups('medical') } }, 'get-common-menu': { data: ['medical'] },
    });
    renderPlans('/plans?type=medical');
    expect(await screen.findByText('Prairie Medical Essentials')).toBeTruthy();
  });

  it('says so when the plans cannot be loaded, and tries again', async () => {
    let fail = true;
    installFakeApi({ ...quoted(), 'get-filtered-plans': () => (fail ? { status: 500, data: [] } : { data: { result: groups('dental') } }) });
    renderPlans();
    expect(await screen.findByText(MESSAGES.plansLoadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('BrightSmile Dental Plus')).toBeTruthy();
  });
});

describe('the premier plan', () => {
  it('asks for a category in the Basic Details popup, then opens the detail', async () => {
    const calls = installFakeApi({
      ...quoted(), ...savedFilterRoutes(),
    });
    renderPlans();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More Info about Premier Family Medical' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic Details' });
    expect(within(dialog).getByText(MESSAGES.plansPremierCategory)).toBeTruthy();
    expect(getSession('isPremierPlan')).toBe(true);
    await user.selectOptions(await within(dialog).findByLabelText('Category'), 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/plan/310/premier-family-medical'));
    expect(calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`)?.body).toMatchObject({ category: 'family' });
  });

  it('Cancel keeps the visitor on the listing and puts the premier flag back', async () => {
    installFakeApi({ ...quoted(), 'get-form-fields-quote': quoteFormRoute([{ value: 'individual', label: 'Individual' }]) });
    renderPlans();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More Info about Premier Family Medical' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic Details' });
    await within(dialog).findByLabelText('Category');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession('isPremierPlan')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/plans');
  });

  it('goes straight to the detail once a category is saved', async () => {
    installFakeApi(quoted({ ...SAVED_FILTER, category: 'family' }));
    renderPlans();
    expect((await screen.findByRole('link', { name: 'More Info about Premier Family Medical' })).getAttribute('href')).toBe('/plan/310/premier-family-medical');
  });
});
