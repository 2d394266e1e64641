/**
 * The storefront's forms in the studio (issues 14 and 15): the quote form is listed at Default
 * and each portal, never at a group; an author adds a help text to its Zip Code for the portal
 * Individual Direct (11, the default portal: a rep landing's visitor shops on it), a second
 * publisher publishes it, and a visitor of Jordan Avery's site sees it on Home's quote form. The
 * test then rolls the portal back to the form as it stood, so no other journey meets the change
 * after it (a help text under Zip Code changes nothing another journey reads while it lasts).
 * The dependents pricing dialog is listed too; a help text published (through the admin API) on
 * the same portal shows in plan detail's dialog, whose fields the quote's tier still picks.
 * "Storefront: Messages" has its messages editor: an author overrides 'This plan is not available'
 * for the same portal (a placeholder dropped from another message is refused as typed, and Reset
 * to default undoes it; the preview shows it under Plan detail), a publisher publishes, the portal's visitor sees the override on an unknown
 * plan's page, and the portal is rolled back. The preview's Next says a form's overridden message,
 * unsaved and saved (the Group Enrollment Code form of portal 12; the draft is discarded).
 */
import { expect, test } from './support/csp';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../schemas/demo/staffAccounts';
import { messageKeyWords } from '../schemas/forms/formMessages';
import { STOREFRONT_FORM_TITLES } from '../schemas/forms/storefrontForms';
import { MESSAGES } from '../schemas/messages';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './support';
import { openJordansSite, quoteOnPlan } from './support/storefront';
import { publishAs, signInToStudio, staffApi, translateDraft } from './support/studio';

const EDITOR = '/studio/forms/quote/portal/11';
const HELP = 'The five digits of the address where you live';
const TITLE = STOREFRONT_FORM_TITLES.quote;


