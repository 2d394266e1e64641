import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { pickFieldErrors } from '../../adapters';
import type { TabForm } from '../../adapters';

/**
 * An RJSF `transformErrors` that keeps one error per field path (the most relevant keyword)
 * with the catalog's message, through the same adapters function the server answers with, so
 * the client shows exactly the server's texts, nested paths included.
 */
export function errorTransformerFor(form: TabForm): ErrorTransformer {
  return (errors: RJSFValidationError[]) => {
    const failures = errors.map((error) => ({
      path: (error.property ?? '').replace(/^\./, ''),
      keyword: error.name ?? '',
      // Which pattern failed: a field's whole-number range is a pattern of its own (adapters/range.ts).
      pattern: typeof error.params?.pattern === 'string' ? error.params.pattern : undefined,
      // Which format failed: a field may check several (the quote's DOB), each with its message.
      format: typeof error.params?.format === 'string' ? error.params.format : undefined,
    }));
    return pickFieldErrors(form, failures).map(({ target_element, error_message }) => ({
      name: 'error', property: `.${target_element}`, message: error_message, stack: error_message,
    }));
  };
}
