/**
 * `npm run bench [suite...]`: runs the benchmark suites (api, adapters, layers, keystroke, bundle, lcp, db, catalog, inp, lighthouse, studio, tabs; all
 * by default), prints one table and saves it as JSON in bench/results/. Figures are reported
 * against their targets, never asserted. A suite that fails is reported and the rest still run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchAdapters } from './adapters';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCatalog } from './catalog';
import { benchDynamicTabs } from './dynamicTabs';
import { benchDbCompare } from './dbcompare';
import { benchFormLayers } from './formLayers';
import { benchInp } from './inp';
import { benchKeystroke } from './keystroke';
import { benchLcp } from './lcp';
import { benchLighthouse } from './lighthouse';
import { benchStudio } from './studio';
import { resultsDir } from './lib/paths';
import { formatTable, log, type Row } from './lib/report';

const SUITES: Record<string, () => Promise<Row[]>> = {
  api: benchApi, adapters: benchAdapters, layers: benchFormLayers, keystroke: benchKeystroke, bundle: benchBundle, lcp: benchLcp, db: benchDbCompare, catalog: benchCatalog, inp: benchInp, lighthouse: benchLighthouse, studio: benchStudio, tabs: benchDynamicTabs,
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !(name in SUITES));
if (unknown.length) {
  process.stderr.write(`bench: unknown suite ${unknown.join(', ')}; choose from ${Object.keys(SUITES).join(', ')}\n`);
  process.exit(2);
}

const rows: Row[] = [];
for (const name of wanted.length ? wanted : Object.keys(SUITES)) {
  try {
    rows.push(...(await SUITES[name]()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${name} failed: ${message}`);
    rows.push({ suite: name, case: '-', metric: 'failed', value: '', unit: '', note: message.split('\n')[0].slice(0, 160) });
  }
}

const startedAt = new Date().toISOString();
const report = { startedAt, node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', rows };
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `bench-${startedAt.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`\n${formatTable(rows)}\n\nsaved ${file}\n`);
// A failed suite is a broken harness or app, not a slow figure: say so in the exit code.
process.exitCode = rows.some((row) => row.metric === 'failed') ? 1 : 0;
