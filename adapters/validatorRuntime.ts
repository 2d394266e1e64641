/**
 * What a precompiled form validator (the module the server serves for a form's schema) needs
 * at run time: ajv's small runtime helpers and our formats. The module asks for them by the
 * names ajv's standalone code uses; anything else is refused, so a module cannot reach more.
 */
import equalModule from 'ajv/dist/runtime/equal';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { customFormats } from './formats';

/**
 * These helpers are CommonJS (`exports.default = fn`): Node's loader hands the default import
 * over as the function, the browser bundle as `{ default: fn }`. Either way, the function.
 */
function unwrapDefault<T>(imported: T | { default: T }): T {
  return typeof imported === 'function' ? imported : (imported as { default: T }).default;
}

/** The name a module's generated code uses for our formats (see server/services/validatorModule). */
export const FORMATS_MODULE = 'formats';

const RUNTIME: Record<string, unknown> = {
  [FORMATS_MODULE]: customFormats,
  'ajv/dist/runtime/equal': { default: unwrapDefault(equalModule) },
  'ajv/dist/runtime/ucs2length': { default: unwrapDefault(ucs2lengthModule) },
};

/** The runtime a validator module's `validators(runtime)` receives. */
export function validatorRuntime(id: string): unknown {
  if (!Object.hasOwn(RUNTIME, id)) throw new Error(`form validator asked for an unknown runtime module: ${id}`);
  return RUNTIME[id];
}
