/**
 * The agreement in the form studio (issues 14 and 15; docs/forms-as-data.md "Agreement"): an
 * author opens Agreement & Signature for group Summit Schools (2512: no other spec enrolls in it),
 * finds the scope's agreements as the form's fields with their words, rewords one in a new draft
 * and sees the production engine's preview follow, checks it, and discards the draft so no other
 * journey meets it. axe on the editor. (Publishing, pins and rollback: tests/integration/agreementForm.test.ts.)
 */
import { expect, test } from './support/csp';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD } from '../schemas/demo/staffAccounts';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './support';

/** Summit Schools' portal (12) agreements, as seeded. */
const [accuracy] = DEMO_AGREEMENT_TEXTS[12];
const REWORDED = 'I confirm that every answer I gave is true.';

test('an author rewords an agreement of Summit Schools in a draft and sees the preview follow', async ({ page }) => {
  await page.goto('/studio');
  await page.getByLabel(T.email).fill(DEMO_STAFF_AUTHOR.email);
  await page.getByLabel(T.password).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: T.signIn }).click();
  await page.getByRole('link', { name: 'Group: Summit Schools (Agreement & Signature)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Agreement & Signature/ })).toBeVisible();

  // The scope's agreements are the form's fields, each under its checkbox label; the preview shows them with their text.
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByRole('checkbox', { name: accuracy.text_required })).toBeVisible();
  await expect(preview.getByText(accuracy.text_body)).toBeVisible();

  await page.getByRole('button', { name: T.newDraft }).click();
  await expect(page.getByRole('button', { name: T.saveDraft })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(accuracy.text_required) }).first().click();
  await page.locator('#studio-prop-label').fill(REWORDED);
  await expect(preview.getByRole('checkbox', { name: REWORDED })).toBeVisible();
  await expect(preview.getByRole('checkbox', { name: accuracy.text_required })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: T.saveDraft }).click();
  await page.getByRole('button', { name: T.check }).click();
  await expect(page.getByText(T.checkClean)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: T.discardDraft }).click();
  await expect(page.getByText(T.discarded).first()).toBeVisible();
  await expect(preview.getByRole('checkbox', { name: accuracy.text_required })).toBeVisible();
});
