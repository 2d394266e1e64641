/**
 * The quote form as the engine renders it (issue 16 item 1): the server's definitions of the
 * variant the visitor sees (get-form-fields-quote) built into a TabForm by the same adapters as
 * the wizard's tabs, with the validator module the server compiled from that form's schema.
 */
import useSWR from 'swr';
import { quoteForm, type TabForm } from '../../../../adapters';
import { getQuoteFormFields, type QuoteFormQuery } from '../../../api/getQuoteFormFields';
import { ONCE_PER_PAGE } from '../../../api/query';
import { loadFormValidator, type FormValidator } from '../../../engine';

/** A loaded quote form: its fields and its validator. */
export interface QuoteFormDefinition { form: TabForm; validation: FormValidator }

async function loadQuoteForm(query: QuoteFormQuery): Promise<QuoteFormDefinition> {
  const answer = await getQuoteFormFields(query);
  return { form: quoteForm(answer.result), validation: await loadFormValidator(answer.validator) };
}

/** The form of the variant (undefined while it loads), and the failure when it could not load. */
export function useQuoteFormDefinition(query: QuoteFormQuery): { definition?: QuoteFormDefinition; failed: boolean } {
  const answer = useSWR(['quote-form', query.premier, query.referred], () => loadQuoteForm(query), ONCE_PER_PAGE);
  return { definition: answer.data, failed: answer.error !== undefined };
}
