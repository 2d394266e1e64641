import { customizeValidator } from '@rjsf/validator-ajv8';
import { customFormats } from '../../adapters';

/**
 * The RJSF validator of every engine form: ajv 8 with the same custom formats the server
 * registers (adapters' customFormats), so a value the client accepts the server accepts too.
 * One instance for the app: ajv caches compiled schemas on it.
 */
export const validator = customizeValidator({ customFormats });
