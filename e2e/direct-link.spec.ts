/**
 * Journey 4 (issue 2): the direct link /direct-continue/{base64 id}/{base64 tab}?t={token} opens
 * a fresh copy of DEMO0004 (test factory) at Contact Information with its saved values; a malformed
 * link, one naming a well-formed tab id the enrollment does not have (a tab staff could add
 * elsewhere), or one without the token mailed with the live code (issue 5), shows an error page.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0004 } from '../schemas/demo/enrollments';
import { backButton, directLinkPath, expectNoSeriousA11yViolations, expectOnTabAccessible, expectResumedAt, field } from './support';
import { makeEnrollment, ownLinkPath, type OwnEnrollment } from './support/factory';

/** Collects uncaught errors of the page: an error page must not be a crash. */
function collectCrashes(page: Page): Error[] {
  const crashes: Error[] = [];
  page.on('pageerror', (error) => crashes.push(error));
  return crashes;
}

test('the direct link opens DEMO0004 at Contact Information with its saved values', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0004);
  await page.goto(ownLinkPath(mine, 'contact_info'));
  await expectResumedAt(page, 'contact_info');
  await expectOnTabAccessible(page, 'contact_info');
  await expect(field(page, "Client's Email")).toHaveValue(mine.email);
  await expect(field(page, 'Contact Number')).toHaveValue(DEMO0004.contact_info!.phone_number as string);

  // Morgan Lee's own Personal Information is one step back.
  await backButton(page).click();
  await expectOnTabAccessible(page, 'primary_info');
  await expect(field(page, 'First Name')).toHaveValue('Morgan');
  await expect(field(page, 'Last Name')).toHaveValue('Lee');
});

/** Each link is made from the test's own copy of DEMO0004. */
const MALFORMED: { name: string; path: (own: OwnEnrollment) => string; message: string }[] = [
  { name: 'an id that is not base64', path: () => '/direct-continue/%25%25not-base64%25%25/Y29udGFjdF9pbmZv', message: MESSAGES.enrollmentIdInvalid },
  // A word no tab can have (a lower-case word such as 'no_such_tab' could be a tab staff added).
  { name: 'an unknown tab', path: (own) => ownLinkPath(own, 'No Such Tab!'), message: MESSAGES.linkTabInvalid },
  // Well-formed as a tab staff add, but not in this enrollment's tab list: this page, not the wizard's 'Page not found'.
  { name: 'a tab the enrollment does not have', path: (own) => ownLinkPath(own, 'absent_extra_tab'), message: MESSAGES.linkTabInvalid },
  // The server refuses it and counts a failed try for this caller (5 in 15 minutes throttle it):
  // keep the journeys' wrong tries few.
  { name: 'no token', path: (own) => directLinkPath(own.id, 'contact_info'), message: MESSAGES.continueFailed },
];

for (const link of MALFORMED) {
  test(`a direct link with ${link.name} shows an error page, not a crash`, async ({ page }) => {
    const crashes = collectCrashes(page);
    await page.goto(link.path(await makeEnrollment(page.request, DEMO0004)));
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this enrollment' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(link.message);
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue a saved enrollment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(crashes).toEqual([]);
  });
}
