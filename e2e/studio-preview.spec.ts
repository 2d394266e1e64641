/**
 * The studio's preview of Health Questions and of Agreement & Signature (issue 15): a viewer opens
 * each for group Acme Manufacturing (2001; nothing is written, so any other journey may use it),
 * sees the wizard's own tab, presses its Next (the spec's messages), previews it as a demo
 * enrollment of the group (its saved answers; its group verification) and at 360 px, and axe
 * finds nothing serious. (A draft's edits in the preview: e2e/studio-agreement.spec.ts.)
 */
import { expect, test } from './support/csp';
import { AGREEMENT_FIELD_TITLES, VERIFICATION_TITLES } from '../schemas/agreement';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { DEMO_STAFF_VIEWER } from '../schemas/demo/staffAccounts';
import { MESSAGES } from '../schemas/messages';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations } from './support';
import { signInToStudio } from './support/studio';

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
