/** The visitor's session values as the app keeps them: JSON in localStorage (src/session/storage.ts). */
import { expect, type Page } from '@playwright/test';

/** A stored session value, null when absent. */
export async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = window.localStorage.getItem(name);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

/**
 * Stores session values before the page's first script runs, once per tab: later loads keep what
 * the page itself stored (a sessionStorage flag marks that the test has handed storage over).
 */
export async function storeVisitor(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('__e2e_visitor_stored')) return;
    window.sessionStorage.setItem('__e2e_visitor_stored', '1');
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

/**
 * One column of the visitor's current enrollment as the server keeps it (get-enrollment-temp-info,
 * asked from the page with the browser's own session cookie): what the wizard and the agreement go
 * on. The stored enrollment id only says which enrollment to ask about.
 */
export async function enrollmentColumn(page: Page, column: string): Promise<unknown> {
  const id = String(await stored(page, 'tempId'));
  const query = new URLSearchParams({ enrollment_id: id, column }).toString();
  const answer = await page.evaluate(async (search) => {
    const response = await fetch(`/api/v1/get-enrollment-temp-info?${search}`, { credentials: 'include' });
    return { status: response.status, body: await response.json() };
  }, query);
  expect(answer.status, `get-enrollment-temp-info ${column}`).toBe(200);
  return answer.body.data.result;
}
