/**
 * The quote form (storefront.md sections 2 "Home", 4 "Quote form", 5; issue 8 point 3): Zip Code,
 * Gender, Choose Tier, DOB, Category (only when a premier plan is chosen, session value
 * isPremierPlan, or in the cart, get-more-requirement) and
 * Submit, with 'Referred By' for a valid referral. The engine renders it from its catalog
 * (schemas/catalog/storefront/quote.ts, served as get-form-fields-quote) and checks it with the
 * schema the server checks (issue 16 item 1); the calls live in machines/storefront/quoteForm;
 * this binds them. With a stored tempId the saved filter fills the
 * form and Submit updates it (the Basic Details edit); without one Submit creates the quote.
 * A saved filter this session may not read (another session's tempId) starts a new quote.
 * Used by the Home banner and, `compact` with `onDone`, by the Basic Details popup.
 */
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { FormValues } from '../../../../adapters';
import { GENERAL_ERROR } from '../../../../domain/errors';
import { QUOTE_FIELDS, type QuoteFormValues } from '../../../../machines/storefront/quoteForm';
import { apiGet } from '../../../api/client';
import { getEnrollmentTempInfo } from '../../../api/getEnrollmentTempInfo';
import { SchemaForm } from '../../../engine/onDemand';
import { useSessionValue } from '../../../session/useSessionValue';
import { premierInCartKey } from '../../reads';
import { savedQuoteValues } from './savedQuote';
import { useQuoteForm, type QuoteFormStart } from './useQuoteForm';
import type { EngineFormDefinition } from '../../engineForm';
import { useQuoteFormDefinition } from './useQuoteFormDefinition';
import { useReferrer } from './useReferrer';
// oxlint-disable-next-line import/no-unassigned-import -- the form's own styles, loaded wherever the form is
import './quote.css';
import { STOREFRONT_SHOP_QUOTE_TEXT } from '../../../../schemas/uiText/storefront/shop/quote';

/** This screen's texts (schemas/uiText/storefront/shop/quote.ts). */
const TEXT = STOREFRONT_SHOP_QUOTE_TEXT.quoteForm;

export interface QuoteFormProps {
  /** Called after a successful submit instead of going to /plans (an embedding popup closes itself). */
  onDone?: () => void;
  /** The popup's layout: one column, no heading. */
  compact?: boolean;
}

/** The engine's values as the machine keeps them: the saved fields only (Referred By is shown, never sent). */
function quoteValuesOf(values: FormValues): Partial<QuoteFormValues> {
  return Object.fromEntries(QUOTE_FIELDS.filter((field) => typeof values[field] === 'string').map((field) => [field, values[field]]));
}

interface BodyProps extends QuoteFormProps { start: QuoteFormStart; definition: EngineFormDefinition; referrer: string | null }

function QuoteFormBody({ start, definition, referrer, onDone, compact }: BodyProps) {
  const [snapshot, send] = useQuoteForm(start, onDone);
  const { values, fieldErrors, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const shown = useMemo<FormValues>(() => ({ ...values, ...(referrer && { referred_by: referrer }) }), [values, referrer]);
  const change = useCallback((next: FormValues) => send({ type: 'quoteForm.change', values: quoteValuesOf(next) }), [send]);
  const submit = useCallback((next: FormValues) => send({ type: 'quoteForm.submit', values: quoteValuesOf(next) }), [send]);
  return (
    <div className={`quote-form${compact ? ' quote-form--compact' : ''}`} aria-busy={busy}>
      <SchemaForm form={definition.form} validation={definition.validation} values={shown} onChange={change} onSubmit={submit}
        serverErrors={fieldErrors} id={compact ? 'quote-form-compact' : 'quote-form'} idPrefix={compact ? 'quote-compact' : 'quote'}
        label={TEXT.getAQuote}>
        {error && <p className="alert alert--error" role="alert">{error}</p>}
        <p className="actions quote-form__actions"><button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.submit}</button></p>
      </SchemaForm>
    </div>
  );
}

/** The quote form; see the file comment. */
export function QuoteForm({ onDone, compact = false }: QuoteFormProps) {
  const tempId = useSessionValue('tempId');
  const premierChosen = useSessionValue('isPremierPlan') === true;
  const once = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };
  const saved = useSWR(tempId ? ['quote-filter', tempId] : null, () => getEnrollmentTempInfo({ enrollmentId: tempId!, column: 'filter_info' }), once);
  // A premier plan in the cart asks for the category too (get-more-requirement); a cart change drops it (src/storefront/reads.ts).
  const premierInCart = useSWR(tempId ? premierInCartKey(tempId) : null, () => apiGet<{ result: boolean }>('get-more-requirement', { enrollment_id: tempId }),
    { ...once, keepPreviousData: true });
  const known = (answer: { data?: unknown; error?: unknown }) => answer.data !== undefined || answer.error !== undefined;
  if (tempId && !(known(saved) && known(premierInCart))) return <p className="quote-form__loading" aria-busy="true">{TEXT.loadingYourQuote}</p>;
  const readable = Boolean(tempId) && saved.error === undefined;
  const premier = premierChosen || (readable && premierInCart.data?.result === true);
  return <QuoteFormOf premier={premier} start={{ tempId: readable ? tempId : null, values: readable ? savedQuoteValues(saved.data?.result) : {} }} onDone={onDone} compact={compact} />;
}

/** The form of its variant once the definition loaded (premier: Category; a referrer: Referred By). */
function QuoteFormOf({ premier, start, ...props }: QuoteFormProps & { premier: boolean; start: QuoteFormStart }) {
  const referrer = useReferrer();
  const { definition, failed } = useQuoteFormDefinition({ premier, referred: referrer !== null });
  if (failed) return <p className="alert alert--error" role="alert">{GENERAL_ERROR}</p>;
  if (!definition) return <p className="quote-form__loading" aria-busy="true">{TEXT.loadingYourQuote}</p>;
  // A new start (another tempId, the saved filter read) or another variant is a new form.
  return <QuoteFormBody key={`${start.tempId ?? 'new'}:${premier}`} start={start} definition={definition} referrer={referrer} {...props} />;
}
