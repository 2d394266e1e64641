/**
 * The agreement in the form studio (issues 14 and 15; docs/forms-as-data.md "Agreement"): an
 * author opens Agreement & Signature for group Summit Schools (2512: no other spec enrolls in it),
 * finds the scope's agreements as the form's fields with their words, rewords one in a new draft
 * and sees the production engine's preview follow, checks it, and discards the draft so no other
 * journey meets it. axe on the editor. Then the tab itself (issue 14): a new draft retitles the
 * tab and adds a required select, a second publisher publishes it, a new enrollment of the group
 * sees both on its agreement step, Next without the field is refused at it (and so is the
 * server's save), Save & Continue Later keeps its value (the step loaded again shows it), with it
 * the agreement is signed; Compare versions shows versions 1 and 2 as the wizard renders them, side
 * by side (axe, no id twice, 360 px); a rollback restores the tab for the others.
 * (Pins, the review, the PDF and the dry run: tests/integration/agreementForm.test.ts, agreementTab.test.ts.)
 */
import { expect, test } from './support/csp';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO0007 } from '../schemas/demo/enrollments';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_PUBLISHER_2 } from '../schemas/demo/staffAccounts';
import { MESSAGES } from '../schemas/messages';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { SAVED_TAB_DESTINATIONS } from '../schemas/tabs';
import { countPosts, expectFieldError, expectNoSeriousA11yViolations, nextButton } from './support';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { makeEnrollment, ownLinkPath } from './support/factory';
import { signInToStudio, translateDraft } from './support/studio';

/** Summit Schools' portal (12) agreements, as seeded. */
const [accuracy] = DEMO_AGREEMENT_TEXTS[12];
const REWORDED = 'I confirm that every answer I gave is true.';
const EDITOR = '/studio/forms/agreement_info/group/2512';
const TAB_TITLE = 'Sign and confirm';
const ADDED = 'Preferred contact time';

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

  await translateDraft(page);
  await page.getByRole('button', { name: T.saveDraft }).click();
  await page.getByRole('button', { name: T.check }).click();
  await expect(page.getByText(T.checkClean)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: T.discardDraft }).click();
  await expect(page.getByText(T.discarded).first()).toBeVisible();
  await expect(preview.getByRole('checkbox', { name: accuracy.text_required })).toBeVisible();

  // The tab itself: a new draft retitles it and adds a required select of its own.
  await page.getByRole('button', { name: T.newDraft }).click();
  await page.locator('#studio-prop-tab-title').fill(TAB_TITLE);
  await page.getByRole('button', { name: T.addField }).click();
  await page.locator('#studio-add-name').fill('contact_time');
  await page.locator('#studio-add-widget').selectOption('select');
  await page.locator('#studio-add-label').fill(ADDED);
  await page.getByRole('button', { name: T.add, exact: true }).click();
  await expect(page.locator('#studio-prop-label')).toHaveValue(ADDED);
  await page.getByRole('button', { name: T.addOption }).click();
  await page.getByLabel(`${T.optionValue} 1`).fill('am');
  await page.getByLabel(`${T.optionLabel} 1`).fill('Morning');
  await page.locator('#studio-prop-required').check();
  await translateDraft(page);
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);
  await page.getByRole('button', { name: T.check }).click();
  await expect(page.getByText(T.checkClean)).toBeVisible();
  await page.getByRole('button', { name: T.signOut }).click();

  await signInToStudio(page, DEMO_STAFF_PUBLISHER_2.email);
  await page.goto(EDITOR);
  await page.getByRole('button', { name: T.publish }).click();
  await page.getByLabel(T.reason).fill('Summit HR calls new members');
  await page.getByRole('button', { name: T.confirmPublish }).click();
  await expect(page.getByTestId('studio-notice')).toContainText(T.published);

  // A new enrollment of Summit Schools sees the tab's new title and the field on its agreement step.
  const mine = await makeEnrollment(page.request, DEMO0007, { groupId: 2512 });
  // A browser context of its own (the enrollee's cookies, and axe needs a page of a context made with newContext).
  const visitor = await page.context().browser()!.newContext();
  const enrollee = await visitor.newPage();
  await enrollee.goto(ownLinkPath(mine, 'aggrement_info'));
  await expect(enrollee.getByRole('heading', { level: 1, name: TAB_TITLE })).toBeVisible();
  const added = enrollee.getByRole('combobox', { name: ADDED });
  await expect(added).toBeVisible();
  for (const text of DEMO_AGREEMENT_TEXTS[12]) await enrollee.getByRole('checkbox', { name: text.text_required }).check();
  const saves = countPosts(enrollee, 'save-agreement-info');
  await nextButton(enrollee).click();
  await expectFieldError(added, MESSAGES.required);
  expect(saves()).toBe(0);
  await expectNoSeriousA11yViolations(enrollee);
  // The server refuses the same save without it, at the field.
  const texts = (await (await enrollee.request.get('/api/v1/get-agreement-texts', { params: { enrollment_id: mine.id } })).json()) as {
    data: { result: { id: number }[]; hash: string };
  };
  const refused = await enrollee.request.post('/api/v1/save-agreement-info', {
    data: { enrollment_id: mine.id, accepted_agreements: texts.data.result.map((text) => text.id), agreement_hash: texts.data.hash },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { data: { target_element: string }[] }).data.map((error) => error.target_element)).toEqual(['contact_time']);
  await added.selectOption('am');
  // Save & Continue Later keeps the added field's value (in the tab's document): the step loaded again shows it.
  await enrollee.getByRole('button', { name: 'Save & Continue Later' }).click();
  const saveLater = enrollee.getByRole('dialog', { name: 'Save & Continue Later' });
  await saveLater.getByLabel(MESSAGES.saveLaterPrompt).fill(mine.email);
  await saveLater.getByRole('button', { name: 'Send Code' }).click();
  await expect(saveLater.getByText(MESSAGES.saveLaterSaved)).toBeVisible();
  await saveLater.getByRole('button', { name: 'Done' }).click();
  await enrollee.reload();
  await expect(added).toHaveValue('am');
  await nextButton(enrollee).click();
  await expect(enrollee).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.payment_info);
  await visitor.close();

  // Compare versions 1 and 2: the agreement as the wizard renders it, side by side, read-only, the added field marked; no id twice.
  await page.goto(EDITOR);
  await page.getByRole('link', { name: T.versions }).click();
  await page.getByRole('button', { name: T.compare, exact: true }).click();
  await expect(page.getByRole('list', { name: T.changedFields })).toContainText('contact_time');
  const before = page.getByTestId('studio-compare-from');
  const after = page.getByTestId('studio-compare-to');
  await expect(after.getByRole('combobox', { name: `${ADDED} (${T.changedMark})` })).toBeDisabled();
  await expect(before.getByRole('checkbox', { name: accuracy.text_required })).toBeDisabled();
  await expect(after.getByRole('checkbox', { name: accuracy.text_required })).toBeVisible();
  await expect(before.getByRole('combobox', { name: new RegExp(ADDED) })).toHaveCount(0);
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  await expectAccessibleAtPhoneWidth(page);

  // Roll back to the tab as it stood, for everyone else.
  await page.getByRole('button', { name: `${T.rollBack} 1` }).click();
  await page.getByLabel(`${T.reason} (${T.version} 1)`).fill('Restore the agreement for the other journeys');
  await page.getByRole('button', { name: T.confirmRollBack }).click();
  await expect(page.getByTestId('studio-rolled-back')).toHaveText(`${T.rolledBack} 3.`);
});
