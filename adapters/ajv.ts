import { Ajv } from 'ajv';
import { customFormats } from './formats';

/**
 * ajv 8 configured as both sides validate: every error reported (one message per field is
 * picked later), our formats registered. strict is off because schemas carry UI keywords
 * (title) and RJSF-style options that are not validation vocabulary.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const [name, validate] of Object.entries(customFormats)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  return ajv;
}
