/**
 * The real validator modules of the server, imported in a test as the browser would import
 * them from GET form-validators/{hash}.js: the server's source, written to a temporary file
 * (the test has no server to fetch from) and loaded as an ES module.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JsonSchema } from '../../../adapters';
import { schemaHash } from '../../../server/services/formSchemas';
import { validatorModuleSource } from '../../../server/services/validatorModule';
import type { FormValidatorModule } from '../../../src/api/getFormValidator';

/**
 * Inside the project: the jsdom tests' module runner imports nothing from outside its root.
 * A file is named by its schema's hash, so its content never changes and runs may share it.
 */
const dir = resolve(import.meta.dirname, '../../../node_modules/.tmp/form-validators');

/** Imports the module the server serves for this schema. */
export async function importValidatorModule(schema: JsonSchema): Promise<FormValidatorModule> {
  const hash = schemaHash(schema);
  const file = join(dir, `${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written whole, then renamed: a test importing at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, validatorModuleSource(schema));
    renameSync(partial, file);
  }
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as FormValidatorModule;
}
