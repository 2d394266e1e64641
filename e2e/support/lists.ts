/**
 * The list tabs (Beneficiary and Dependent Information) as a user works them: the popup of an
 * item, typed field by field; an item's row by its title; clearing what an earlier visit left.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { field } from './wizard';

/** A beneficiary as the add popup asks for it (dates MM/DD/YYYY, the relationship's label). */
export interface BeneficiaryInput { first: string; last: string; dob: string; relationship: string; ssn: string; percentage: string }

/** A dependent as the popup asks for it (the relationship is set by the tier rules; portal 12 also asks the weight). */
export interface DependentInput { first: string; last: string; dob: string; gender: 'Male' | 'Female'; ssn: string; feet: string; inches: string; weight?: string }

/** A row of the list by (part of) its title, e.g. 'Beneficiary #1: Ann Rivera'. */
export function listItem(page: Page, title: string): Locator {
  return page.locator('.item-list__item', { hasText: title });
}

/** Types a date as a user does (the input inserts the slashes). */
export async function typeDate(input: Locator, mdy: string): Promise<void> {
  await input.pressSequentially(mdy.replaceAll('/', ''));
}

/** Types a beneficiary into the open popup. */
export async function fillBeneficiary(dialog: Locator, b: BeneficiaryInput): Promise<void> {
  await field(dialog, 'First Name').fill(b.first);
  await field(dialog, 'Last Name').fill(b.last);
  await field(dialog, 'Date of Birth').fill('');
  await typeDate(field(dialog, 'Date of Birth'), b.dob);
  await field(dialog, 'Relationship').selectOption({ label: b.relationship });
  await field(dialog, 'Social Security Number').fill(b.ssn);
  await field(dialog, 'Beneficiary Percentage').fill(b.percentage);
}

/** Adds beneficiary #`number` through the add popup and waits for its row. */
export async function addBeneficiary(page: Page, b: BeneficiaryInput, number: number): Promise<void> {
  await page.getByRole('button', { name: 'Add Beneficiary', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add Beneficiary #${number}` });
  await fillBeneficiary(dialog, b);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(listItem(page, `Beneficiary #${number}: ${b.first} ${b.last}`)).toBeVisible();
}

/** Changes the percentage of the beneficiary titled `title` ('Beneficiary #n: first last') in its edit popup. */
export async function editBeneficiaryPercentage(page: Page, title: string, percentage: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${title.split(':')[0]}`, exact: true });
  await field(dialog, 'Beneficiary Percentage').fill(percentage);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

/** Types a dependent into the open popup. */
export async function fillDependent(dialog: Locator, d: DependentInput): Promise<void> {
  await field(dialog, 'First Name').fill(d.first);
  await field(dialog, 'Last Name').fill(d.last);
  await field(dialog, 'Date of Birth').fill('');
  await typeDate(field(dialog, 'Date of Birth'), d.dob);
  await field(dialog, 'Gender').selectOption({ label: d.gender });
  await field(dialog, 'Social Security Number').fill(d.ssn);
  await field(dialog, 'Height (feet)').fill(d.feet);
  await field(dialog, 'Height (inches)').fill(d.inches);
  if (d.weight !== undefined) await field(dialog, 'Weight (lbs)').fill(d.weight);
}

/**
 * Deletes every row of the list (`kind`: 'Beneficiary' or 'Dependent'), first to last, as a user
 * starting over does; waits until the list is empty. A journey runs after whichever tab spec
 * saved rows for the same demo enrollment in this run.
 */
export async function deleteAllItems(page: Page, kind: 'Beneficiary' | 'Dependent'): Promise<void> {
  const deletes = page.getByRole('button', { name: new RegExp(`^Delete ${kind} #`) });
  for (let left = await deletes.count(); left > 0; left -= 1) {
    await deletes.first().click();
    await expect(deletes).toHaveCount(left - 1);
  }
}
