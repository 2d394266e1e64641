/**
 * The form studio (issue 15): an author changes Contact Information for group Summit Schools
 * (2512: no other spec enrolls in it, so its published change reaches no one else's journey, even
 * with two workers; the example names Acme, which other journeys enroll in) in a draft, sees it in the production engine's preview and its Next's messages, saves;
 * previews it as a demo enrollment (Preview as); the second publisher dry-runs and publishes it
 * with a reason; the versions page lists it and compares the versions as lists and as rendered
 * forms; a new enrollment of the group sees the change, one started before the publish does not.
 * The author's steps include Show when (built from selects) and Move up by keyboard. The test then rolls the scope back to the form as it stood, so no other journey meets its change.
 * The audit log filters the steps by form, person and date. A viewer sees the editor and the
 * versions without a button that changes anything, and the server refuses the viewer's calls.
 * axe on every studio screen.
 */
import { expect, test } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0002, DEMO0007 } from '../schemas/demo/enrollments';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER } from '../schemas/demo/staffAccounts';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './support';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { makeEnrollment, ownLinkPath, type OwnEnrollment } from './support/factory';
import { signInToStudio, translateDraft } from './support/studio';

const EDITOR = '/studio/forms/contact_info/group/2512';
const REASON = 'Summit HR asked for a preferred contact time';

