/** Signing in to the form studio (issue 15) as a demo staff member. */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF_PASSWORD } from '../../schemas/demo/staffAccounts';
import { STUDIO_MESSAGES as T } from '../../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, type Page } from './csp';

/** Opens /studio, checks its sign-in screen with axe, signs in as `email` and waits for the forms list. */
export async function signInToStudio(page: Page, email: string): Promise<void> {
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(T.email).fill(email);
  await page.getByLabel(T.password).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: T.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.formsTitle })).toBeVisible();
}

/** Signs the author out, signs in as `publisher`, opens the editor at `editor` and publishes its draft now with `reason`. */
export async function publishAs(page: Page, publisher: string, editor: string, reason: string): Promise<void> {
  await page.getByRole('button', { name: T.signOut }).click();
  await signInToStudio(page, publisher);
  await page.goto(editor);
  await page.getByRole('button', { name: T.publish }).click();
  await page.getByLabel(T.reason).fill(reason);
  await page.getByRole('button', { name: T.confirmPublish }).click();
  await expect(page.getByTestId('studio-notice')).toContainText(T.published);
}

/** Signs `request` (a cookie jar of its own) in to the admin API as a demo staff member. */
export async function staffApi(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post('/api/v1/admin/session', { data: { email, password: DEMO_STAFF_PASSWORD } })).status()).toBe(200);
}

/**
 * Types a Spanish for every text the draft sets that has none yet, in the studio's translation
 * view (issue 18: a version is published only with both languages): `spanish` by English text,
 * else the English marked '(es)'. Leaves the draft unsaved, as any edit.
 */
export async function translateDraft(page: Page, spanish: Readonly<Record<string, string>> = {}): Promise<void> {
  const view = page.getByRole('region', { name: new RegExp(T.translationsTitle) });
  const show = view.getByRole('button', { name: T.translationsShow });
  if (await show.isVisible()) await show.click();
  const rows = view.getByRole('list', { name: T.translationsTitle }).getByRole('listitem');
  for (const row of await rows.all()) {
    const input = row.locator('input, textarea');
    if ((await input.inputValue()) !== '') continue;
    const english = (await row.locator('[lang="en"]').textContent()) ?? '';
    await input.fill(spanish[english] ?? `${english} (es)`);
  }
  await expect(view.getByText(T.translationsComplete)).toBeVisible();
}
