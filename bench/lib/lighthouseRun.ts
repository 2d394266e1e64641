/**
 * One Lighthouse run of one page: a fresh Chromium profile (Debian's Chromium, launched through
 * Playwright with a remote-debugging port Lighthouse connects to), the visitor's cookies and
 * localStorage written into it first, then Lighthouse 12's Node API with its default config:
 * the mobile preset (Moto G Power screen, slow 4G and a 4x CPU slowdown, simulated throttling).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, resultsDir } from './paths';
import { freePort } from './server';
import type { VisitorState } from './lighthouseVisitors';

/** The figures the bench reports of one run (scores 0-100, times in ms, sizes in KiB). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  LCP: number;
  FCP: number;
  TBT: number;
  CLS: number;
  /** The lab stand-in for interaction latency (INP needs a real interaction): the longest main-thread task after FCP. */
  'max potential FID': number;
  'unused JS': number;
  /** Failed audits of the non-performance categories, by id (what keeps a score below 100). */
  failing: string[];
  finalPath: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Writes the visitor's cookies and localStorage into the profile from a static file of the origin (no app code runs). */
export async function restoreVisitor(context: import('@playwright/test').BrowserContext, url: string, state: VisitorState): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  await context.addCookies(state.cookies.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url, expires };
  }));
  const page = await context.newPage();
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) if (value !== undefined && value !== null) window.localStorage.setItem(key, JSON.stringify(value));
  }, state.storage);
  await page.close();
}

/** Where each run's full report is kept (gitignored with bench/results/): the audits' details explain a figure. */
const REPORTS = join(resultsDir, 'lighthouse');

/** Lighthouse on `url + path` as `state`'s visitor (a stranger without it), in a browser of its own; `label` names its saved report. */
export async function lighthouseOnce(url: string, path: string, state?: VisitorState, label = 'warm-up'): Promise<LighthouseFigures> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath, args: [...chromiumArgs, `--remote-debugging-port=${port}`], viewport: null,
  });
  try {
    if (state) await restoreVisitor(context, url, state);
    const result = await lighthouse(`${url}${path}`, {
      port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], maxWaitForLoad: 60_000,
    });
    if (!result) throw new Error(`lighthouse answered nothing for ${path}`);
    const { lhr } = result;
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${label.replace(/[^\w-]+/g, '_')}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) => lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
    return {
      performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'),
      LCP: audit('largest-contentful-paint'), FCP: audit('first-contentful-paint'), TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'), 'max potential FID': audit('max-potential-fid'),
      'unused JS': (lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
      failing, finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
