import type { Ajv, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import type { JsonSchema } from './types';

/** Distinct form schemas kept compiled (one per form definition: tab, portal or group, lookups). */
const MAX_CACHED = 256;

let ajv: Ajv | undefined;
const cache = new Map<string, { schema: JsonSchema; validate: ValidateFunction }>();

/**
 * A compiled validator for a schema, cached by the schema's JSON: compiling costs
 * milliseconds, validating microseconds, and the server validates every save. The oldest
 * entry is evicted (and removed from ajv's own cache) so memory stays bounded.
 */
export function compileSchema(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) {
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit.validate;
  }
  ajv ??= createAjv();
  const validate = ajv.compile(schema);
  cache.set(key, { schema, validate });
  if (cache.size > MAX_CACHED) {
    const [oldestKey, oldest] = cache.entries().next().value as [string, { schema: JsonSchema }];
    cache.delete(oldestKey);
    ajv.removeSchema(oldest.schema);
  }
  return validate;
}
