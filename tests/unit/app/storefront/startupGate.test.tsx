/**
 * The startup by host and route, bound to the app (storefront.md sections 2 and 4), through the
 * fake network: each way in shows its site and leaves who the visitor is in the browser; unknown
 * landings and referrals end on the 404 page; the main-layout guard sends a visitor without the
 * rep-authenticated flag to the landing.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../schemas/messages';
import { clearAllSession, getSession, setSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';
import { renderApp } from '../renderApp';
import { DEFAULT_INFO, ENTRY_ROUTES } from './entryWorld';

// Leaving a site reloads the page (window.location.assign), which jsdom only reports as not implemented.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAllSession();
});

describe('landing names', () => {
  it("opens Jordan Avery's site on /javery and remembers it as the visitor's site", async () => {
    const calls = installFakeApi(ENTRY_ROUTES);
    setSession('tempId', 'an-earlier-visit');
    renderApp('/javery');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Plain answers, good coverage')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Shop plans' }).getAttribute('href')).toBe('/home');
    expect(calls.find((call) => call.path === 'validate-landing-page')?.query).toEqual({ landing_page: 'javery' });
    expect(getSession('tempId')).toBeNull();
    expect(getSession('landing_url')).toBe('javery');
    expect(getSession('landing_info')).toMatchObject({ type: 'agent', agent_id: 1001 });
    expect(getSession('isRepAuthenticated')).toBe(true);
    expect(getSession('open_type')).toBe('agent');
    expect(getSession('agent_id')).toBe(1001);
    await vi.waitFor(() => expect(getSession('repInfo')).toEqual({ name: 'Jordan Avery', email: 'jordan.avery@example.com', phoneNumber: '5552010001' }));
  });

  it("opens Acme's site on /acme with its address and about text", async () => {
    installFakeApi(ENTRY_ROUTES);
    renderApp('/acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits for Acme Manufacturing employees' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('100 Main St, Springfield, IL 62701')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Acme has built farm equipment in Springfield since 1952.')).toBeTruthy();
    expect(getSession('group_id')).toBe(2001);
    expect(getSession('gname')).toBe('Acme Manufacturing');
    expect(getSession('gcode')).toBe('ACME2001');
    expect(getSession('open_type')).toBe('group');
  });

  it('answers an unknown landing with the 404 page, whose button clears everything stored', async () => {
    installFakeApi(ENTRY_ROUTES);
    setSession('agent_id', 1001);
    renderApp('/nobody-here');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeTruthy();
    setSession('referral', '5001');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Homepage' }));
    await vi.waitFor(() => expect(getSession('referral')).toBeNull());
    expect(getSession('agent_id')).toBeNull();
  });
});

describe('referrals', () => {
  it("opens the referring rep's site as an applicant under his referral", async () => {
    installFakeApi(ENTRY_ROUTES);
    renderApp('/referrals?rid=5001');
    expect(await screen.findByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeTruthy();
    expect(getSession('referral')).toBe('5001');
    expect(getSession('eprocess')).toBe('applicant');
    expect(getSession('agent_id')).toBe(1001);
    expect(getSession('portal_id')).toBe(11);
    expect(getSession('isRepAuthenticated')).toBe(true);
  });

  it.each(['/referrals', '/referrals?rid=9999'])('%s ends on the 404 page', async (path) => {
    installFakeApi(ENTRY_ROUTES);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeTruthy();
  });
});

describe('a custom domain', () => {
  it("puts a visitor of a group's own domain in group mode on /home", async () => {
    const calls = installFakeApi({
      ...ENTRY_ROUTES,
      'get-default-info': { data: { ...DEFAULT_INFO.data, app_hosts: ['store.example.test'] } },
      'get-domainSite-infromation': { data: { gid: 2001, gname: 'Acme Manufacturing', gagent_code: 'AVERY001', portal_id: 12, landing_type: 'group' } },
    });
    renderApp('/');
    expect(await screen.findByRole('form', { name: 'Get a quote' })).toBeTruthy(); // /home: the quote form
    expect(atob(calls.find((call) => call.path === 'get-domainSite-infromation')?.query.site_domain ?? '')).toBe(window.location.host);
    expect(getSession('group_id')).toBe(2001);
    expect(getSession('portal_id')).toBe(12);
    expect(getSession('eprocess')).toBe('group');
  });
});

describe('a custom domain, reloaded', () => {
  it('keeps its visitor on the page they reloaded', async () => {
    const calls = installFakeApi({
      ...ENTRY_ROUTES,
      'get-default-info': { data: { ...DEFAULT_INFO.data, app_hosts: ['store.example.test'] } },
      'get-domainSite-infromation': { data: { gid: 2001, gname: 'Acme Manufacturing', gagent_code: 'AVERY001', portal_id: 12, landing_type: 'group' } },
    });
    renderApp('/access-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enroll with your representative' })).toBeTruthy();
    expect(calls.some((call) => call.path === 'get-domainSite-infromation')).toBe(true);
    expect(getSession('group_id')).toBe(2001);
  });
});

describe('the white-label host', () => {
  it("is its default group's site, under its guest agent, from configuration", async () => {
    installFakeApi({
      ...ENTRY_ROUTES,
      'get-default-info': { data: { ...DEFAULT_INFO.data, white_label: { host: window.location.hostname, guest_agent_id: 1001, default_group_id: 2001 } } },
    });
    renderApp('/');
    expect(await screen.findByRole('form', { name: 'Get a quote' })).toBeTruthy(); // /home: the quote form
    expect(getSession('group_id')).toBe(2001);
    expect(getSession('agent_id')).toBe(1001);
    expect(getSession('eprocess')).toBe('group');
  });
});

describe('partner sites and group websites', () => {
  it('takes a visitor of an external partner site into its group on /home', async () => {
    const calls = installFakeApi({
      ...ENTRY_ROUTES,
      'get-external-site-infromation': { data: { site_name: 'partner-demo', gid: 2001, gname: 'Acme Manufacturing', gagent_code: 'AVERY001', portal_id: 12, landing_type: 'group' } },
    });
    renderApp('/external?site=partner-demo');
    expect(await screen.findByRole('form', { name: 'Get a quote' })).toBeTruthy(); // /home: the quote form
    expect(calls.find((call) => call.path === 'get-external-site-infromation')?.query).toEqual({ site_name: 'partner-demo' });
    expect(getSession('fromSite')).toBe('partner-demo');
    expect(getSession('group_id')).toBe(2001);
    expect(getSession('enroll_type')).toBe('new-group-member');
  });

  it("opens a group's website by its landing name", async () => {
    installFakeApi(ENTRY_ROUTES);
    renderApp('/websites?group=acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits for Acme Manufacturing employees' })).toBeTruthy();
    expect(getSession('landing_url')).toBe('acme');
  });
});

describe('the main-layout guard', () => {
  it('sends a visitor without the rep-authenticated flag from /home to the landing', async () => {
    installFakeApi(ENTRY_ROUTES);
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeTruthy();
  });

  it("sends a visitor whose site is remembered to that site's landing", async () => {
    installFakeApi(ENTRY_ROUTES);
    setSession('landing_url', 'javery');
    renderApp('/agent-home');
    expect(await screen.findByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeTruthy();
  });

  it('lets an authenticated visitor in', async () => {
    installFakeApi(ENTRY_ROUTES);
    setSession('isRepAuthenticated', true);
    renderApp('/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeTruthy();
  });
});

describe('the continue links', () => {
  it('clear what an earlier visit stored and let the resume in', async () => {
    installFakeApi(ENTRY_ROUTES);
    setSession('agent_id', 1001);
    setSession('tempId', 'an-earlier-visit');
    renderApp('/continue-enrollment');
    expect(await screen.findByRole('heading', { name: MESSAGES.continueWelcome })).toBeTruthy();
    expect(getSession('tempId')).toBeNull();
    expect(getSession('agent_id')).toBeNull();
    expect(getSession('isRepAuthenticated')).toBe(true);
  });
});
