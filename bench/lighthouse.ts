/**
 * `npm run bench -- lighthouse` (issue 17, point 1): Lighthouse 12 (mobile preset, simulated
 * throttling) on every page a shopper sees, on the built app served by the real server (PGlite,
 * fresh database): each category's score, LCP, TBT, CLS, the lab's interaction figure (max
 * potential FID) and the unused JavaScript, the median of BENCH_LIGHTHOUSE_RUNS runs (default 3).
 * Targets: performance >= 95, the other categories 100, CLS <= 0.02. Each run's full report is
 * kept in bench/results/lighthouse/<page>-<run>.json (open it in the Lighthouse viewer).
 * BENCH_LIGHTHOUSE_LANGUAGE=es audits the same pages in Spanish (issue 18).
 */
import { lighthouseOnce, type LighthouseFigures } from './lib/lighthouseRun';
import { AUDITED_PAGES, type VisitorState } from './lib/lighthouseVisitors';
import { against, log, rowsOrFailure, type Row } from './lib/report';
import { onServer, startServer } from './lib/server';
import { percentile, round } from './lib/stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_MATCH: a regexp on the pages' names or paths; only those are audited. */
const MATCH = process.env.BENCH_LIGHTHOUSE_MATCH ? new RegExp(process.env.BENCH_LIGHTHOUSE_MATCH, 'i') : null;

/** BENCH_LIGHTHOUSE_LANGUAGE: the visitors' language ('es': the `lang` cookie the switch writes); the browser's (English) when unset. */
const LANGUAGE = process.env.BENCH_LIGHTHOUSE_LANGUAGE;

/** A visitor (a stranger without one) with the language's cookie beside theirs. */
const inLanguage = (state: VisitorState | undefined): VisitorState | undefined =>
  LANGUAGE ? { cookies: [...(state?.cookies ?? []), `lang=${LANGUAGE}`], storage: state?.storage ?? {} } : state;

type Figure = Exclude<keyof LighthouseFigures, 'failing' | 'finalPath'>;

/** Each figure, its unit and its target (a lower bound for scores, an upper one for CLS). */
const FIGURES: readonly { figure: Figure; unit: string; min?: number; max?: number; scale?: number }[] = [
  { figure: 'performance', unit: 'score', min: 95 },
  { figure: 'accessibility', unit: 'score', min: 100 },
  { figure: 'best-practices', unit: 'score', min: 100 },
  { figure: 'seo', unit: 'score', min: 100 },
  { figure: 'LCP', unit: 'ms' },
  { figure: 'FCP', unit: 'ms' },
  { figure: 'TBT', unit: 'ms' },
  { figure: 'CLS', unit: '', max: 0.02 },
  { figure: 'max potential FID', unit: 'ms' },
  { figure: 'unused JS', unit: 'KiB', scale: 1 / 1024 },
];

const atLeast = (value: number, min: number): Pick<Row, 'target' | 'met'> => ({ target: `>= ${min}`, met: value >= min ? 'yes' : 'no' });

/** The median of each figure over the runs of one page, as report rows. */
function rowsOf(name: string, path: string, runs: LighthouseFigures[]): Row[] {
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  const landed = [...new Set(runs.map((run) => run.finalPath))].join(', ');
  return FIGURES.map(({ figure, unit, min, max, scale = 1 }, i) => {
    const value = round(percentile(runs.map((run) => run[figure] * scale), 50));
    const target = min !== undefined ? atLeast(value, min) : max !== undefined ? against(value, max) : {};
    const note = i === 0 ? `median of ${runs.length}; ended on ${landed}` : i === 1 && failing.length ? `failing: ${failing.join(', ')}` : '';
    return { suite: 'lighthouse', case: `${name} ${path}`, metric: figure, value, unit, ...target, note };
  });
}

/** One line per page for the log: the figures a reader compares at a glance. */
function summaryLine(name: string, rows: Row[]): string {
  const value = (metric: string) => rows.find((row) => row.metric === metric)?.value ?? '';
  return `${name.padEnd(26)} perf ${value('performance')} a11y ${value('accessibility')} bp ${value('best-practices')} seo ${value('seo')} LCP ${value('LCP')} ms TBT ${value('TBT')} ms CLS ${value('CLS')} maxFID ${value('max potential FID')} ms unusedJS ${value('unused JS')} KiB`;
}

/**
 * A run again after one failure: on a busy machine Chromium can miss Lighthouse's protocol
 * timeout (PROTOCOL_TIMEOUT) once; a page that fails twice is reported as failed.
 */
async function retriedOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    log(`lighthouse: run failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), once more`);
    return run();
  }
}

/** Lighthouse on every audited page (BENCH_LIGHTHOUSE_MATCH narrows them), median of BENCH_LIGHTHOUSE_RUNS runs each. */
export async function benchLighthouse(): Promise<Row[]> {
  const pages = AUDITED_PAGES.filter((page) => !MATCH || MATCH.test(page.name) || MATCH.test(page.path));
  const server = await startServer('lighthouse', { engine: 'pglite' });
  return onServer(server, async () => {
    const rows: Row[] = [];
    const summary: string[] = [];
    try {
      // An uncounted warm-up: the server's first answers include its own warm-up.
      await lighthouseOnce(server.url, '/');
      for (const page of pages) {
        const pageRows = await rowsOrFailure('lighthouse', async () => {
          const state = inLanguage(await page.visitor?.(server.url));
          const runs: LighthouseFigures[] = [];
          for (let i = 0; i < RUNS; i += 1) {
            log(`lighthouse: ${page.path} run ${i + 1} of ${RUNS}`);
            runs.push(await retriedOnce(() => lighthouseOnce(server.url, page.path, state, `${page.name}-${i + 1}`)));
          }
          return rowsOf(page.name, page.path, runs);
        });
        rows.push(...pageRows);
        summary.push(summaryLine(page.name, pageRows));
      }
    } finally {
      await server.stop();
    }
    log(`lighthouse (mobile preset, simulated throttling, median of ${RUNS}):\n${summary.join('\n')}`);
    return rows;
  });
}
