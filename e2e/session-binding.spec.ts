/**
 * Journey 5 (issue 2): an enrollment is usable only by the browser session bound to it. Another
 * browser that knows the enrollment id sees the session message and none of its data, and the
 * API refuses it; resuming with the code re-binds, and the first browser loses access.
 * Issue 5: a session cookie the server never issued is refused, and resuming replaces it.
 */
import { expect, test, type APIRequestContext, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0004 } from '../schemas/demo/enrollments';
import { expectNoSeriousA11yViolations, field, resumeWithCode } from './support';
import { makeEnrollment } from './support/factory';

const SESSION_MESSAGES = [MESSAGES.sessionMissing, MESSAGES.sessionForbidden];

/** The personal form fields of enrollment `id` (a copy of DEMO0004) as `request`'s session may (or may not) read them. */
function getPersonalFields(request: APIRequestContext, id: string) {
  return request.get('/api/v1/get-form-fields-personal-info', { params: { enrollment_id: id } });
}

/** Opens Personal Information with `tempId` stored, as a browser that only knows the id would. */
async function openPersonalWithStoredId(page: Page, id: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('tempId', JSON.stringify(stored)), id);
  await page.goto('/enrollment/personal-info');
}

/** The screen says the enrollment is not open here (with `message`) and shows none of its data. */
async function expectRefusedScreen(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Resume your enrollment' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(field(page, 'First Name')).toHaveCount(0);
  await expect(page.getByText(/Morgan|morgan\.lee/)).toHaveCount(0);
}

test('an enrollment id is refused in a browser session it is not bound to', async ({ page, browser }) => {
  const mine = await makeEnrollment(page.request, DEMO0004);
  await test.step('browser A resumes DEMO0004 and may read it', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'contact_info');
    expect((await getPersonalFields(page.request, mine.id)).status()).toBe(200);
  });

  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    await test.step('browser B with only the id sees the session message and no data', async () => {
      await openPersonalWithStoredId(pageB, mine.id);
      await expectRefusedScreen(pageB, new RegExp(SESSION_MESSAGES.join('|')));
      await expectNoSeriousA11yViolations(pageB);
    });

    await test.step("browser B's direct API call is refused", async () => {
      const response = await getPersonalFields(contextB.request, mine.id);
      expect([401, 403]).toContain(response.status());
      const body = (await response.json()) as { status: string; data: { error_message: string }[] };
      expect(body.status).toBe('error');
      expect(SESSION_MESSAGES).toContain(body.data[0]?.error_message);
      expect(JSON.stringify(body)).not.toMatch(/Morgan/);
    });

    await test.step('B resumes with the code, which re-binds: A is refused from then on', async () => {
      await resumeWithCode(pageB, mine.code, mine.email, 'contact_info');
      expect((await getPersonalFields(contextB.request, mine.id)).status()).toBe(200);
      expect((await getPersonalFields(page.request, mine.id)).status()).toBe(403);
      await page.goto('/enrollment/personal-info');
      await expectRefusedScreen(page, MESSAGES.sessionForbidden);
    });
  } finally {
    await contextB.close();
  }
});

test('a session cookie the server never issued is refused, and resuming replaces it with a fresh one', async ({ browser, baseURL }) => {
  const forged = 'F'.repeat(43);
  const context = await browser.newContext();
  try {
    // Made before the forged cookie goes in: the factory is not what this test is about.
    const mine = await makeEnrollment(context.request, DEMO0004);
    await context.addCookies([{ name: 'bs_sid', value: forged, url: baseURL! }]);
    const page = await context.newPage();
    await test.step('the forged session sees the session-expired message and no data', async () => {
      await openPersonalWithStoredId(page, mine.id);
      await expectRefusedScreen(page, MESSAGES.sessionExpired);
      expect((await getPersonalFields(context.request, mine.id)).status()).toBe(401);
    });

    await test.step('resuming issues a new HttpOnly session id instead of adopting the forged one', async () => {
      await resumeWithCode(page, mine.code, mine.email, 'contact_info');
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'bs_sid');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.value).not.toBe(forged);
      expect(cookie?.httpOnly).toBe(true);
      expect((await getPersonalFields(context.request, mine.id)).status()).toBe(200);
    });
  } finally {
    await context.close();
  }
});
