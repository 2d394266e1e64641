/**
 * Issue 17: the storefront's first paint reads the answers the server put into index.html
 * (server/plugins/shellPage.ts) instead of asking for them: a rep's landing opens with only the
 * calls that record the way in going out; without the data block every call goes out as before.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../../src/api/client';
import { getTicketLink } from '../../../../src/api/getTicketLink';
import { FIRST_PAINT_ID, firstPaintAnswer, resetFirstPaintAnswers } from '../../../../src/api/firstPaint';
import { embedFirstPaint } from './embedFirstPaint';
import { clearAllSession } from '../../../../src/session/storage';
import { ACME_LANDING, JORDAN_LANDING } from '../../../../stories/storefront/entry/entryFixtures';
import { installFakeApi } from '../fakeApi';
import { renderApp } from '../renderApp';
import { AGENT_ENROLL, DEFAULT_INFO, ENTRY_ROUTES } from './entryWorld';

const AGENT_SITE = `site_domain=${encodeURIComponent(btoa('agent:1001'))}`;
const SITE_LINKS = { links: [{ name: 'member_portal', url: 'https://members.example.test' }] };

/** What the server embeds for /javery (the URLs as the app builds them). */
const JAVERY_ANSWERS = {
  '/api/v1/get-default-info': DEFAULT_INFO.data,
  [`/api/v1/get-external-site-dynamic-information?${AGENT_SITE}`]: { result: [{ key: 'site_name', value: 'Avery Benefits' }] },
  '/api/v1/get-agent-landing-page-info?agent_id=1001': JORDAN_LANDING,
  '/api/v1/get-agent-info-enroll?agent_id=1001': AGENT_ENROLL.data,
  '/api/v1/get-site-links': SITE_LINKS,
};


const ROUTES = { ...ENTRY_ROUTES, 'get-site-links': { data: SITE_LINKS } };
const JAVERY_HEADING = { level: 1, name: "Welcome to Jordan Avery's benefit store" } as const;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetFirstPaintAnswers();
});
afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  resetFirstPaintAnswers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAllSession();
});

describe('the first paint from the page', () => {
  it('gives a read its embedded answer on every render until a GET takes it with no round trip; a later GET asks the server', async () => {
    const calls = installFakeApi(ROUTES);
    embedFirstPaint(JAVERY_ANSWERS);
    const first = firstPaintAnswer('/api/v1/get-site-links');
    expect(first).toEqual(SITE_LINKS);
    expect(firstPaintAnswer('/api/v1/get-site-links')).toBe(first);
    expect(firstPaintAnswer('/api/v1/get-ticket-link')).toBeUndefined();
    expect(await apiGet('get-site-links')).toEqual(SITE_LINKS);
    expect(calls.map((call) => call.path)).not.toContain('get-site-links');
    expect(firstPaintAnswer('/api/v1/get-site-links')).toBeUndefined();
    await apiGet('get-site-links');
    expect(calls.map((call) => call.path)).toContain('get-site-links');
  });

  it("reads a lookup's embedded null as its 204, none, with no round trip; a later read asks the server", async () => {
    const calls = installFakeApi({ 'get-ticket-link': { data: { ticket: 'https://tickets.example.test' } } });
    embedFirstPaint({ '/api/v1/get-ticket-link': null });
    expect(await getTicketLink()).toBeNull();
    expect(calls).toEqual([]);
    expect(await getTicketLink()).toBe('https://tickets.example.test');
  });

  it("opens Jordan Avery's landing from the embedded answers: only the way in is asked for", async () => {
    const calls = installFakeApi(ROUTES);
    embedFirstPaint(JAVERY_ANSWERS);
    renderApp('/javery');
    expect(await screen.findByRole('heading', JAVERY_HEADING)).toBeTruthy();
    const asked = calls.map((call) => call.path);
    expect(asked).toContain('validate-landing-page');
    for (const path of ['get-default-info', 'get-external-site-dynamic-information', 'get-agent-landing-page-info', 'get-agent-info-enroll', 'get-site-links']) {
      expect(asked).not.toContain(path);
    }
  });

  it('asks for what the page does not carry (here all but get-default-info)', async () => {
    const calls = installFakeApi({ ...ROUTES, 'get-group-landing-page-info': { data: ACME_LANDING } });
    embedFirstPaint({ '/api/v1/get-default-info': DEFAULT_INFO.data });
    renderApp('/acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits for Acme Manufacturing employees' })).toBeTruthy();
    const asked = calls.map((call) => call.path);
    expect(asked).not.toContain('get-default-info');
    expect(asked).toEqual(expect.arrayContaining(['validate-landing-page', 'get-external-site-dynamic-information', 'get-group-landing-page-info']));
  });

  it('falls back to the calls when the block is unreadable', async () => {
    const calls = installFakeApi(ROUTES);
    embedFirstPaint('{not json');
    renderApp('/javery');
    expect(await screen.findByRole('heading', JAVERY_HEADING)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(['get-default-info', 'validate-landing-page', 'get-agent-landing-page-info']));
  });
});
