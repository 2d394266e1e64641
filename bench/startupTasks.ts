/**
 * `node --import tsx bench/startupTasks.ts` (issue 17, point 1): what the app's start-up costs the
 * main thread on the statically painted pages (plan detail, the cart, Personal Information), the
 * part of Total Blocking Time the app owns. A first visit at 412 px with the CPU slowed 4x (as
 * Lighthouse's mobile preset), recorded with a Chromium trace (devtools.timeline + V8's sampling
 * profiler); prints, per page and run, the main thread's tasks over 50 ms from the first
 * contentful paint (the static paint's) to settled (their sum, and the sum over 50 ms: TBT's own
 * measure), when the app took the page over (the static paint removed) and what ran inside them: script
 * evaluation and function calls by script, and the profile's self time by function. A build
 * with `--minify false` names the functions; the figures are for the minified build.
 * STARTUP_MATCH narrows the pages (a regexp), STARTUP_RUNS the runs (default 3),
 * STARTUP_TOP how many functions to list (0: none).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { restoreVisitor } from './lib/lighthouseRun';
import { AUDITED_PAGES, type VisitorState } from './lib/lighthouseVisitors';
import { chromiumArgs, chromiumPath, resultsDir } from './lib/paths';
import { onServer, startServer } from './lib/server';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const MATCH = new RegExp(process.env.STARTUP_MATCH ?? 'plan detail|cart|personal', 'i');
const TOP = Number(process.env.STARTUP_TOP ?? 25);
const LONG_MS = 50;

/** The report, on stdout (the bench's own log goes to stderr). */
const say = (text: string) => process.stdout.write(`${text}\n`);

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, any>; id?: string }

/** A first visit with the visitor's cookies and localStorage restored as the lighthouse bench restores them. */
async function visit(browser: Browser, url: string, path: string, state: VisitorState | undefined): Promise<{ events: TraceEvent[]; handOver: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    if (state) await restoreVisitor(context, url, state);
    const page = await context.newPage();
    // When the app takes the page over: the static first paint leaves (src/app/useStaticPaintHandOver.ts).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.readyState !== 'loading' && !document.getElementById('static-first-paint')) {
          (window as Window & { benchHandOver?: number }).benchHandOver = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The sampling profiler costs the page time of its own: on only when functions are listed.
    const profiler = TOP > 0 ? ['disabled-by-default-v8.cpu_profiler'] : [];
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', ...profiler] });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle', timeout: 90_000 });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    const handOver = await page.evaluate(() => (window as Window & { benchHandOver?: number }).benchHandOver ?? Number.NaN);
    return { events: (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents, handOver };
  } finally {
    await context.close();
  }
}

const short = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '(none)');

