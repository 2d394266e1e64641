import { type Page } from '@playwright/test';
import { field, fillFields } from './wizard';

/**
 * Fills what portal 12's Employer Information requires besides group 2001's prefill: employment
 * Active, and the Standard 6 holidays and Birthday as the holiday policy.
 */
export async function fillEmployment(page: Page): Promise<void> {
  await field(page, 'Average Work Week').selectOption({ label: '40 hours or more' });
  await fillFields(page, { 'Employment Start Date': '03/01/2015', Occupation: 'Machinist' });
  await field(page, 'Compensation Type').selectOption({ label: 'Salary' });
  await field(page, 'Employment Status').selectOption({ label: 'Active' });
  await field(page, 'Employer Industry').fill('Manufacturing');
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  for (const name of ['Standard 6 holidays', 'Birthday']) await holidays.getByRole('checkbox', { name }).check();
}
