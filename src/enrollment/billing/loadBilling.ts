/**
 * Everything the billing step needs before its machine starts, fetched in parallel: the step
 * context, the form's definitions and validator, the payment types and bill dates (the form's
 * options), the accounts on file, the billing texts and the contact address ('Choose physical
 * address' copies it). The definitions, validator and payment types are essential; the other
 * reads fall back to nothing.
 */
import { buildForm, definitionsIn, formMessagesIn, initialValues, withFormMessages, type FormValues, type TabForm } from '../../../adapters';
import type { Language } from '../../../schemas/i18n/language';
import { shownLanguage } from '../../../schemas/i18n/localizable';
import { perLanguage } from '../../shared/text/perLanguage';
import type { ContactAddress } from '../../../domain/billingRules';
import type { BillDate, ExistingBank, ExistingCard } from '../../../schemas/api/billing';
import { ADDRESS_FIELDS, DEFAULT_BILL_DATE, type PaymentMethod } from '../../../schemas/billing';
import { billDateChoices, withBillingChoices } from '../../../schemas/catalog/billingInfo';
import {
  getBillDates, getBillingFormFields, getBillingText, getExistingBanks, getExistingCards, getPaymentMethod,
} from '../../api/billing';
import { loadFormValidator, type FormValidator } from '../../engine/formValidator';
import { readDraft } from '../../session';
import { loadStepContext, orElse, tempInfo, type StepContext } from '../loadStepContext';

export interface LoadedBilling extends StepContext {
  /** The form in the language shown when it loaded. */
  form: TabForm;
  /** The same form in a language (its definition's texts in it): a switch shows them at once, the machine's values kept. */
  formIn: (language: Language) => TabForm;
  validation: FormValidator;
  initial: FormValues;
  /** The payment types shown, the default first. */
  methods: PaymentMethod[];
  banks: ExistingBank[];
  cards: ExistingCard[];
  contact: ContactAddress;
  defaultBillDate: string;
  /** The statement descriptor and the EFT terms. */
  text: string;
  eftText: string;
  /** The starting values include what the user had chosen before their session ended. */
  restoredDraft: boolean;
}

/** The tab name the step's kept values are filed under. */
export const BILLING_TAB = 'billing_info';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The billing catalog with the enrollment's options; the choice of an account on file only where there is one. */
function billingFormOf(defs: Parameters<typeof buildForm>[2], methods: PaymentMethodOptions, dates: BillDate[], banks: unknown[], cards: unknown[]): TabForm {
  const catalog = withBillingChoices({
    methods: methods.map((m) => ({ value: m.value, label: m.name })),
    billDates: billDateChoices(dates.map((d) => d.bill_date)),
  });
  const form = buildForm('billing_info', catalog, defs);
  // With nothing on file there is nothing to choose: the choice stays in the form (its schema is the server's) but hidden.
  const none = new Set([...(banks.length === 0 ? ['bank_id'] : []), ...(cards.length === 0 ? ['card_id'] : [])]);
  return { ...form, fields: form.fields.map((field) => (none.has(field.name) ? { ...field, spec: { ...field.spec, widget: 'hidden' as const } } : field)) };
}

type PaymentMethodOptions = Awaited<ReturnType<typeof getPaymentMethod>>['result']['options'];

/** Loads the billing step (see the file comment). */
export async function loadBilling(enrollmentId: string): Promise<LoadedBilling> {
  const [context, [fields, validation], methods, dates, banks, cards, texts, contact] = await Promise.all([
    loadStepContext(enrollmentId),
    getBillingFormFields(enrollmentId).then(async (answer) => [answer, await loadFormValidator(answer.validator)] as const),
    getPaymentMethod(enrollmentId),
    orElse(getBillDates().then((d) => d.result), [] as BillDate[]),
    orElse(getExistingBanks(enrollmentId).then((d) => d.result), [] as ExistingBank[]),
    orElse(getExistingCards(enrollmentId).then((d) => d.result), [] as ExistingCard[]),
    orElse(getBillingText(enrollmentId), { text: '', eft_text: '' }),
    tempInfo(enrollmentId, 'contact_info'),
  ]);
  // The scope's overrides of catalog messages (data.messages): the engine's errors show them, as the server's do.
  const formIn = perLanguage((language) =>
    withFormMessages(billingFormOf(definitionsIn(fields.result, language), methods.result.options, dates, banks, cards), formMessagesIn(fields.messages, fields.message_translations, language)));
  const form = formIn(shownLanguage());
  const saved = (contact ?? {}) as Record<string, unknown>;
  const kept = readDraft(enrollmentId, BILLING_TAB);
  return {
    ...context, form, formIn, validation, initial: { ...initialValues(form, fields.result), ...kept }, restoredDraft: kept !== null,
    methods: methods.result.options.map((m) => m.value as PaymentMethod), banks, cards,
    contact: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, str(saved[field])])),
    defaultBillDate: String(dates.find((d) => d.default)?.bill_date ?? DEFAULT_BILL_DATE),
    text: texts.text, eftText: texts.eft_text,
  };
}
