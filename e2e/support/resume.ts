import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../schemas/messages';
import { SAVED_TAB_DESTINATIONS, WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { field, tabTitle } from './wizard';

/** The continue banner's inputs and button, as a user finds them. */
export function continueForm(page: Page) {
  return {
    code: field(page, 'Enter Code'),
    email: field(page, 'Enter Email Address'),
    submit: page.getByRole('button', { name: 'Continue', exact: true }),
  };
}

/** Opens /continue-enrollment and waits for the banner's heading. */
export async function openContinueBanner(page: Page): Promise<void> {
  await page.goto('/continue-enrollment');
  await expect(page.getByRole('heading', { name: MESSAGES.continueWelcome })).toBeVisible();
}

/** Types a code and an e-mail into the banner and presses Continue (no wait on the outcome). */
export async function submitContinue(page: Page, code: string, email: string): Promise<void> {
  const form = continueForm(page);
  await form.code.fill(code);
  await form.email.fill(email);
  await form.submit.click();
}

/** The path the continue flow routes `tab` to after a resume. */
export function pathOfTab(tab: TabName): string {
  const savedTab = WIZARD_TABS.find((t) => t.tab_name === tab)!.saved_tab;
  return SAVED_TAB_DESTINATIONS[savedTab];
}

/**
 * Resumes an enrollment through the banner (binding this browser context's session to it) and
 * waits until the wizard shows `landsOn`: the URL and the tab's heading.
 */
export async function resumeWithCode(page: Page, code: string, email: string, landsOn: TabName): Promise<void> {
  await openContinueBanner(page);
  await submitContinue(page, code, email);
  await expectResumedAt(page, landsOn);
}

/** The resume reloaded the app at `tab`'s path and the tab's form heading shows. */
export async function expectResumedAt(page: Page, tab: TabName): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathOfTab(tab));
  await expect(page.getByRole('heading', { level: 1, name: tabTitle(tab) })).toBeVisible();
}
