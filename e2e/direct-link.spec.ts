/**
 * Journey 4 (issue 2): the direct link /direct-continue/{base64 id}/{base64 tab}?t={token} opens
 * DEMO0004 at Contact Information with its saved values; a malformed link, or one without the
 * token mailed with the live code (issue 5), shows an error page.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0004 } from '../schemas/demo/enrollments';
import { backButton, demoLinkPath, directLinkPath, expectNoSeriousA11yViolations, expectOnTabAccessible, expectResumedAt, field } from './support';

/** The demo link of DEMO0004 at `tab`, as docs/demo-world.md lists it. */
const demoLink = (tab: string) => demoLinkPath(DEMO0004, tab);

/** Collects uncaught errors of the page: an error page must not be a crash. */
function collectCrashes(page: Page): Error[] {
  const crashes: Error[] = [];
  page.on('pageerror', (error) => crashes.push(error));
  return crashes;
}

test('the direct link opens DEMO0004 at Contact Information with its saved values', async ({ page }) => {
  await page.goto(demoLink('contact_info'));
  await expectResumedAt(page, 'contact_info');
  await expectOnTabAccessible(page, 'contact_info');
  await expect(field(page, "Client's Email")).toHaveValue(DEMO0004.email);
  await expect(field(page, 'Contact Number')).toHaveValue(DEMO0004.contact_info!.phone_number as string);

  // Morgan Lee's own Personal Information is one step back.
  await backButton(page).click();
  await expectOnTabAccessible(page, 'primary_info');
  await expect(field(page, 'First Name')).toHaveValue('Morgan');
  await expect(field(page, 'Last Name')).toHaveValue('Lee');
});

const MALFORMED = [
  { name: 'an id that is not base64', path: '/direct-continue/%25%25not-base64%25%25/Y29udGFjdF9pbmZv', message: MESSAGES.enrollmentIdInvalid },
  { name: 'an unknown tab', path: demoLink('no_such_tab'), message: MESSAGES.linkTabInvalid },
  // The server refuses it and counts a failed try for this caller (5 in 15 minutes throttle it):
  // keep the journeys' wrong tries few.
  { name: 'no token', path: directLinkPath(DEMO0004.id, 'contact_info'), message: MESSAGES.continueFailed },
];

for (const link of MALFORMED) {
  test(`a direct link with ${link.name} shows an error page, not a crash`, async ({ page }) => {
    const crashes = collectCrashes(page);
    await page.goto(link.path);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this enrollment' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(link.message);
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue a saved enrollment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(crashes).toEqual([]);
  });
}
