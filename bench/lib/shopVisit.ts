/**
 * A quoted storefront visitor in a fresh browser context (the storefront benches' plans and cart
 * pages): a quote made through add-filter-for-new-user in the context (so its session cookie is
 * the page's), and the browser-stored values a visitor has after the quote form (src/session:
 * localStorage, JSON values), set before the app's first script runs.
 */
import type { Browser, BrowserContext } from '@playwright/test';

/** The quote: Springfield, IL (62701), Member Only, 40 years old. */
export const QUOTE = { zip: '62701', dob: '01/15/1986', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', open_type: 'user' };

/** What the app keeps in localStorage after the quote form made enrollment `tempId`. */
export function quoteValues(tempId: string, portalId: number | undefined): Record<string, unknown> {
  return {
    tempId, eprocess: 'applicant', open_type: 'user', enroll_type: 'new-member', tier: 'IO', portal_id: portalId ?? 11,
    isRepAuthenticated: true, isFilterDataSubmitted: true,
  };
}

/** A new context holding a quoted visitor; its temporary enrollment id. */
export async function quotedContext(browser: Browser, url: string): Promise<{ context: BrowserContext; tempId: string }> {
  const context = await browser.newContext({ baseURL: url });
  const response = await context.request.post('/api/v1/add-filter-for-new-user', { data: QUOTE });
  const body = (await response.json()) as { data: { temp_enrollment_id?: string; portal_id?: number } };
  const tempId = body.data.temp_enrollment_id;
  if (!response.ok() || !tempId) throw new Error(`add-filter-for-new-user answered ${response.status()}`);
  const values = quoteValues(tempId, body.data.portal_id);
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, JSON.stringify(value));
  }, values);
  return { context, tempId };
}
