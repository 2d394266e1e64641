/**
 * A scheduled publish takes effect at its time (issue 15 item 6), on a clock the test controls:
 * the e2e server's test clock of form versions (PUT /dev/test-clock, only with TEST_CLOCK=1,
 * docs/security.md). An author drafts a new label for Personal Information's Middle Name at group
 * Summit Schools (2512: no other spec enrolls in it, and no other spec changes this form there);
 * the second publisher schedules it for an hour from now in the studio; the audit log lists the
 * schedule; a new enrollment of the group still sees the old label; the clock passes the time and
 * a new enrollment sees the new one. The clock is never set back: other specs publish beside this
 * one (two workers), and a clock running backwards would turn their versions, published at the
 * clock's now, into scheduled ones (time only moves forward, here as in production).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/csp';
import { DEMO0003 } from '../schemas/demo/enrollments';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_PUBLISHER_2 } from '../schemas/demo/staffAccounts';
import { STUDIO_MESSAGES as T } from '../schemas/studioMessages';
import { expectNoSeriousA11yViolations, makeEnrollment, resumeWithCode } from './support';

const GROUP = 2512;
const FORM_PATH = `/api/v1/admin/forms/primary_info/group/${GROUP}`;
const OLD_LABEL = 'Middle Name';
const NEW_LABEL = 'Middle name or initial';
const REASON = 'Summit HR: the new wording starts with the next open enrollment';
const HOUR = 3_600_000;

// The studio's date and time input reads the browser's local time: UTC here, as the spec writes it.
test.use({ timezoneId: 'UTC' });

/** The author's draft of the new label, through the admin API (its own cookie jar). */
async function draftNewLabel(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/v1/admin/session', { data: { email: DEMO_STAFF_AUTHOR.email, password: DEMO_STAFF_PASSWORD } })).status()).toBe(200);
  const draft = await (await request.post(`${FORM_PATH}/draft`, { data: {} })).json();
  const saved = await request.put(`${FORM_PATH}/draft`, { data: { content: { fields: { middle_name: { label: NEW_LABEL } }, translations: { es: { fields: { middle_name: { label: 'Segundo nombre o inicial' } } } } }, revision: draft.data.revision } });
  expect(saved.status()).toBe(200);
}

/** A new enrollment of the group (a copy of DEMO0003, saved at Personal Information), resumed in a context of its own. */
async function newEnrollmentOnPersonalInfo(page: Page): Promise<void> {
  await page.context().clearCookies();
  const mine = await makeEnrollment(page.request, DEMO0003, { groupId: GROUP });
  await resumeWithCode(page, mine.code, mine.email, 'primary_info');
}

/** Moves the server's clock of form versions forward to `at`. */
async function setClock(request: APIRequestContext, at: Date): Promise<void> {
  const response = await request.put('/dev/test-clock', { data: { at: at.toISOString() } });
  expect(response.status()).toBe(200);
}

/** The next whole minute at least an hour from now (the input takes minutes). */
function anHourFromNow(): Date {
  const at = new Date(Date.now() + HOUR);
  at.setUTCSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

test('a version scheduled in the studio takes effect for new enrollments at its time, and the audit log lists the schedule', async ({ page, playwright, baseURL }) => {
  const author = await playwright.request.newContext({ baseURL });
  try {
    await draftNewLabel(author);

    // The second publisher schedules the draft for an hour from now, with a reason.
    const at = anHourFromNow();
    await page.goto('/studio');
    await page.getByLabel(T.email).fill(DEMO_STAFF_PUBLISHER_2.email);
    await page.getByLabel(T.password).fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: T.signIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.formsTitle })).toBeVisible();
    await page.goto(`/studio/forms/primary_info/group/${GROUP}`);
    await page.getByRole('button', { name: T.publish }).click();
    await expect(page.getByTestId('studio-dry-run')).toContainText(T.dryRunResult);
    await page.getByLabel(T.reason).fill(REASON);
    await page.getByLabel(T.atTime).check();
    await page.getByLabel(T.effectiveAt, { exact: true }).fill(at.toISOString().slice(0, 16));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: T.confirmPublish }).click();
    await expect(page.getByTestId('studio-notice')).toHaveText(new RegExp(`^${T.scheduledAs} \\d+\\.$`));

    // The audit log lists the schedule, filtered by form, scope and scope id.
    await page.getByRole('link', { name: T.auditTitle }).click();
    await page.getByLabel(T.form, { exact: true }).selectOption('primary_info');
    await page.getByLabel(T.scope, { exact: true }).selectOption('group');
    await page.getByLabel(T.scopeId, { exact: true }).fill(String(GROUP));
    await page.getByRole('button', { name: T.filter }).click();
    const schedule = page.getByTestId('studio-audit').getByRole('listitem').filter({ hasText: REASON });
    await expect(schedule).toContainText('schedule');
    await expect(schedule).toContainText(DEMO_STAFF_PUBLISHER_2.email);

    // Before its time, a new enrollment of the group sees the form as it is.
    await newEnrollmentOnPersonalInfo(page);
    await expect(page.getByLabel(OLD_LABEL, { exact: true })).toBeVisible();
    await expect(page.getByLabel(NEW_LABEL, { exact: true })).toHaveCount(0);

    // The clock passes the version's time: a new enrollment sees the new label.
    await setClock(page.request, new Date(at.getTime() + 60_000));
    await newEnrollmentOnPersonalInfo(page);
    await expect(page.getByLabel(NEW_LABEL, { exact: true })).toBeVisible();
    await expect(page.getByLabel(OLD_LABEL, { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await author.dispose();
  }
});
