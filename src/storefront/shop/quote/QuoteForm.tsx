/**
 * The quote form (storefront.md sections 2 "Home", 4 "Quote form", 5; issue 8 point 3): Zip Code,
 * Gender, Choose Tier, DOB, Category (only when a premier plan is chosen, session value
 * isPremierPlan, or in the cart, get-more-requirement) and
 * Submit, with 'Referred By' for a valid referral. Rules and calls live in
 * machines/storefront/quoteForm; this binds it. With a stored tempId the saved filter fills the
 * form and Submit updates it (the Basic Details edit); without one Submit creates the quote.
 * A saved filter this session may not read (another session's tempId) starts a new quote.
 * Used by the Home banner and, `compact` with `onDone`, by the Basic Details popup.
 */
import { type FormEvent } from 'react';
import useSWR from 'swr';
import { TIER_CODES, TIER_NAMES } from '../../../../schemas/plans';
import type { QuoteField } from '../../../../machines/storefront/quoteForm';
import { DOB_LENGTH } from '../../../../domain/storefront/quoteRules';
import { apiGet } from '../../../api/client';
import { getEnrollmentTempInfo } from '../../../api/getEnrollmentTempInfo';
import { TextField } from '../../../app/ui/TextField';
import { useSessionValue } from '../../../session/useSessionValue';
import { SelectField } from '../../homes/SelectField';
import { premierInCartKey } from '../../reads';
import { savedQuoteValues } from './savedQuote';
import { usePremierCategories } from './usePremierCategories';
import { useQuoteForm, type QuoteFormStart } from './useQuoteForm';
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

const GENDERS = [{ value: '0', label: TEXT.male }, { value: '1', label: TEXT.female }];
const TIERS = TIER_CODES.map((code) => ({ value: code, label: TIER_NAMES[code] }));

function QuoteFormBody({ start, onDone, compact }: { start: QuoteFormStart } & QuoteFormProps) {
  const [snapshot, send] = useQuoteForm(start, onDone);
  const { values, errors, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const categories = usePremierCategories(start.premier);
  const referrer = useReferrer();
  const change = (field: QuoteField) => (event: { target: { value: string } }) => send({ type: 'quoteForm.change', field, value: event.target.value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'quoteForm.submit', now: new Date() });
  };
  return (
    <form className={`quote-form${compact ? ' quote-form--compact' : ''}`} noValidate onSubmit={submit} aria-busy={busy} aria-label={TEXT.getAQuote}>
      <div className="quote-form__fields">
        <TextField label={TEXT.zipCode} name="zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={values.zip} error={errors.zip} onChange={change('zip')} />
        <SelectField label={TEXT.gender} name="gender" placeholder={TEXT.selectGender} options={GENDERS} value={values.gender} error={errors.gender} onChange={change('gender')} />
        <SelectField label={TEXT.chooseTier} name="tier" placeholder={TEXT.selectATier} options={TIERS} value={values.tier} error={errors.tier} onChange={change('tier')} />
        <TextField label={TEXT.dob} name="dob" inputMode="numeric" autoComplete="bday" placeholder={TEXT.mmDdYyyy} maxLength={DOB_LENGTH}
          value={values.dob} error={errors.dob} onChange={change('dob')} />
        {start.premier && (
          <SelectField label={TEXT.category} name="category" placeholder={TEXT.selectACategory} value={values.category} error={errors.category}
            options={categories.map((category) => ({ value: category.code, label: category.name }))} onChange={change('category')} />
        )}
        {referrer && <TextField label={TEXT.referredBy} name="referred_by" value={referrer} readOnly />}
      </div>
      {error && <p className="alert alert--error" role="alert">{error}</p>}
      <p className="actions quote-form__actions"><button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.submit}</button></p>
    </form>
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
  const start: QuoteFormStart = { tempId: readable ? tempId : null, premier, values: readable ? savedQuoteValues(saved.data?.result) : {} };
  // A new start (another tempId, the saved filter read) is a new form.
  return <QuoteFormBody key={`${start.tempId ?? 'new'}:${premier}`} start={start} onDone={onDone} compact={compact} />;
}
