/**
 * Journey 2 (issue 2): a fresh copy of DEMO0002 (test factory) resumes at Employer Information, prefilled from group 2001;
 * a bad zip, a retired status and no holiday policy are each refused with the spec's message;
 * a valid form saves (holiday policy as an object of 0/1) and moves on to the next tab.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0002 } from '../schemas/demo/enrollments';
import {
  countPosts, expectFieldError, expectFieldValues, expectNoSeriousA11yViolations, expectNothingSaved, expectOnTab, expectOnTabAccessible, field,
  fillFields, nextButton, resumeWithCode,
} from './support';
import { makeEnrollment } from './support/factory';

/** DEMO0002 has no employer information saved: a refused Next must leave its copy so. */
const nothingSaved = (enrollmentId: string) => ({ enrollmentId, column: 'employer_info', before: null }) as const;

/** Group 2001 as demo-world.md lists it: what the empty employer form is prefilled with. */
const ACME = { name: 'Acme Manufacturing', address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '5552170100' };

async function expectPrefilledFromGroup(page: Page): Promise<void> {
  await expectFieldValues(page, {
    'Employer Name': ACME.name, 'Address 1': ACME.address1, City: ACME.city, State: ACME.state, Zip: ACME.zip, 'Employer Phone': ACME.phone,
  });
}

/** Everything required on portal 12 besides the prefill, with employment status Active. */
async function fillEmployment(page: Page): Promise<void> {
  await field(page, 'Average Work Week').selectOption({ label: '40 hours or more' });
  await fillFields(page, { 'Employment Start Date': '03/01/2015', Occupation: 'Machinist' });
  await field(page, 'Compensation Type').selectOption({ label: 'Salary' });
  await field(page, 'Employment Status').selectOption({ label: 'Active' });
  await field(page, 'Employer Industry').fill('Manufacturing');
}

test('DEMO0002: employer information is prefilled from the group and refuses a bad zip, a retired status and no holiday policy', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0002);
  const saves = countPosts(page, 'save-employer-info');
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  const tabMessages = page.getByRole('alert').filter({ hasText: MESSAGES.retiredEmployer });

  await test.step('the code opens Employer Information prefilled from group 2001', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'employer_info');
    await expectOnTabAccessible(page, 'employer_info');
    await expectPrefilledFromGroup(page);
  });

  await test.step('a bad zip is refused', async () => {
    await field(page, 'Zip').fill('627');
    await nextButton(page).click();
    await expectFieldError(field(page, 'Zip'), MESSAGES.zip);
    await expectNoSeriousA11yViolations(page);
    await field(page, 'Zip').fill(ACME.zip);
  });

  await test.step('a retired status shows its message and Next does nothing', async () => {
    await fillEmployment(page);
    await holidays.getByRole('checkbox', { name: 'Standard 6 holidays' }).check();
    await field(page, 'Employment Status').selectOption({ label: 'Retired' });
    await expect(tabMessages).toBeVisible();
    await nextButton(page).click();
    // A blocked Next moves focus to the message; nothing is saved and the tab stays.
    await expect(tabMessages).toBeFocused();
    await expectOnTab(page, 'employer_info');
    await expectNothingSaved(page, saves, nothingSaved(mine.id));
    await expectNoSeriousA11yViolations(page);
    await field(page, 'Employment Status').selectOption({ label: 'Active' });
    await expect(tabMessages).toBeHidden();
  });

  await test.step('no holiday policy is refused', async () => {
    await holidays.getByRole('checkbox', { name: 'Standard 6 holidays' }).uncheck();
    await expect(holidays.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await nextButton(page).click();
    await expectFieldError(holidays.getByRole('checkbox', { name: 'Birthday' }), MESSAGES.holidayPolicy);
    await expectOnTab(page, 'employer_info');
    await expectNothingSaved(page, saves, nothingSaved(mine.id));
  });

  await test.step('a valid form saves and moves to Beneficiary Information', async () => {
    await holidays.getByRole('checkbox', { name: 'Standard 6 holidays' }).check();
    await holidays.getByRole('checkbox', { name: 'Birthday' }).check();
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/enrollment\/beneficiary-info$/);
    await expectOnTabAccessible(page, 'beneficiary_info');
    expect(saves()).toBe(1);
  });

  await test.step('the saved employer information holds the prefill and the chosen holidays', async () => {
    const response = await page.request.get('/api/v1/get-enrollment-temp-info', { params: { enrollment_id: mine.id, column: 'employer_info' } });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { result: Record<string, unknown> } };
    expect(data.result).toMatchObject({
      name: ACME.name, address1: ACME.address1, city: ACME.city, state: ACME.state, zip: ACME.zip, phone: ACME.phone,
      employment_status: 'A', compensation_type: 'Salary', average_work_week: '40',
      holiday_policy: { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 },
    });
  });
});