/** The page's renderer main thread: the CrRendererMain that ran the most script. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = mains[0];
  let bestTime = -1;
  for (const m of mains) {
    const time = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) { best = m; bestTime = time; }
  }
  return { pid: best.pid, tid: best.tid };
}

interface Analysis { fcp: number; longTasks: { start: number; dur: number; what: string }[]; sum: number; over: number; byScript: Map<string, number>; bySelf: Map<string, number>; byTotal: Map<string, number> }

function analyse(events: TraceEvent[]): Analysis {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = own.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? Math.min(...own.filter((e) => e.ph === 'X').map((e) => e.ts));
  // TBT counts from the first contentful paint (the static paint's): the navigation's own tasks before it are not the app's.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? nav;
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp && (e.dur ?? 0) / 1000 > LONG_MS).sort((a, b) => a.ts - b.ts);
  const inside = (e: TraceEvent) => tasks.some((t) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0));
  const byScript = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  // Top-level script work in long tasks: evaluation (and compile) by script, calls by script and function.
  const longTasks = tasks.map((t) => {
    const children = own.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e !== t);
    const top = children.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compileModule', 'V8.RunMicrotasks', 'RunMicrotasks'].includes(e.name));
    const parts = top.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3).map((e) => `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
    return { start: (t.ts - nav) / 1000, dur: (t.dur ?? 0) / 1000, what: parts.join('; ') };
  });
  for (const e of own) {
    if (e.ph !== 'X' || !inside(e)) continue;
    if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') add(byScript, `evaluate ${short(e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url)}`, (e.dur ?? 0) / 1000);
    if (e.name === 'v8.compileModule' || e.name === 'v8.compile') add(byScript, `compile ${short(e.args?.fileName ?? e.args?.data?.url)}`, (e.dur ?? 0) / 1000);
    if (['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC'].includes(e.name)) add(byScript, e.name, (e.dur ?? 0) / 1000);
  }
  // The sampling profile: self time of each function, inside long tasks only.
  const bySelf = new Map<string, number>();
  const byTotal = new Map<string, number>();
  const nodes = new Map<number, { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }>();
  let time = 0;
  const ranges = tasks.map((t) => [t.ts, t.ts + (t.dur ?? 0)] as const);
  for (const e of events) {
    if (e.name === 'Profile' && e.pid === pid) time = e.args?.data?.startTime ?? time;
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const profile = e.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    for (const node of profile?.nodes ?? []) for (const child of node.children ?? []) { const c = nodes.get(child); if (c) c.parent = node.id; }
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id: number, i: number) => {
      time += deltas[i] ?? 0;
      const prev = deltas[i + 1] ?? 0;
      if (!ranges.some(([a, b]) => time >= a && time < b)) return;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      add(bySelf, `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`, prev / 1000);
      const seen = new Set<string>();
      for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const key = `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
        if (!seen.has(key)) { seen.add(key); add(byTotal, key, prev / 1000); }
      }
    });
  }
  const sum = longTasks.reduce((s, t) => s + t.dur, 0);
  const over = longTasks.reduce((s, t) => s + t.dur - LONG_MS, 0);
  return { fcp: (fcp - nav) / 1000, longTasks, sum, over, byScript, bySelf, byTotal };
}

const topOf = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms  ${k}`).join('\n');

const server = await startServer('startup', { engine: 'pglite' });
await onServer(server, async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const summary: string[] = [];
  try {
    await visit(browser, server.url, '/', undefined);
    for (const page of AUDITED_PAGES.filter((p) => MATCH.test(p.name))) {
      const state = await page.visitor?.(server.url);
      const sums: number[] = [];
      const overs: number[] = [];
      const handOvers: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { events, handOver } = await visit(browser, server.url, page.path, state);
        const a = analyse(events);
        handOvers.push(handOver);
        writeFileSync(join(resultsDir, `startup-${page.name.replace(/\W+/g, '-').replace(/-$/, '')}-${i + 1}.json`), JSON.stringify({ traceEvents: events }));
        sums.push(a.sum);
        overs.push(a.over);
        say(`\n${page.name} run ${i + 1}: long tasks ${a.sum.toFixed(0)} ms, over 50 ms ${a.over.toFixed(0)} ms (after the first contentful paint at ${a.fcp.toFixed(0)} ms), app took over at ${handOver.toFixed(0)} ms`);
        for (const t of a.longTasks) say(`  at ${t.start.toFixed(0)} ms: ${t.dur.toFixed(0)} ms  (${t.what})`);
        say(`  by script / phase:\n${topOf(a.byScript, 12)}`);
        if (TOP > 0) say(`  self time:\n${topOf(a.bySelf, TOP)}`);
        if (TOP > 0) say(`  total time:\n${topOf(a.byTotal, TOP * 3)}`);
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      summary.push(`${page.name.padEnd(26)} long tasks ${sums.map((s) => s.toFixed(0)).join(' / ')} (median ${median(sums).toFixed(0)}) ms; over 50 ms ${overs.map((s) => s.toFixed(0)).join(' / ')} (median ${median(overs).toFixed(0)}) ms; hand-over ${handOvers.map((s) => s.toFixed(0)).join(' / ')} (median ${median(handOvers).toFixed(0)}) ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  say(`\n${summary.join('\n')}`);
});
