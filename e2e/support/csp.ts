/**
 * Every journey's `test` and `expect` (the specs import them from here, lint-enforced): Playwright's,
 * with an automatic check that no page of the test's browser context met a Content-Security-Policy
 * violation. The policy (server/plugins/security.ts) allows no inline style or script, so a
 * violation is a style or script the browser refused: a screen that looks or works differently
 * from what the team sees in development. Violations reach the check two ways: Chromium's own
 * console error ('Refused to apply inline style because it violates ... Content Security
 * Policy'), from any frame (html2canvas renders in a frame of its own), and the document's
 * securitypolicyviolation event, reported to the console by an init script.
 */
// oxlint-disable-next-line no-restricted-imports -- the one place that extends Playwright's test
import { test as base } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

/** The console text the init script writes for a securitypolicyviolation event. */
const EVENT_PREFIX = 'CSP violation:';

/** What a console message says when it is a violation, or null. */
function violationOf(text: string): string | null {
  return text.startsWith(EVENT_PREFIX) || /Content Security Policy/i.test(text) ? text : null;
}

/** Playwright's test with the automatic fixture `cspGuard` (see the file comment). */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [async ({ context }, use) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      const violation = violationOf(message.text());
      if (violation !== null) violations.push(`${message.location().url}: ${violation}`);
    });
    await context.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
      });
    }, EVENT_PREFIX);
    await use();
    base.expect(violations, 'Content-Security-Policy violations in this test').toEqual([]);
  }, { auto: true }],
});
