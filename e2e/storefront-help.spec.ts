import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { expectNoSeriousA11yViolations, readOutbox } from './support';
import { expectNoHorizontalScroll, PHONE } from './support/layout';
import { stored } from './support/session';

/**
 * The help widget and the location prompt (issue 7 point 7; storefront.md sections 2, 4, 5 and 9)
 * in Chromium against the real server: the scripted conversation on Jordan Avery's site with Back
 * and an edit, the slide step refusing 'Please fill the both fields.', a refused answer's message,
 * the lead mailed to Jordan; the location banner allowed (and never shown again) or refused; axe
 * and 360 px, with neither the banner nor the help button over the footer's controls.
 */

const JORDAN_SITE = "Welcome to Jordan Avery's benefit store";
const SPRINGFIELD = { latitude: 39.78172, longitude: -89.65015 };

/** At 360 px, scrolled to the end: each footer control is the element under its own centre (nothing covers it). */
async function expectFooterUncovered(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => [...document.querySelectorAll('footer a, footer button')].flatMap((control) => {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) return [];
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && (control === top || control.contains(top)) ? [] : [`${control.textContent?.trim()} under ${top?.className ?? 'nothing'}`];
  }));
  expect(covered).toEqual([]);
}

test.describe('the help widget', () => {
  test.beforeEach(async ({ context }) => {
    // The location banner has its own tests: answered here, so it stays away.
    await context.addInitScript(() => window.localStorage.setItem('locationAnswer', '"dismissed"'));
  });

  test("Jordan Avery's site: the options, the conversation with Back, an edit and the slide step, the lead mailed to Jordan", async ({ page, request }) => {
    await page.goto('/javery');
    await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Help' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await expect(panel.getByText(MESSAGES.helpGreeting)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Help' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await test.step('Contact Rep, then Back to the options and in again', async () => {
      await panel.getByRole('button', { name: 'Contact Rep' }).click();
      const chat = page.getByRole('dialog', { name: 'Contact Rep' });
      await expect(chat.getByRole('list', { name: 'Conversation' }).getByText('Hi! I can pass your question to Jordan. What is your name?')).toBeVisible();
      await chat.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('dialog', { name: 'Help' }).getByText(MESSAGES.helpGreeting)).toBeVisible();
      await page.getByRole('button', { name: 'Contact Rep' }).click();
    });

    const chat = page.getByRole('dialog', { name: 'Contact Rep' });
    /** The messages panel (the live region repeats the newest question for screen readers). */
    const said = (text: string) => chat.getByRole('list', { name: 'Conversation' }).getByText(text, { exact: true });
    await test.step('the name, sent with Enter', async () => {
      await expect(chat.getByLabel('Your name')).toBeFocused();
      await chat.getByLabel('Your name').fill('Sam Rivera');
      await chat.getByLabel('Your name').press('Enter');
      await expect(said('How can Jordan reach you?')).toBeVisible();
    });

    await test.step("the slide step: one field is refused with 'Please fill the both fields.', a short phone with the server's message", async () => {
      await chat.getByLabel('E-mail').fill('sam@example.com');
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(chat.getByText('Please fill the both fields.', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await chat.getByLabel('Phone (10 digits)').fill('555');
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(chat.getByText(MESSAGES.phone, { exact: true })).toBeVisible();
      // Shown 5 seconds, then cleared (storefront.md section 9).
      await expect(chat.getByText(MESSAGES.phone, { exact: true })).toBeHidden({ timeout: 8_000 });
      await chat.getByLabel('Phone (10 digits)').fill('5552010002');
      await chat.getByLabel('Phone (10 digits)').press('Enter');
      await expect(said('What is your zip code?')).toBeVisible();
    });

    await test.step('an earlier answer edited', async () => {
      await chat.getByRole('button', { name: 'Edit your answer to: Hi! I can pass your question to Jordan. What is your name?' }).click();
      await expect(chat.getByLabel('Your name')).toHaveValue('Sam Rivera');
      await chat.getByLabel('Your name').fill('Samantha Rivera');
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(said('Samantha Rivera')).toBeVisible();
      await expect(said('What is your zip code?')).toBeVisible();
    });

    await test.step('the rest of the script, and the lead in Jordan’s mail', async () => {
      await chat.getByLabel('Zip code').fill('62701');
      await chat.getByLabel('Zip code').press('Enter');
      await chat.getByLabel('Cover you need').fill('Dental for my family');
      await chat.getByLabel('Cover you need').press('Enter');
      await expect(said('Thank you! Jordan will contact you soon.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const mails = await readOutbox(request);
      const lead = mails.find((mail) => mail.to.includes('jordan.avery@example.com') && mail.text.includes('Samantha Rivera'));
      expect(lead?.text).toContain('sam@example.com, 5552010002');
    });

    await test.step('Escape closes the panel and gives focus back to the button; 360 px', async () => {
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();
      await expect(toggle).toBeFocused();
      await expectFooterUncovered(page);
      await toggle.click();
      await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});

test.describe('the location banner', () => {
  test('Allow: the rounded position is stored, and the banner never shows again', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SPRINGFIELD);
    await page.goto('/javery');
    const banner = page.getByRole('region', { name: 'Location Permission' });
    await expect(banner.getByText(MESSAGES.locationPrompt)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectFooterUncovered(page);
    await banner.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => stored(page, 'location')).toEqual({ latitude: 39.78, longitude: -89.65 });
    expect(await stored(page, 'locationAnswer')).toBe('allowed');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("the browser refusing, then Don't Allow and close: each answer is stored and the banner goes", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/javery');
    const banner = page.getByRole('region', { name: 'Location Permission' });
    await banner.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => stored(page, 'locationAnswer')).toBe('denied');
    expect(await stored(page, 'location')).toBeNull();
    for (const [name, answer] of [["Don't Allow", 'denied'], ['Close the location request', 'dismissed']] as const) {
      // A new device: another browser's storage (the device id goes with it).
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await banner.getByRole('button', { name, exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await stored(page, 'locationAnswer')).toBe(answer);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
      await expect(banner).toHaveCount(0);
    }
  });
});
