import { expect, type Page } from '@playwright/test';
import type { TempInfoColumn } from '../../schemas/api/types';

/** One saved column of the enrollment, as the server holds it, read with the page's own session. */
export async function savedColumn(page: Page, enrollmentId: string, column: TempInfoColumn): Promise<unknown> {
  const response = await page.request.get('/api/v1/get-enrollment-temp-info', { params: { enrollment_id: enrollmentId, column } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { result: unknown } }).data.result;
}

/**
 * A refused Next saved nothing: once the page's requests have settled, it sent no save and
 * the server still holds what it held before.
 */
export async function expectNothingSaved(page: Page, saves: () => number, saved: { enrollmentId: string; column: TempInfoColumn; before: unknown }): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(saves()).toBe(0);
  expect(await savedColumn(page, saved.enrollmentId, saved.column)).toEqual(saved.before);
}
