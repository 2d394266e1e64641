/**
 * The studio's preview of Health Questions and of Agreement & Signature (issue 15): a viewer opens
 * each for group Acme Manufacturing (2001; nothing is written, so any other journey may use it),
 * sees the wizard's own tab, presses its Next (the spec's messages), previews it as a demo
 * enrollment of the group (its saved answers; its group verification) and at 360 px, and axe
 * finds nothing serious. (A draft's edits in the preview: e2e/studio-agreement.spec.ts.)
 * Then Compare versions of Health Questions: a publisher rewords a question for group Summit
 * Schools (2512: no other spec answers its health questions) through the admin API, a viewer
 * compares the version before with the new one as the wizard renders them, side by side, every
 * control disabled, the reworded question marked on both sides, no id twice, axe at desktop and
 * 360 px; the scope is rolled back to the form as it stood.
 */
import { expect, test } from './support/csp';
import type { VersionSummary } from '../schemas/api/adminTypes';
import { AGREEMENT_FIELD_TITLES, VERIFICATION_TITLES } from '../schemas/agreement';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER } from '../schemas/demo/staffAccounts';
import { MESSAGES } from '../schemas/messages';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './support';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { signInToStudio, staffApi } from './support/studio';

/** Jamie Fischer's enrollment in Acme Manufacturing: health saved (No to every question), no agreement signed. */
const JAMIE = 'DEMO0007 · Jamie Fischer';

test("a viewer previews Acme Manufacturing's health questions and agreement as the wizard shows them, as a demo enrollment, and presses their Next", async ({ page }) => {
  await signInToStudio(page, DEMO_STAFF_VIEWER.email);
  await page.goto('/studio/forms/primary_health_info/group/2001');
  const preview = page.getByTestId('studio-preview');
  const next = preview.getByRole('button', { name: T.previewNext });

  // Each question a Yes / No of its own; Next with nothing answered says the spec's message at it.
  const question = preview.getByRole('group', { name: DEMO_HEALTH_QUESTIONS[0].question_text });
  await expect(question).toBeVisible();
  await next.click();
  await expect(question.getByText(MESSAGES.required)).toBeVisible();
  // As Jamie: her saved answers (No), which pass.
  await page.getByLabel(T.previewAs).selectOption({ label: JAMIE });
  await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
  await next.click();
  await expect(preview.getByText(T.previewValid)).toBeVisible();
  await page.getByRole('button', { name: T.previewNarrow }).click();
  await expectNoSeriousA11yViolations(page);

  // The agreement as Jamie: the group's agreements, its group verification; Next asks for every agreement.
  await page.goto('/studio/forms/agreement_info/group/2001');
  await page.getByLabel(T.previewAs).selectOption({ label: JAMIE });
  await expect(preview.getByRole('heading', { name: VERIFICATION_TITLES.group })).toBeVisible();
  await expect(preview.getByLabel(AGREEMENT_FIELD_TITLES.group_name)).toHaveValue('Acme Manufacturing');
  await next.click();
  await expect(preview.getByText(MESSAGES.agreementRequired)).toHaveCount(DEMO_AGREEMENT_TEXTS[12].length);
  await expect(preview.getByRole('checkbox', { name: DEMO_AGREEMENT_TEXTS[12][0].text_required })).toBeFocused();
  await page.getByRole('button', { name: T.previewNarrow }).click();
  await expectNoSeriousA11yViolations(page);
});

test('a viewer compares two versions of Health Questions as the wizard renders them, side by side, the reworded question marked', async ({ page, playwright, baseURL }) => {
  const form = '/api/v1/admin/forms/primary_health_info/group/2512';
  const [question] = DEMO_HEALTH_QUESTIONS;
  const reworded = 'Has a doctor treated you for a heart condition in the last 5 years?';
  const mark = (text: string) => `${text} (${T.changedMark})`;
  const author = await playwright.request.newContext({ baseURL });
  const publisher = await playwright.request.newContext({ baseURL });
  // The version to return to: the active one before this test's, or version 1 (the form as it stood before a scope's first publish).
  let restore = 1;
  let published = false;
  try {
    await staffApi(author, DEMO_STAFF_AUTHOR.email);
    await staffApi(publisher, DEMO_STAFF_PUBLISHER_2.email);
    const before = ((await (await author.get(`${form}/versions`)).json()) as { data: { versions: VersionSummary[] } }).data.versions;
    restore = before.find((version) => version.active)?.version ?? 1;
    const draft = await (await author.post(`${form}/draft`, { data: {} })).json();
    const field = `question_${question.question_id}`;
    const content = {
      fields: { [field]: { widget: 'text', label: reworded } },
      translations: { es: { fields: { [field]: { label: '¿Un médico le ha tratado por una afección cardíaca en los últimos 5 años?' } } } },
    };
    expect((await author.put(`${form}/draft`, { data: { content, revision: draft.data.revision } })).status()).toBe(200);
    expect((await publisher.post(`${form}/draft/publish`, { data: { reason: 'Plainer words for the heart question' } })).status()).toBe(200);
    published = true;

    await signInToStudio(page, DEMO_STAFF_VIEWER.email);
    await page.goto('/studio/forms/primary_health_info/group/2512/versions');
    await page.getByRole('button', { name: T.compare, exact: true }).click();
    await expect(page.getByRole('list', { name: T.changedFields })).toContainText(reworded);
    const from = page.getByTestId('studio-compare-from');
    const to = page.getByTestId('studio-compare-to');
    // Each side the wizard's health form: each question a Yes / No group; the reworded one marked on both sides.
    await expect(to.getByRole('group', { name: mark(reworded) })).toBeVisible();
    await expect(from.getByRole('group', { name: mark(question.question_text) })).toBeVisible();
    await expect(to.getByRole('group', { name: question.question_text })).toHaveCount(0);
    await expect(from.getByRole('group', { name: DEMO_HEALTH_QUESTIONS[1].question_text, exact: true })).toBeVisible();
    // Read only: every control of both sides disabled; a viewer is offered no roll back.
    for (const side of [from, to]) {
      await expect(side.getByRole('radio').first()).toBeVisible();
      expect(await side.locator('input, select, textarea').evaluateAll((controls) => controls.filter((c) => !c.matches(':disabled')).length)).toBe(0);
    }
    await expect(page.getByRole('button', { name: new RegExp(`^${T.rollBack}`) })).toHaveCount(0);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    // At 360 px: axe again, and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(to.getByRole('group', { name: mark(reworded) })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  } finally {
    // Roll back to the health questions as they stood, for everyone else.
    if (published) expect((await publisher.post(`${form}/versions/${restore}/rollback`, { data: { reason: 'Restore the questions for the other journeys' } })).status()).toBe(200);
    await author.dispose();
    await publisher.dispose();
  }
});
