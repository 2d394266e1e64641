import { chromium, type Browser } from '@playwright/test';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { KEYSTROKE_TARGET } from './fields';
import { against, log, type Row } from './lib/report';
import { chromiumArgs, chromiumPath, root } from './lib/paths';
import { freePort } from './lib/server';
import { round, summarize } from './lib/stats';

const TYPED = 'abcdefghijklmnopqrstuvwxyzabcd'; // 30 characters the text pattern accepts
const WARMUP = 'xyzab';
const ROUNDS = 3; // engine, rjsf, engine, rjsf, ...: neither side always runs on a colder browser
const TARGET_P95_MS = 16;
const MODES = ['engine', 'rjsf'] as const;

/** Types `text` key by key into the focused field, waiting for each key's frame sample. */
export async function typeAndMeasure(page: import('@playwright/test').Page, text: string): Promise<number[]> {
  await page.evaluate(() => { window.benchKeystrokeLatencies = []; });
  for (let i = 0; i < text.length; i += 1) {
    await page.keyboard.press(text[i]);
    await page.waitForFunction((n) => window.benchKeystrokeLatencies.length >= n, i + 1, { polling: 10 });
  }
  return page.evaluate(() => window.benchKeystrokeLatencies.slice());
}

/** Where a page of the bench is typed into: the generated tab's target field, unless a page names another. */
type Locate = (page: import('@playwright/test').Page) => import('@playwright/test').Locator;
const targetField: Locate = (page) => page.getByLabel(KEYSTROKE_TARGET.title).first();

/** One round on the bench page of `mode`: warm-up, then TYPED typed and measured key by key into the field `locate` finds. */
async function measure(browser: Browser, url: string, mode: string, locate: Locate = targetField): Promise<number[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${url}/?mode=${mode}`);
    const input = locate(page);
    await input.click();
    await input.fill('');
    await typeAndMeasure(page, WARMUP); // JIT and first-render caches, not counted
    await input.fill('');
    const samples = await typeAndMeasure(page, TYPED);
    const typed = await input.inputValue();
    if (typed !== TYPED) throw new Error(`${mode}: the field holds ${JSON.stringify(typed)} after typing`);
    return samples;
  } finally {
    await page.close();
  }
}

/** Per-keystroke latency on the generated 300-field tab: our engine beside plain RJSF, in Chromium. */
export async function benchKeystroke(): Promise<Row[]> {
  log('keystroke: building bench/dist with bench/vite.config.ts');
  const configFile = join(root, 'bench', 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  const server = await preview({ configFile, preview: { port: await freePort(), strictPort: true, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const samples: Record<string, number[]> = { engine: [], rjsf: [] };
    for (let roundNo = 0; roundNo < ROUNDS; roundNo += 1) {
      for (const mode of MODES) {
        log(`keystroke: ${mode}, round ${roundNo + 1} of ${ROUNDS}, typing ${TYPED.length} characters into ${KEYSTROKE_TARGET.name}`);
        samples[mode].push(...(await measure(browser, url, mode)));
      }
    }
    // Dependent Information with 9 dependents and the edit popup of the 9th open (issue 6, point 13): its first name.
    const dependentsField: Locate = (page) => page.getByRole('dialog', { name: 'Dependent #9' }).getByLabel(/^First Name/);
    const dependents: number[] = [];
    for (let roundNo = 0; roundNo < ROUNDS; roundNo += 1) {
      log(`keystroke: dependents tab, round ${roundNo + 1} of ${ROUNDS}, typing ${TYPED.length} characters into the edit popup's First Name`);
      dependents.push(...(await measure(browser, url, 'dependents', dependentsField)));
    }
    const tab = summarize(dependents);
    const dependentsLabel = 'dependents tab, 9 dependents, edit popup open';
    return [...MODES.flatMap((mode): Row[] => {
      const { median, p95, n } = summarize(samples[mode]);
      const label = mode === 'engine' ? 'our SchemaForm, 300 fields' : 'plain RJSF defaults, 300 fields';
      return [
        { suite: 'keystroke', case: label, metric: 'p50', value: round(median), unit: 'ms', note: `${n} keys, Chromium ${browser.version()}` },
        { suite: 'keystroke', case: label, metric: 'p95', value: round(p95), unit: 'ms', ...(mode === 'engine' ? against(p95, TARGET_P95_MS) : {}) },
      ];
    }),
    { suite: 'keystroke', case: dependentsLabel, metric: 'p50', value: round(tab.median), unit: 'ms', note: `${tab.n} keys` },
    { suite: 'keystroke', case: dependentsLabel, metric: 'p95', value: round(tab.p95), unit: 'ms', ...against(tab.p95, TARGET_P95_MS) }];
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}
