/**
 * Forms as data (issue 14 item 11): a 300-field form resolved through three layers (default,
 * portal, group), turned into its field definitions, its TabForm and its JSON Schema, named by
 * the schema's content hash and its validator module taken from a cache by that hash, as the
 * server does for get-form-fields-*. p95 warm (the module compiled once); the cold compile is
 * reported beside it.
 */
import { buildTabForm, catalogLayer, fieldDefinitions, formSchema, resolveForm, type JsonSchema } from '../adapters';
import { CATALOG } from '../schemas/catalog';
import type { FieldChange, FormLayer, LayerInput } from '../schemas/forms/definition';
import { schemaHash } from '../server/services/formSchemas';
import { validatorModuleSource } from '../server/services/validatorModule';
import { BENCH_FIELD_COUNT, BENCH_LOOKUPS, BENCH_TAB, benchFieldDefinitions } from './fields';
import { against, log, type Row } from './lib/report';
import { round, summarize } from './lib/stats';

const WARMUP = 30;
const ITERATIONS = Number(process.env.BENCH_ADAPTER_ITERATIONS ?? 300);
/** Target of issue 14: resolve and validator, p95 warm. */
const TARGET_MS = 5;

const catalog = CATALOG[BENCH_TAB];

/** The default layer: every catalog field shown, and the generated fields of bench/fields.ts added from their hints. */
function defaultLayer(): FormLayer {
  const fields: Record<string, FieldChange> = {};
  benchFieldDefinitions(BENCH_FIELD_COUNT).forEach((def, order) => {
    const hint = def.schema;
    fields[def.field_name] = Object.hasOwn(catalog, def.field_name)
      ? { hidden: false, required: def.required }
      : {
        widget: hint?.widget ?? 'text', label: hint?.title ?? def.field_name, required: def.required, order,
        ...(hint?.pattern && { pattern: hint.pattern, patternMessage: hint.message }), ...(hint?.choices && { choices: hint.choices }),
      };
  });
  return { fields };
}

/** A portal that relabels and requires every tenth field, and a group that changes three. */
function layersForBench(): LayerInput[] {
  const names = Object.keys(defaultLayer().fields);
  const portal: FormLayer = { fields: Object.fromEntries(names.filter((_, i) => i % 10 === 5).map((name) => [name, { label: `Portal ${name}`, required: true, help: 'Portal help' }])) };
  const group: FormLayer = {
    fields: { middle_name: { required: true, label: 'Middle Name or Initial' }, [names[40]]: { hidden: true }, contact_time: { widget: 'text', label: 'Preferred contact time', required: true } },
    tab: { title: 'About you' },
  };
  return [{ layer: 'default', content: defaultLayer() }, { layer: 'portal', content: portal }, { layer: 'group', content: group }];
}

/** Validator modules by schema hash, as the server's registry keeps them. */
const modules = new Map<string, string>();

/** One get-form-fields-* worth of form work: resolve, definitions, form, schema, hash, module. */
function resolveAndCompile(stack: LayerInput[]): { hash: string; schema: JsonSchema } {
  const defs = fieldDefinitions(catalog, resolveForm(catalog, stack));
  const schema = formSchema(buildTabForm(BENCH_TAB, defs, BENCH_LOOKUPS));
  const hash = schemaHash(schema);
  if (!modules.has(hash)) modules.set(hash, validatorModuleSource(schema));
  return { hash, schema };
}

/** Resolution and validator of a 300-field form through three layers. */
export async function benchFormLayers(): Promise<Row[]> {
  const stack = layersForBench();
  catalogLayer(catalog);
  const fieldCount = resolveForm(catalog, stack).fields.length;
  log(`layers: ${fieldCount} fields through ${stack.length} layers, ${ITERATIONS} iterations`);
  const coldStart = performance.now();
  resolveAndCompile(stack);
  const cold = performance.now() - coldStart;
  for (let i = 0; i < WARMUP; i += 1) resolveAndCompile(stack);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    resolveAndCompile(stack);
    samples.push(performance.now() - start);
  }
  const resolveOnly: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    fieldDefinitions(catalog, resolveForm(catalog, stack));
    resolveOnly.push(performance.now() - start);
  }
  const warm = summarize(samples);
  const resolved = summarize(resolveOnly);
  const name = `${fieldCount} fields, 3 layers`;
  return [
    { suite: 'layers', case: `resolve + field definitions (${name})`, metric: 'median', value: round(resolved.median), unit: 'ms' },
    { suite: 'layers', case: `resolve + field definitions (${name})`, metric: 'p95', value: round(resolved.p95), unit: 'ms' },
    { suite: 'layers', case: `resolve + schema + validator by hash, warm (${name})`, metric: 'median', value: round(warm.median), unit: 'ms' },
    { suite: 'layers', case: `resolve + schema + validator by hash, warm (${name})`, metric: 'p95', value: round(warm.p95), unit: 'ms', ...against(warm.p95, TARGET_MS) },
    { suite: 'layers', case: `resolve + schema + validator compiled, cold (${name})`, metric: 'once', value: round(cold), unit: 'ms', note: `${modules.size} module(s) cached` },
  ];
}
