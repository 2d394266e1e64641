/** The quote form (H1's contract): the Home banner's and the Basic Details popup's form. */
export { QuoteForm, type QuoteFormProps } from './QuoteForm';