test('an author changes the quote form for a portal, a publisher publishes it, the portal\'s visitor sees it, and it is rolled back', async ({ page }) => {
  await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
  const quote = page.getByRole('region', { name: TITLE });
  await expect(quote.getByRole('link', { name: `Default (${TITLE})` })).toBeVisible();
  await expect(quote.getByRole('link', { name: `Portal: Group Benefits (${TITLE})` })).toBeVisible();
  await expect(quote.getByRole('link', { name: /^Group:/ })).toHaveCount(0);
  await quote.getByRole('link', { name: `Portal: Individual Direct (${TITLE})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible();

  await page.getByRole('button', { name: T.newDraft }).click();
  await expect(page.getByRole('button', { name: T.saveDraft })).toBeVisible();
  await page.locator('#studio-field-zip').click();
  await expect(page.getByRole('heading', { name: /Properties of Zip Code/ })).toBeVisible();
  await page.locator('#studio-prop-help').fill(HELP);
  await expect(page.getByTestId('studio-preview').getByText(HELP)).toBeVisible();
  await translateDraft(page, { [HELP]: 'Los cinco dígitos de la dirección donde vive' });
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);
  await expectNoSeriousA11yViolations(page);
  await publishAs(page, DEMO_STAFF_PUBLISHER_2.email, EDITOR, 'Visitors asked which zip code');

  // A visitor of Jordan Avery's site shops on the default portal: Home's quote form shows the help.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/javery');
  await visitor.getByRole('link', { name: 'Shop plans' }).click();
  const form = visitor.getByRole('form', { name: 'Get a quote' });
  await expect(form.getByText(HELP)).toBeVisible();
  await visitor.close();

  // Roll back to the form as it stood.
  await page.goto(EDITOR);
  await page.getByRole('link', { name: T.versions }).click();
  await page.getByRole('button', { name: `${T.rollBack} 1` }).click();
  await page.getByLabel(`${T.reason} (${T.version} 1)`).fill('Restore the form for the other journeys');
  await page.getByRole('button', { name: T.confirmRollBack }).click();
  await expect(page.getByTestId('studio-rolled-back')).toHaveText(`${T.rolledBack} 3.`);
});

test('the dependents pricing dialog is a studio form: a portal\'s help text shows in plan detail\'s dialog for the quote\'s tier', async ({ page, playwright, baseURL }) => {
  const form = '/api/v1/admin/forms/dependentInfo/portal/11';
  const help = 'Count every child under 26 you want covered';
  const author = await playwright.request.newContext({ baseURL });
  const publisher = await playwright.request.newContext({ baseURL });
  try {
    await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
    const title = STOREFRONT_FORM_TITLES.dependentInfo;
    await expect(page.getByRole('region', { name: title }).getByRole('link', { name: `Portal: Individual Direct (${title})` })).toBeVisible();

    await staffApi(author, DEMO_STAFF_AUTHOR.email);
    const draft = await (await author.post(`${form}/draft`, { data: {} })).json();
    expect((await author.put(`${form}/draft`, { data: { content: { fields: { no_of_children: { help } }, translations: { es: { fields: { no_of_children: { help: 'Cuente a cada hijo menor de 26 años que desee cubrir' } } } } }, revision: draft.data.revision } })).status()).toBe(200);
    await staffApi(publisher, DEMO_STAFF_PUBLISHER_2.email);
    expect((await publisher.post(`${form}/draft/publish`, { data: { reason: 'Visitors asked which children count' } })).status()).toBe(200);

    // A visitor of Jordan Avery's site (the default portal 11) prices the hospital plan for Member + Child(ren).
    const visitor = await page.context().browser()!.newPage();
    await quoteOnPlan(visitor, '/plan/1901/harbor-hospital-indemnity', 'Member + Child(ren)');
    await visitor.locator('.detail-pricing-error').getByRole('button', { name: 'Provide dependent information' }).click();
    const dialog = visitor.getByRole('dialog', { name: MESSAGES.dependentInfoTitle });
    await expect(dialog.getByLabel('Number of children')).toBeVisible();
    await expect(dialog.getByText(help)).toBeVisible();
    // The tier still picks the fields: no spouse's date of birth for Member + Child(ren).
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await visitor.close();
  } finally {
    // Roll back to the dialog as it stood, so no other journey meets the help text.
    expect((await publisher.post(`${form}/versions/1/rollback`, { data: { reason: 'Restore the dialog for the other journeys' } })).status()).toBe(200);
    await author.dispose();
    await publisher.dispose();
  }
});

test('an author overrides a storefront message for a portal in the messages editor, a publisher publishes it, the portal\'s visitor sees it', async ({ page }) => {
  const editor = '/studio/forms/storefront_messages/portal/11';
  const unknownPlan = 'We could not find this plan';
  await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
  await page.goto(editor);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(STOREFRONT_FORM_TITLES.storefront_messages) })).toBeVisible();
  await page.getByRole('button', { name: T.newDraft }).click();
  await expect(page.getByRole('button', { name: T.saveDraft })).toBeVisible();

  // A message with placeholders keeps them: dropping one is refused at the input, as typed; Reset to default undoes it.
  const shown = page.getByLabel(messageKeyWords('plansShown'), { exact: true });
  await expect(shown).toHaveValue(MESSAGES.plansShown);
  await shown.fill('Showing {shown} plans');
  await expect(shown).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MESSAGES.formMessagePlaceholders)).toBeVisible();
  const reset = page.getByRole('button', { name: `${T.messageReset}: ${messageKeyWords('plansShown')}` });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveValue(MESSAGES.plansShown);
  await expect(shown).toBeFocused();
  await expect(page.getByText(MESSAGES.formMessagePlaceholders)).toHaveCount(0);

  const unknown = page.getByLabel(messageKeyWords('pricingPlanUnknown'), { exact: true });
  await unknown.fill(unknownPlan);
  // The preview shows the site's messages where a visitor meets them, in the draft's words, its change marked.
  const detail = page.getByTestId('studio-preview').getByRole('region', { name: T.placePlanDetail });
  await expect(detail.getByRole('listitem').filter({ hasText: unknownPlan })).toContainText(T.messagesPreviewChanged);
  await expect(detail.getByText(MESSAGES.pricingPlanUnknown)).toHaveCount(0);
  await translateDraft(page, { [unknownPlan]: 'No encontramos este plan' });
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(unknown).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await publishAs(page, DEMO_STAFF_PUBLISHER_2.email, editor, 'Friendlier words for a missing plan');
  // Compare versions lists the change under Messages.
  await page.getByRole('link', { name: T.versions }).click();
  await page.getByRole('button', { name: T.compare, exact: true }).click();
  const changes = page.getByRole('list', { name: T.changedFields });
  await expect(changes).toContainText(T.messagesChanged);
  await expect(changes).toContainText(unknownPlan);
  try {
    // A visitor of Jordan Avery's site shops on portal 11: a plan that does not exist says the portal's words.
    const visitor = await page.context().browser()!.newPage();
    await openJordansSite(visitor);
    await visitor.goto('/plan/99999999/no-such-plan');
    await expect(visitor.getByRole('alert')).toHaveText(unknownPlan);
    await visitor.close();
  } finally {
    // Roll back to the messages as they stood, so no other journey meets the override.
    await page.getByRole('button', { name: `${T.rollBack} 1` }).click();
    await page.getByLabel(`${T.reason} (${T.version} 1)`).fill('Restore the texts for the other journeys');
    await page.getByRole('button', { name: T.confirmRollBack }).click();
    await expect(page.getByTestId('studio-rolled-back')).toContainText(T.rolledBack);
  }
});

test('the preview\'s Next says a draft\'s overridden message at its field, unsaved and saved', async ({ page }) => {
  const text = 'Please type the code your employer gave you';
  await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
  await page.goto('/studio/forms/group_code/portal/12');
  await page.getByRole('button', { name: T.newDraft }).click();
  await expect(page.getByRole('button', { name: T.saveDraft })).toBeVisible();
  const show = page.getByRole('button', { name: T.messagesShow });
  await show.click();
  await expect(page.getByRole('button', { name: T.messagesHide })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel(messageKeyWords('required'), { exact: true }).fill(text);
  const preview = page.getByTestId('studio-preview');
  // Unsaved: the server judges the values on the edited layer, in its words.
  await preview.getByRole('button', { name: T.previewNext }).click();
  await expect(preview.getByText(text)).toBeVisible();
  await expect(preview.getByText(MESSAGES.required)).toHaveCount(0);
  // Saved: the same, on the layer as saved (the draft's rules and its messages).
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);
  await preview.getByRole('button', { name: T.previewNext }).click();
  await expect(preview.getByText(text)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: T.discardDraft }).click();
  await expect(page.getByTestId('studio-notice')).toContainText(T.discarded);
});
