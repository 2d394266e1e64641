/**
 * The studio's content translations (issue 18): a staff member finds a content text without
 * Spanish, writes its Spanish by keyboard and sees it saved, counted and kept; a bad Spanish is
 * said at its text area. axe at desktop width and at 360 px. The text is the test's own, made by
 * the e2e server's test factory, so no other test's page changes and the demo's Spanish does not matter.
 */
import { expect, test } from './support/csp';
import { DEMO_STAFF_AUTHOR } from '../schemas/demo/staffAccounts';
import { MESSAGES } from '../schemas/messages';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './support';
import { expectNoHorizontalScroll, PHONE } from './support/layout';
import { signInToStudio } from './support/studio';

const counts = (all: number, missing: number) => T.contentCounts.replace('{all}', String(all)).replace('{missing}', String(missing));

test('a staff member finds a text without Spanish, writes its Spanish and sees it saved', async ({ page, request }) => {
  const made = await request.post('/dev/test-factory/content-texts', { data: {} });
  expect(made.status()).toBe(201);
  const { text } = (await made.json()) as { text: string };
  // The factory's text is short: the studio names its Spanish input with the whole of it.
  const spanish = `Texto ${text.split(' ')[2]} ya en español.`;

  await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
  await page.getByRole('navigation', { name: T.product }).getByRole('link', { name: T.contentTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.contentTitle })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Only the texts without Spanish, found by a word of the English.
  await page.getByLabel(T.contentSearch).fill(text);
  await page.getByLabel(T.contentShow).selectOption({ label: T.contentShowMissing });
  await page.getByRole('button', { name: T.contentFind }).click();
  await expect(page.getByText(counts(1, 1))).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect(row.getByText(T.contentMissing)).toBeVisible();
  await expect(row.locator('[lang="en"]')).toHaveText(text);
  const spanishInput = page.getByLabel(T.contentSpanishOf.replace('{text}', text));
  await expect(spanishInput).toHaveAttribute('lang', 'es');

  // Saved empty: the message at the text area, which keeps the focus.
  await spanishInput.focus();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: T.contentSave })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByText(MESSAGES.contentTranslationEmpty)).toBeVisible();
  await expect(spanishInput).toBeFocused();
  await expect(spanishInput).toHaveAttribute('aria-invalid', 'true');

  // Typed and saved by keyboard: said in the row and the live region, no longer counted missing.
  await page.keyboard.type(spanish);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(row.getByText(T.contentSaved)).toBeVisible();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.contentSavedOf.replace('{text}', text));
  await expect(page.getByText(counts(1, 0))).toBeVisible();
  await expect(row.getByText(T.contentMissing)).toHaveCount(0);
  await expect(spanishInput).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // Kept: read again, the text is no longer among those without Spanish, and shows its Spanish among all.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: T.contentTitle })).toBeVisible();
  await page.getByLabel(T.contentSearch).fill(text);
  await page.getByLabel(T.contentShow).selectOption({ label: T.contentShowMissing });
  await page.getByRole('button', { name: T.contentFind }).click();
  await expect(page.getByText(T.contentNone)).toBeVisible();
  await page.getByLabel(T.contentShow).selectOption({ label: T.contentShowAll });
  await page.getByRole('button', { name: T.contentFind }).click();
  await expect(page.getByLabel(T.contentSpanishOf.replace('{text}', text))).toHaveValue(spanish);

  // At 360 px: axe again, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: T.contentTitle })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
