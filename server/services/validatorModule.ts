/**
 * A form's schema compiled ahead of time into an ES module of standalone validator functions
 * (ajv standalone code), so the browser validates server-driven forms without eval: the CSP
 * forbids 'unsafe-eval', and RJSF's precompiled validator runs these functions instead.
 *
 * The module exports `schema` (the exact root schema, which RJSF's precompiled validator
 * requires) and `validators(runtime)`, returning one function per schema RJSF validates: the
 * root and every sub-schema its rendering checks (if/then conditions, options), keyed by
 * RJSF's hash of that sub-schema. ajv's generated code is CommonJS; it runs inside that function
 * with `require` answered by the caller's runtime (adapters/validatorRuntime).
 */
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { _, Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { JsonSchema } from '../../adapters';
import { customFormats } from '../../adapters';
import { FORMATS_MODULE } from '../../adapters/validatorRuntime';

/**
 * ajv's options as RJSF's own validator sets them, without `verbose` (it copies schemas into
 * every error for RJSF's English titles, which our messages replace), plus standalone code
 * whose formats come from the runtime: format functions, called as `formats[name](value)`.
 */
function standaloneAjv(schemas: JsonSchema[]): Ajv {
  const ajv = new Ajv({
    allErrors: true, multipleOfPrecision: 8, strict: false, discriminator: false,
    code: { source: true, lines: false, formats: _`require(${FORMATS_MODULE})` },
    schemas,
  });
  for (const [name, validate] of Object.entries(customFormats)) ajv.addFormat(name, validate);
  return ajv;
}

/**
 * Every row schema of a tuple array (a fixed list's rows, the rows a list always holds) and every
 * additionalItems schema, at any depth: RJSF's schemaParser does not look inside them, yet RJSF
 * checks their conditions while rendering each row.
 */
function tupleRowSchemas(node: unknown, found: JsonSchema[] = []): JsonSchema[] {
  if (Array.isArray(node)) {
    for (const item of node) tupleRowSchemas(item, found);
  } else if (node && typeof node === 'object') {
    const { items, additionalItems } = node as JsonSchema;
    if (Array.isArray(items)) found.push(...(items as JsonSchema[]));
    if (additionalItems && typeof additionalItems === 'object') found.push(additionalItems as JsonSchema);
    for (const value of Object.values(node)) tupleRowSchemas(value, found);
  }
  return found;
}

/** The schemas RJSF validates for a form: what schemaParser finds from the root, and from each tuple row as its own root. */
function parsedSchemas(schema: JsonSchema): JsonSchema[] {
  const byId = new Map<string, JsonSchema>(Object.entries(schemaParser(schema as RJSFSchema)) as [string, JsonSchema][]);
  for (const row of tupleRowSchemas(schema)) {
    for (const [id, sub] of Object.entries(schemaParser(row as RJSFSchema))) if (!byId.has(id)) byId.set(id, sub as JsonSchema);
  }
  return [...byId.values()];
}

/** The ES module source of a form schema's validators (see the file comment). */
export function validatorModuleSource(schema: JsonSchema): string {
  const schemas = parsedSchemas(schema);
  const code = standaloneCode(standaloneAjv(schemas));
  return [
    `export const schema = ${JSON.stringify(schema)};`,
    'export function validators(runtime) {',
    'const exports = {};',
    'const require = (id) => runtime(id);',
    code,
    'return exports;',
    '}',
    '',
  ].join('\n');
}
