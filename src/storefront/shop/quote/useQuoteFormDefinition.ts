/**
 * The quote form as the engine renders it (issue 16 item 1): the server's definitions of the
 * variant the visitor sees (get-form-fields-quote) built by the same adapters as the wizard's
 * tabs, with the validator module the server compiled from that form's schema.
 */
import { quoteForm } from '../../../../adapters';
import { getQuoteFormFields, type QuoteFormQuery } from '../../../api/getQuoteFormFields';
import { useEngineForm } from '../../engineForm';

/** The form of the variant (undefined while it loads), and whether it could not load. */
export function useQuoteFormDefinition(query: QuoteFormQuery) {
  return useEngineForm(['quote-form', query.premier, query.referred], { fetchFields: () => getQuoteFormFields(query), build: quoteForm });
}
