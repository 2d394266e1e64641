/**
 * The registry of form schemas and their validator modules. get-form-fields-* registers the
 * schema of the form it serves and answers its hash; GET form-validators/{hash}.js serves the
 * compiled module. Stored in the database so every instance sharing it can serve every hash;
 * memoised per instance (a form's schema changes only when product staff change the form).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JsonSchema } from '../../adapters';
import { findFormSchema, insertFormSchema } from '../db/queries/formSchemas';
import type { Database } from '../db/types';
import { boundedMap } from './boundedMap';
import { encodeText, type EncodedText } from './encodedText';
import { validatorModuleSource } from './validatorModule';

/** Distinct forms kept in memory per instance (tabs x portals/groups x lookup versions). */
const MAX_KEPT = 256;

/** The content hash that names a schema (hex sha256 of its JSON). */
export function schemaHash(schema: JsonSchema): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex');
}

export interface FormSchemaRegistry {
  /** Registers the schema (once per instance) and returns its hash. */
  register(schema: JsonSchema): Promise<string>;
  /** The validator module's source for a hash, or undefined when no schema has it. */
  moduleSource(hash: string): Promise<string | undefined>;
  /** The same source with its compressed bodies (made once per hash and kept beside it). */
  encodedModule(hash: string): Promise<EncodedText | undefined>;
}

/** A registry over the database. */
export function createFormSchemaRegistry(db: Kysely<Database>): FormSchemaRegistry {
  const registered = boundedMap<true>(MAX_KEPT);
  const modules = boundedMap<string>(MAX_KEPT);
  const encoded = boundedMap<EncodedText>(MAX_KEPT);
  const moduleSource = async (hash: string) => {
    const kept = modules.get(hash);
    if (kept) return kept;
    const schema = await findFormSchema(db, hash);
    if (!schema) return undefined;
    const source = validatorModuleSource(schema);
    modules.set(hash, source);
    return source;
  };
  return {
    async register(schema) {
      const hash = schemaHash(schema);
      if (!registered.get(hash)) {
        await insertFormSchema(db, hash, schema);
        registered.set(hash, true);
      }
      return hash;
    },
    moduleSource,
    async encodedModule(hash) {
      const kept = encoded.get(hash);
      if (kept) return kept;
      const source = await moduleSource(hash);
      if (source === undefined) return undefined;
      const bodies = encodeText(source);
      encoded.set(hash, bodies);
      return bodies;
    },
  };
}
