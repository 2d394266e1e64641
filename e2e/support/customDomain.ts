import { test, type Page, type PlaywrightWorkerArgs } from './csp';

/**
 * Runs `visit` on a page of the app opened as `host` (a group's custom domain): a browser of its
 * own whose resolver maps the host to this machine, on the run's port, closed afterwards.
 */
export async function onCustomDomain(
  playwright: PlaywrightWorkerArgs['playwright'], host: string, visit: (page: Page) => Promise<void>,
): Promise<void> {
  const project = test.info().project.use;
  const launch = project.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ ...launch, args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`] });
  try {
    const page = await (await browser.newContext()).newPage();
    const url = new URL(project.baseURL ?? '');
    url.hostname = host;
    await page.goto(url.toString());
    await visit(page);
  } finally {
    await browser.close();
  }
}
