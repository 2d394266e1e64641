/**
 * The white-label header and footer through the real Layout and the fake network (issue 7 points
 * 4 and 5): the default site, Jordan Avery's site (logo, phone, e-mail, tagline, About popup),
 * Acme's employer header in employee mode, the category menu, the dashboard dropdown only off
 * production, the cart link only with plans in the cart, the footer's configured links, the
 * Android icon hidden on Apple devices, the ticket button, and the theme swapping with the visitor;
 * the wizard's calm header and the first paint waiting for the header (issue 17 points 1 and 4).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SITES } from '../../../schemas/demo/sites';
import { setSession } from '../../../src/session/storage';
import { ACME_LANDING, installChromeWorld, JORDAN_LANDING, renderChrome } from './chromeWorld';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
});

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');

function visitJordan() {
  setSession('landing_info', { type: 'agent', agent_id: 1001, group_id: null });
  setSession('agent_id', 1001);
  setSession('open_type', 'agent');
  setSession('isRepAuthenticated', true);
}

function visitAcmeAsEmployee() {
  setSession('isEmployeeEnrollment', true);
  setSession('isRepAuthenticated', true);
  setSession('group_id', 2001);
  setSession('gname', 'Acme Manufacturing');
  setSession('eprocess', 'applicant');
}

describe('header', () => {
  it("shows the default site's name, the menu with the spec's names and Continue a saved enrollment", async () => {
    installChromeWorld();
    await renderChrome();
    expect((await within(header()).findByRole('link', { name: 'Benefit Store home' })).getAttribute('href')).toBe('/');
    const nav = within(header()).getByRole('navigation', { name: 'Site' });
    expect((await within(nav).findByRole('link', { name: 'Medical Plans' })).getAttribute('href')).toBe('/plans?type=medical');
    expect((within(nav).getByRole('link', { name: 'Dental Plans' })).getAttribute('href')).toBe('/plans?type=dental');
    expect((within(nav).getByRole('link', { name: 'Lifestyle Plans' })).getAttribute('href')).toBe('/plans?type=lifestyle');
    expect((within(nav).getByRole('link', { name: 'Continue a saved enrollment' })).getAttribute('href')).toBe('/continue-enrollment');
    expect(within(header()).queryByRole('button', { name: /^About/ })).toBeNull();
    expect(within(header()).queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'View Your Recommended Products' })).toBeNull();
  });

  it("shows Jordan Avery's site: his logo and site name, image, phone, e-mail, tagline, and the About popup with his bio", async () => {
    visitJordan();
    installChromeWorld();
    await renderChrome();
    expect(await within(header()).findByRole('link', { name: 'Jordan Avery Benefits home' })).toBeTruthy();
    expect(await within(header()).findByText(JORDAN_LANDING.tagline)).toBeTruthy();
    expect((within(header()).getByRole('img', { name: 'Jordan Avery' })).getAttribute('src')).toBe(JORDAN_LANDING.image);
    expect((within(header()).getByRole('link', { name: '(555) 201-0001' })).getAttribute('href')).toBe('tel:5552010001');
    expect((within(header()).getByRole('link', { name: 'jordan.avery@example.com' })).getAttribute('href')).toBe('mailto:jordan.avery@example.com');
    fireEvent.click(within(header()).getByRole('button', { name: 'About Jordan Avery' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Jordan Avery' });
    expect(await within(dialog).findByText(JORDAN_LANDING.agent_bio)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the About text cannot be loaded', async () => {
    visitJordan();
    installChromeWorld({ about: { status: 500, data: [] } });
    await renderChrome();
    fireEvent.click(await within(header()).findByRole('button', { name: 'About Jordan Avery' }));
    expect((await within(await screen.findByRole('dialog')).findByRole('alert')).textContent).toContain('The About text could not be loaded');
  });

  it("shows the employer's name and address in employee-enrollment mode, and Acme's About", async () => {
    visitAcmeAsEmployee();
    installChromeWorld();
    await renderChrome();
    expect(await within(header()).findByText('100 Main St, Springfield, IL 62701')).toBeTruthy();
    expect(within(header()).getByText('Enrolling with your employer')).toBeTruthy();
    expect(within(header()).getByText('Acme Manufacturing')).toBeTruthy();
    expect(within(header()).getByRole('img', { name: 'Acme Manufacturing' }).getAttribute('src')).toBe(ACME_LANDING.image);
    expect(within(header()).getByRole('link', { name: 'Acme Benefits home' })).toBeTruthy();
    fireEvent.click(within(header()).getByRole('button', { name: 'About Acme Manufacturing' }));
    expect(await within(await screen.findByRole('dialog')).findByText(ACME_LANDING.gweb_aboutus)).toBeTruthy();
  });

  it('offers the configured dashboards off production, skipping the ones without an address', async () => {
    installChromeWorld({ links: { admin: 'https://admin.example.com/', sso: 'https://sso.example.com/' } });
    await renderChrome();
    const toggle = await within(header()).findByRole('button', { name: 'Dashboards' });
    expect((toggle).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect((toggle).getAttribute('aria-expanded')).toBe('true');
    expect((within(header()).getByRole('link', { name: 'Admin (opens in a new tab)' })).getAttribute('href')).toBe('https://admin.example.com/');
    expect(within(header()).getByRole('link', { name: 'Single sign-on (opens in a new tab)' })).toBeTruthy();
    expect(within(header()).queryByRole('link', { name: /Message center/ })).toBeNull();
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect((toggle).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no dashboard dropdown on a production site', async () => {
    installChromeWorld({ environment: 'production', links: { admin: 'https://admin.example.com/' } });
    await renderChrome();
    expect(await within(header()).findByRole('link', { name: 'Medical Plans' })).toBeTruthy();
    expect(within(header()).queryByRole('button', { name: 'Dashboards' })).toBeNull();
  });

  it('shows the cart link only when the cart holds plans', async () => {
    setSession('cartCount', 2);
    installChromeWorld();
    await renderChrome();
    expect((await within(header()).findByRole('link', { name: 'Cart, 2 plans' })).getAttribute('href')).toBe('/cart');
    act(() => setSession('cartCount', 0));
    expect(within(header()).queryByRole('link', { name: /Cart/ })).toBeNull();
  });

  it("inside the wizard shows a calm header: Jordan Avery's site and contact, no shop menu, cart or home link", async () => {
    visitJordan();
    setSession('cartCount', 2);
    installChromeWorld();
    await renderChrome('/enrollment/personal-info');
    expect(await within(header()).findByText(JORDAN_LANDING.tagline)).toBeTruthy();
    expect(within(header()).getByText('Jordan Avery Benefits')).toBeTruthy();
    expect((within(header()).getByRole('link', { name: '(555) 201-0001' })).getAttribute('href')).toBe('tel:5552010001');
    expect(within(header()).queryByRole('navigation')).toBeNull();
    expect(within(header()).queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Jordan Avery Benefits home' })).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('paints the page once the header has its contact: the loading indicator until then, not a header that grows', async () => {
    visitJordan();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { answer = resolve; });
    installChromeWorld();
    // Jordan's landing page (the header's contact) answers only when the test says so.
    const answerNow = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('get-agent-landing-page-info')) await held;
      return answerNow(input, init);
    });
    void renderChrome('/home');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    act(() => answer());
    expect(await within(await screen.findByRole('banner')).findByText(JORDAN_LANDING.tagline)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  });

  it('hides header and footer where the page stands alone', async () => {
    installChromeWorld();
    await renderChrome('/404');
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('theme', () => {
  it("applies the visitor's site and swaps it when the visitor changes, without a reload", async () => {
    installChromeWorld();
    await renderChrome();
    const primary = () => document.documentElement.style.getPropertyValue('--bs-primary');
    await waitFor(() => expect(primary()).toBe(DEMO_SITES.default.primary_color));
    act(() => visitJordan());
    await waitFor(() => expect(primary()).toBe(DEMO_SITES['agent:1001'].primary_color));
    expect(await within(header()).findByRole('link', { name: 'Jordan Avery Benefits home' })).toBeTruthy();
    act(() => localStorage.clear());
    act(() => setSession('agent_id', null));
    await waitFor(() => expect(primary()).toBe(DEMO_SITES.default.primary_color));
  });
});

describe('footer', () => {
  const ALL_LINKS = {
    rep_registration: 'https://reps.example.com/register', rep_dashboard: 'https://reps.example.com/', member_login: 'https://members.example.com/login',
    member_dashboard: 'https://members.example.com/', group_application: 'https://groups.example.com/apply', group_login: 'https://groups.example.com/login',
    app_ios: 'https://apps.example.com/ios', app_android: 'https://apps.example.com/android',
  };

  it('lists the configured rep, member and group links, the store icons, the ticket button and the current year', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36' });
    installChromeWorld({ links: ALL_LINKS, ticket: 'https://tickets.example.com/new' });
    await renderChrome();
    const reps = within(footer()).getByRole('navigation', { name: 'Reps' });
    expect((await within(reps).findByRole('link', { name: 'Rep registration (opens in a new tab)' })).getAttribute('href')).toBe(ALL_LINKS.rep_registration);
    expect(within(reps).getByRole('button', { name: 'NOT MY SITE' })).toBeTruthy();
    const members = within(footer()).getByRole('navigation', { name: 'Members' });
    expect(within(members).getByRole('button', { name: 'EMPLOYEE ENROLL' })).toBeTruthy();
    expect((within(members).getByRole('link', { name: 'Member login (opens in a new tab)' })).getAttribute('href')).toBe(ALL_LINKS.member_login);
    expect((within(footer()).getByRole('link', { name: 'Group application (opens in a new tab)' })).getAttribute('href')).toBe(ALL_LINKS.group_application);
    expect((within(footer()).getByRole('link', { name: 'App Store (opens in a new tab)' })).getAttribute('href')).toBe(ALL_LINKS.app_ios);
    expect((within(footer()).getByRole('link', { name: 'Google Play (opens in a new tab)' })).getAttribute('href')).toBe(ALL_LINKS.app_android);
    expect((await within(footer()).findByRole('link', { name: 'Submit a ticket (opens in a new tab)' })).getAttribute('href')).toBe('https://tickets.example.com/new');
    expect(within(footer()).getByText(`© ${new Date().getFullYear()} Benefit Store. All rights reserved.`)).toBeTruthy();
  });

  it('hides the Android icon on an Apple device', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1' });
    installChromeWorld({ links: ALL_LINKS });
    await renderChrome();
    expect(await within(footer()).findByRole('link', { name: 'App Store (opens in a new tab)' })).toBeTruthy();
    expect(within(footer()).queryByRole('link', { name: /Google Play/ })).toBeNull();
  });

  it('leaves out what is not configured: no outside links, no store icons, no ticket button', async () => {
    installChromeWorld();
    await renderChrome();
    expect(await within(footer()).findByRole('button', { name: 'NOT MY SITE' })).toBeTruthy();
    expect(within(footer()).queryAllByRole('link')).toEqual([]);
    expect(within(footer()).queryByRole('navigation', { name: 'Groups' })).toBeNull();
  });

  it('EMPLOYEE ENROLL opens the employee-enrollment dialog', async () => {
    installChromeWorld();
    await renderChrome();
    fireEvent.click(await within(footer()).findByRole('button', { name: 'EMPLOYEE ENROLL' }));
    expect(await screen.findByRole('dialog', { name: 'Employee Enrollment' })).toBeTruthy();
  });
});