test('an author drafts a change to Contact Information for Summit Schools, a second publisher publishes it, the versions list it', async ({ page }) => {
  await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
  await expect(page.getByText(DEMO_STAFF_AUTHOR.name)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('link', { name: 'Group: Summit Schools (Contact Information)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact Information/ })).toBeVisible();

  // New draft, then the Street Address 2 field's Label and Required (it is optional in the spec).
  await page.getByRole('button', { name: T.newDraft }).click();
  await expect(page.getByRole('button', { name: T.saveDraft })).toBeVisible();
  // The saved draft's preview keeps its elements through the first edit: it is not rendered anew as another form
  // (a freeze of seconds on a large form). A mark the app does not set survives only on the same element.
  // Each block is an engine form's element (.bs-form; a div, since the blocks make one form's rendering).
  const previewForms = page.getByTestId('studio-preview').locator('.bs-form');
  await expect(previewForms.first()).toBeVisible();
  const formCount = await previewForms.count();
  await previewForms.first().evaluate((form) => form.setAttribute('data-e2e-before-edit', ''));
  await page.locator('#studio-field-address2').click();
  await expect(page.getByRole('heading', { name: /Properties of Street Address 2/ })).toBeVisible();
  await page.locator('#studio-prop-label').fill('Apartment or suite');
  await expect(page.getByTestId('studio-preview').getByText('Apartment or suite')).toBeVisible();
  await expect(previewForms).toHaveCount(formCount);
  await expect(page.getByTestId('studio-preview').locator('.bs-form[data-e2e-before-edit]')).toHaveCount(1);
  await expect(page.locator('#studio-prop-required')).not.toBeChecked();
  await page.locator('#studio-prop-required').check();

  // Add a select 'Preferred contact time' with two options.
  await page.getByRole('button', { name: T.addField }).click();
  await expect(page.locator('#studio-add-name')).toBeFocused();
  await page.locator('#studio-add-name').fill('contact_time');
  await page.locator('#studio-add-widget').selectOption('select');
  await page.locator('#studio-add-label').fill('Preferred contact time');
  await page.getByRole('button', { name: T.add, exact: true }).click();
  await expect(page.locator('#studio-prop-label')).toHaveValue('Preferred contact time');
  await page.getByRole('button', { name: T.addOption }).click();
  await page.getByLabel(`${T.optionValue} 1`).fill('am');
  await page.getByLabel(`${T.optionLabel} 1`).fill('Morning');
  await page.getByRole('button', { name: T.addOption }).click();
  await page.getByLabel(`${T.optionValue} 2`).fill('pm');
  await page.getByLabel(`${T.optionLabel} 2`).fill('Evening');

  // Leaving with unsaved edits asks first; Stay keeps them.
  await page.getByRole('navigation').getByRole('link', { name: T.formsTitle }).click();
  await expect(page.getByText(T.leaveUnsaved)).toBeVisible();
  await expect(page.getByRole('button', { name: T.stay })).toBeFocused();
  await page.getByRole('button', { name: T.stay }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: T.formsTitle })).toBeFocused();
  await expect(page.getByLabel(`${T.optionLabel} 2`)).toHaveValue('Evening');

  // The preview renders the unsaved draft with the production engine.
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByText('Apartment or suite')).toBeVisible();
  const contactTime = preview.getByLabel('Preferred contact time');
  await expect(contactTime).toBeVisible();
  await expect(contactTime.locator('option', { hasText: 'Morning' })).toHaveCount(1);
  await expect(contactTime.locator('option', { hasText: 'Evening' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Show when, built from a field, an operator and a value: only for City 'Springfield'. The preview follows.
  await page.getByLabel(T.conditionField, { exact: true }).selectOption('city');
  await page.getByLabel(T.conditionOperator, { exact: true }).selectOption('equals');
  await page.getByLabel(T.conditionValue, { exact: true }).fill('Springfield');
  await expect(contactTime).toHaveCount(0);
  await preview.getByLabel(/^City/).fill('Springfield');
  await expect(contactTime).toBeVisible();
  // Move up, by keyboard: the focus stays on the button and the live region says what moved.
  const up = page.getByRole('button', { name: T.moveUp });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(up).toBeFocused();
  await expect(page.getByTestId('studio-announcer')).toHaveText(`Preferred contact time: ${T.moveUp}`);

  // Saved, its Next still asks the server to judge the values as a save of the tab would, and shows the spec's message.
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);
  await preview.getByRole('button', { name: T.previewNext }).click();
  await expect(preview.getByText(MESSAGES.required).first()).toBeVisible();

  // Preview as a demo enrollment of the portal: the draft fills with its saved contact details.
  const previewAs = page.getByLabel(T.previewAs);
  await previewAs.selectOption({ label: `${DEMO0002.code} · Taylor Brooks` });
  await expect(page.getByTestId('studio-preview-as-shown')).toContainText(DEMO0002.code);
  await expect(preview.getByLabel('Street Address 1')).toHaveValue(String(DEMO0002.contact_info?.address1));
  await expect(preview.getByLabel("Client's Email")).toHaveValue(DEMO0002.email);
  await expect(preview.getByLabel('Apartment or suite')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  // No one: the empty form again.
  await previewAs.selectOption('');
  await expect(preview.getByLabel('Street Address 1')).toHaveValue('');

  // Every text the draft sets needs its Spanish before it is published (issue 18): Check names each, and its link opens the translation view at the input.
  const missing = (count: number) => T.translationsMissingCount.replace('{count}', String(count));
  const translations = page.getByRole('region', { name: new RegExp(T.translationsTitle) });
  await expect(translations.getByText(missing(4))).toBeVisible();
  await page.getByRole('button', { name: T.check }).click();
  await page.getByRole('button', { name: `${T.translationsTitle} · address2 · ${T.label}: ${T.translationMissing.replace('{text}', 'Apartment or suite')}` }).click();
  const spanishLabel = page.getByLabel(`${T.translationSpanishOf} address2 · ${T.label}`);
  await expect(spanishLabel).toBeFocused();
  // The staff member types the Spanish beside each English text, by keyboard from one to the next.
  await page.keyboard.type('Apartamento o suite');
  await expect(translations.getByText(missing(3))).toBeVisible();
  await translations.getByRole('button', { name: /contact_time · Label/ }).click();
  await expect(page.getByLabel(`${T.translationSpanishOf} contact_time · ${T.label}`)).toBeFocused();
  await page.keyboard.type('Hora de contacto preferida');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mañana');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tarde');
  await expect(translations.getByText(T.translationsComplete)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectAccessibleAtPhoneWidth(page);
  // The preview in Spanish renders the same draft with its Spanish; the studio itself stays English.
  await page.getByRole('button', { name: T.previewSpanish, exact: true }).click();
  await expect(preview.getByText('Apartamento o suite')).toBeVisible();
  await expect(preview).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: T.saveDraft })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: T.previewEnglish, exact: true }).click();
  await expect(preview.getByText('Apartment or suite')).toBeVisible();
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);

  await page.getByRole('button', { name: T.check }).click();
  await expect(page.getByText(T.checkClean)).toBeVisible();
  // An enrollment of the group started before the publish (it keeps the form it started with).
  const earlier = await makeEnrollment(page.request, DEMO0007, { groupId: 2512 });
  // An author alone cannot publish: the studio says why.
  await expect(page.getByText(T.publishOnlyPublisher)).toBeVisible();
  await page.getByRole('button', { name: T.signOut }).click();

  // The second publisher: dry run, then publish with a reason.
  await signInToStudio(page, DEMO_STAFF_PUBLISHER_2.email);
  await page.goto(EDITOR);
  await page.getByRole('button', { name: T.publish }).click();
  await expect(page.getByTestId('studio-dry-run')).toContainText(T.dryRunResult);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: T.confirmPublish }).click();
  await expect(page.getByText(MESSAGES.publishReasonRequired)).toBeVisible();
  await page.getByLabel(T.reason).fill(REASON);
  await page.getByRole('button', { name: T.confirmPublish }).click();
  await expect(page.getByTestId('studio-notice')).toHaveText(`${T.published} 2.`);
  await expect(page.getByText(T.viewOnly)).toBeVisible();

  // A new enrollment of the group sees the change (the new label; the select for City 'Springfield'); the earlier one does not.
  const contactStep = async (enrollment: OwnEnrollment) => {
    const visitor = await page.context().browser()!.newContext();
    const enrollee = await visitor.newPage();
    await enrollee.goto(ownLinkPath(enrollment, 'contact_info'));
    await expect(enrollee.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
    return { enrollee, visitor };
  };
  const fresh = await contactStep(await makeEnrollment(page.request, DEMO0007, { groupId: 2512 }));
  await expect(fresh.enrollee.getByLabel('Apartment or suite')).toBeVisible();
  await fresh.enrollee.getByLabel(/^City/).fill('Springfield');
  await expect(fresh.enrollee.getByLabel('Preferred contact time')).toBeVisible();
  await expectNoSeriousA11yViolations(fresh.enrollee);
  await fresh.visitor.close();
  const old = await contactStep(earlier);
  await expect(old.enrollee.getByLabel('Street Address 2')).toBeVisible();
  await old.enrollee.getByLabel(/^City/).fill('Springfield');
  await expect(old.enrollee.getByLabel('Apartment or suite')).toHaveCount(0);
  await expect(old.enrollee.getByLabel('Preferred contact time')).toHaveCount(0);
  await old.visitor.close();

  // The versions page lists the new version; rolling back restores the form as it stood for the journeys after this one.
  await page.getByRole('link', { name: T.versions }).click();
  const versions = page.getByTestId('studio-versions');
  await expect(versions.getByRole('row', { name: new RegExp(REASON) })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('button', { name: T.compare, exact: true }).click();
  await expect(page.getByRole('list', { name: T.changedFields })).toContainText('contact_time');
  // The same two versions as rendered forms, side by side, read-only, the changed fields marked.
  const before = page.getByTestId('studio-compare-from');
  const after = page.getByTestId('studio-compare-to');
  await expect(after.getByLabel(`Preferred contact time (${T.changedMark})`)).toBeVisible();
  await expect(after.getByLabel(`Apartment or suite (${T.changedMark})`)).toHaveAttribute('readonly', '');
  await expect(before.getByLabel(`Street Address 2 (${T.changedMark})`)).toBeVisible();
  await expect(before.getByLabel(/Preferred contact time/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectAccessibleAtPhoneWidth(page);

  // Roll back: choose the version, a reason is required, then the new version is listed.
  await page.getByRole('button', { name: `${T.rollBack} 1` }).click();
  const reason = page.getByLabel(`${T.reason} (${T.version} 1)`);
  await expect(reason).toBeFocused();
  await page.getByRole('button', { name: T.confirmRollBack }).click();
  await expect(page.getByText(MESSAGES.publishReasonRequired)).toBeVisible();
  await expect(reason).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await reason.fill('Restore the form for the other journeys');
  await page.getByRole('button', { name: T.confirmRollBack }).click();
  await expect(page.getByTestId('studio-rolled-back')).toHaveText(`${T.rolledBack} 3.`);
  await expect(page.getByTestId('studio-rolled-back')).toBeFocused();
  await expect(versions.getByRole('cell', { name: 'Restore the form for the other journeys', exact: true })).toBeVisible();
  await expect(reason).toHaveCount(0);

  // The audit log shows the steps, filtered by form.
  await page.getByRole('link', { name: T.auditTitle }).click();
  await page.getByLabel(T.form, { exact: true }).selectOption('contact_info');
  await page.getByRole('button', { name: T.filter }).click();
  const audit = page.getByTestId('studio-audit');
  await expect(audit).toContainText('rollback');
  await expect(audit).toContainText('publish');
  await expect(audit).toContainText('draft.save');
  // By person: the author's saves, none of the publisher's steps.
  const entries = audit.getByRole('listitem');
  await page.getByLabel(T.person, { exact: true }).fill(DEMO_STAFF_AUTHOR.email);
  await page.getByRole('button', { name: T.filter }).click();
  await expect(entries.filter({ hasText: 'draft.save' }).first()).toBeVisible();
  await expect(entries.filter({ hasText: DEMO_STAFF_PUBLISHER_2.email })).toHaveCount(0);
  await expect(entries.filter({ hasText: /^(publish|rollback)/ })).toHaveCount(0);
  // By date: today (the browser's day) holds them; a range that ended yesterday holds none.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA');
  await page.getByLabel(T.person, { exact: true }).fill('');
  await page.getByLabel(T.from, { exact: true }).fill(day(0));
  await page.getByRole('button', { name: T.filter }).click();
  await expect(audit).toContainText('rollback');
  await page.getByLabel(T.from, { exact: true }).fill(day(-7));
  await page.getByLabel(T.to, { exact: true }).fill(day(-1));
  await page.getByRole('button', { name: T.filter }).click();
  await expect(page.getByText(T.noAudit)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
});

test('an author adds the tab Additional Information for Summit Schools with one text field, checks it and saves it', async ({ page }) => {
  // Its own id and route each run (a draft only: never published, so no journey of the group meets it).
  const id = `additional_${Date.now().toString(36)}`;
  const slug = id.replaceAll('_', '-');
  await signInToStudio(page, DEMO_STAFF_AUTHOR.email);
  await page.getByRole('button', { name: T.newTab }).click();
  const title = page.getByLabel(T.tabTitle, { exact: true });
  await expect(title).toBeFocused();
  await title.fill('Additional Information');
  // Checked as typed, with the server's patterns and words.
  await page.getByLabel(T.tabId, { exact: true }).fill('Additional');
  await expect(page.getByText(T.tabIdInvalid)).toBeVisible();
  await page.getByLabel(T.tabId, { exact: true }).fill(id);
  await expect(page.getByText(T.tabIdInvalid)).toHaveCount(0);
  await page.getByLabel(T.tabRoute, { exact: true }).fill('contact-information');
  await expect(page.getByText(MESSAGES.formSlugTaken)).toBeVisible();
  await page.getByLabel(T.tabRoute, { exact: true }).fill(slug);
  await page.getByLabel(T.scope, { exact: true }).selectOption({ label: 'Group: Summit Schools' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: T.createTab }).click();

  // The editor of the new tab, its Tab panel holding what the form said, the focus on Add field.
  await expect(page).toHaveURL(new RegExp(`/studio/forms/${id}/group/2512$`));
  await expect(page.getByRole('heading', { level: 1, name: /Additional Information/ })).toBeVisible();
  await expect(page.getByRole('button', { name: T.addField })).toBeFocused();
  const tab = page.getByRole('region', { name: T.tabPanel, exact: true });
  await expect(tab.getByLabel(T.tabTitle, { exact: true })).toHaveValue('Additional Information');
  await expect(tab.getByLabel(T.tabRoute, { exact: true })).toHaveValue(slug);
  await tab.getByLabel(T.tabOrder, { exact: true }).fill('2.5');
  // A new tab needs a title: the message shows at the input as typed; Undo brings the title back.
  await tab.getByLabel(T.tabTitle, { exact: true }).fill('');
  await expect(tab.getByText(MESSAGES.formTabTitleMissing)).toBeVisible();
  await page.getByRole('button', { name: T.undo }).click();
  await expect(tab.getByLabel(T.tabTitle, { exact: true })).toHaveValue('Additional Information');
  await expect(tab.getByText(MESSAGES.formTabTitleMissing)).toHaveCount(0);

  // One text field, with the existing Add field.
  await page.getByRole('button', { name: T.addField }).click();
  await page.locator('#studio-add-name').fill('employee_number');
  await page.locator('#studio-add-widget').selectOption('text');
  await page.locator('#studio-add-label').fill('Employee number');
  await page.getByRole('button', { name: T.add, exact: true }).click();
  await expect(page.getByTestId('studio-preview').getByLabel('Employee number')).toBeVisible();
  await translateDraft(page, { 'Additional Information': 'Información adicional', 'Employee number': 'Número de empleado' });
  await page.getByRole('button', { name: T.saveDraft }).click();
  await expect(page.getByTestId('studio-announcer')).toHaveText(T.saved);
  await page.getByRole('button', { name: T.check }).click();
  await expect(page.getByText(T.checkClean)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectAccessibleAtPhoneWidth(page);

  // Saved: read again, the tab keeps its order; the audit log's form filter offers the new tab.
  await page.reload();
  await expect(page.getByRole('region', { name: T.tabPanel, exact: true }).getByLabel(T.tabOrder, { exact: true })).toHaveValue('2.5');
  await page.getByRole('link', { name: T.auditTitle }).click();
  await page.getByLabel(T.form, { exact: true }).selectOption(id);
  await page.getByRole('button', { name: T.filter }).click();
  await expect(page.getByTestId('studio-audit')).toContainText('draft.save');
});

test('a viewer reads a form at a scope and can change nothing (no button, the server refuses); the editor fits 360 px', async ({ page }) => {
  await signInToStudio(page, DEMO_STAFF_VIEWER.email);
  await page.goto('/studio/forms/primary_info/portal/11');
  await expect(page.getByRole('heading', { level: 1, name: /Portal/ })).toBeVisible();
  await expect(page.getByText(T.viewOnly)).toBeVisible();
  await expect(page.getByRole('button', { name: T.newDraft })).toHaveCount(0);
  await page.locator('#studio-field-first_name').click();
  await expect(page.locator('#studio-prop-label')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: T.moveUp })).toHaveCount(0);
  await expect(page.getByRole('button', { name: T.addField })).toHaveCount(0);
  await expectAccessibleAtPhoneWidth(page);
  // Nor on the versions page: no Roll back.
  await page.getByRole('link', { name: T.versions }).click();
  await expect(page.getByTestId('studio-versions')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${T.rollBack}`) })).toHaveCount(0);
  // The server refuses every change the viewer's own session asks for (403), and nothing is written.
  const api = '/api/v1/admin/forms/primary_info/portal/11';
  const calls = [
    ['POST', `${api}/draft`, {}], ['PUT', `${api}/draft`, { content: { fields: {} }, revision: 1 }], ['POST', `${api}/draft/discard`, {}],
    ['POST', `${api}/draft/dry-run`, {}], ['POST', `${api}/draft/publish`, { reason: 'A viewer tries' }], ['POST', `${api}/versions/1/rollback`, { reason: 'A viewer tries' }],
  ] as const;
  const audited = async () => ((await (await page.request.get('/api/v1/admin/audit', { params: { actor: DEMO_STAFF_VIEWER.email } })).json()) as { data: { entries: unknown[] } }).data.entries.length;
  for (const [method, url, data] of calls) {
    const refused = await page.request.fetch(url, { method, data });
    expect({ method, url, status: refused.status() }).toEqual({ method, url, status: 403 });
  }
  expect(await audited()).toBe(0);
});
