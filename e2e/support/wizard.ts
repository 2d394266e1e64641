import { expect, type Locator, type Page } from '@playwright/test';
import { WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { expectNoSeriousA11yViolations } from './a11y';

/** The spec's title of a wizard tab (its page heading and step label). */
export function tabTitle(tab: TabName | string): string {
  return WIZARD_TABS.find((t) => t.tab_name === tab)!.title;
}

/** A form input by its exact label (engine fields, banner and modal inputs alike). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** Inputs by their exact label and the text each holds. */
export type FieldValues = Record<string, string>;

/** Types each value into the text input of its label, in order. */
export async function fillFields(scope: Page | Locator, values: FieldValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

/** Each input (text or select) of a label holds its value. */
export async function expectFieldValues(scope: Page | Locator, values: FieldValues): Promise<void> {
  for (const [label, value] of Object.entries(values)) await expect(field(scope, label)).toHaveValue(value);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The input is flagged with `message`: marked invalid and the message is part of what it is
 * described by (the engine may add a help text or a read-only note to the description).
 */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** The input carries no error any more. */
export async function expectNoFieldError(input: Locator): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
}

/**
 * The wizard shows `tab`: its heading, and the step indicator marks it as the current step.
 * The heading is the visible outcome every navigation waits on (never a timeout).
 */
export async function expectOnTab(page: Page, tab: TabName): Promise<void> {
  const title = tabTitle(tab);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Enrollment steps' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(title);
}

/** expectOnTab, then an axe scan of the tab as loaded. */
export async function expectOnTabAccessible(page: Page, tab: TabName): Promise<void> {
  await expectOnTab(page, tab);
  await expectNoSeriousA11yViolations(page);
}

/** The wizard's Next button (submits the tab's form). */
export function nextButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Next', exact: true });
}

/** The wizard's Back button (outside any open dialog). */
export function backButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Back', exact: true });
}
