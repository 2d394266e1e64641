import { buildTabForm, formSchema, initialValues, validateValues } from '../adapters';
import { BENCH_FIELD_COUNT, BENCH_LOOKUPS, BENCH_TAB, benchFieldDefinitions } from './fields';
import { log, type Row } from './lib/report';
import { round, summarize } from './lib/stats';

const WARMUP = 30;
const ITERATIONS = Number(process.env.BENCH_ADAPTER_ITERATIONS ?? 300);

/** Times fn over ITERATIONS runs after a warm-up (JIT, ajv compile caches), in ms. */
function time(fn: () => unknown): number[] {
  for (let i = 0; i < WARMUP; i += 1) fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Adapter cost for a 300-field tab: what a form pays on load (build) and on every change (schema + validate). */
export async function benchAdapters(): Promise<Row[]> {
  log(`adapters: ${BENCH_FIELD_COUNT} fields, ${ITERATIONS} iterations each`);
  const defs = benchFieldDefinitions();
  const form = buildTabForm(BENCH_TAB, defs, BENCH_LOOKUPS);
  const values = initialValues(form, defs);
  const errors = validateValues(form, values);
  const cases: [string, () => unknown][] = [
    ['buildTabForm', () => buildTabForm(BENCH_TAB, defs, BENCH_LOOKUPS)],
    ['formSchema', () => formSchema(form)],
    ['validateValues', () => validateValues(form, values)],
    ['all three', () => {
      const built = buildTabForm(BENCH_TAB, defs, BENCH_LOOKUPS);
      formSchema(built);
      return validateValues(built, values);
    }],
  ];
  const rows: Row[] = [];
  for (const [name, fn] of cases) {
    const { median, p95 } = summarize(time(fn));
    rows.push({ suite: 'adapters', case: `${name} (${BENCH_FIELD_COUNT} fields)`, metric: 'median', value: round(median), unit: 'ms' });
    rows.push({ suite: 'adapters', case: `${name} (${BENCH_FIELD_COUNT} fields)`, metric: 'p95', value: round(p95), unit: 'ms' });
  }
  // The generated values are meant to be valid; errors here mean the generator and the adapters disagree.
  if (errors.length) rows.push({ suite: 'adapters', case: 'sanity', metric: 'errors on valid values', value: errors.length, unit: '', note: errors.slice(0, 3).map((e) => `${e.target_element}: ${e.error_message}`).join('; ') });
  return rows;
}
