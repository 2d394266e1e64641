import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { messageFor } from '../../adapters';
import type { TabForm } from '../../adapters';

/** '.a.b' / 'a.b' -> 'a': the top-level field an RJSF error belongs to (catalog messages are per field). */
export function fieldOfProperty(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/**
 * An RJSF `transformErrors` that replaces ajv's English with the catalog message of the field
 * and keyword (adapters' messageFor), so the client shows exactly the server's texts.
 * Only the first error of a field is kept, as the server reports one message per field.
 */
export function errorTransformerFor(form: TabForm): ErrorTransformer {
  return (errors: RJSFValidationError[]) => {
    const seen = new Set<string>();
    const kept: RJSFValidationError[] = [];
    for (const error of errors) {
      const field = fieldOfProperty(error.property);
      if (seen.has(field)) continue;
      seen.add(field);
      const message = messageFor(form, field, error.name ?? '');
      kept.push({ ...error, property: `.${field}`, message, stack: message });
    }
    return kept;
  };
}
