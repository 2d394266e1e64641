/**
 * Which catalog messages (schemas/messages.ts) a form can say, so the studio's messages editor
 * lists exactly those for any form without a list per screen (issue 15). A form's keys come from:
 *
 * - its catalog: every message a field names (`messages.pattern` holds the text of a key, so the
 *   text is looked up back to its key), the default message of each field's format, and the
 *   engine's defaults every form shows ('Field is required', and 'Please choose a valid option'
 *   for choice fields, 'Please enter valid text' for the rest);
 * - the rules its save runs beyond the schema (`FORM_RULE_MESSAGES`: the list rules, the agreement's);
 * - for a form that holds only messages (no fields: "Storefront: Messages"), its registered keys
 *   (`MESSAGES_ONLY_FORMS`; another such form adds its entry there).
 */
import { CHOICE_WIDGETS, type FieldSpec, type TabCatalog } from '../catalog';
import { MESSAGES, type MessageKey } from '../messages';
import { isMessagesForm, WIZARD_MESSAGES_FORM } from './messagesForms';
import { SITE_MESSAGES_FORM } from './storefrontForms';

/**
 * The catalog messages the storefront shows outside a layered form, which the "Storefront:
 * Messages" form overrides (docs/forms-as-data.md, "Inventory").
 */
export const SITE_MESSAGE_KEYS: readonly MessageKey[] = [
  'cartTitle', 'cartContinueShopping', 'cartEmpty', 'cartLoadFailed', 'cartRidersTitle', 'cartUpsellAdd', 'cartTermLifeDecline', 'cartBundleDecline',
  'cartRemoveConfirm', 'cartBackToCart', 'cartMemberEnrollment', 'cartRepEnrollment',
  'cartChooseEffectiveDate', 'cartCheckoutFailed', 'cartPlanNotInCart', 'cartPlanNotRemovable', 'cartCheckoutEmpty', 'cartEffectiveDateUnavailable',
  'cartRepCheckoutRefused', 'cartNoOffer', 'riderNeedsParent',
  'plansNone', 'plansTermLifeTier', 'plansPremierCategory', 'plansLoadFailed', 'plansShowMore', 'plansShown', 'plansNoQuote', 'noRecommendedProducts',
  'pricingPlanUnknown', 'planDetailLoadFailed', 'planDetailAnswerFirst', 'planDetailPremierFee', 'premierAnswersFirst', 'filterAnswerNotSaved',
  'groupCodeNotApplied', 'questionsNone', 'dependentInfoTitle',
  'answerAllQuestions', 'carrierAnswerBanner', 'carrierAnswerYes', 'carrierAnswerYesNo', 'questionChooseCondition', 'questionUnknown',
  'addToCartFailed', 'planPriceChanged', 'membershipRequired', 'planAlreadyActive', 'premierDependentsFirst', 'carrierClosed', 'pricingSalary',
  'pricingHours', 'pricingState', 'pricingTier', 'pricingAge', 'pricingMet', 'pricingSmoker', 'pricingPlanAge', 'pricingPortal', 'pricingQuestions',
  'pricingReplaced', 'pricingQuoteMissing', 'pricingDependents',
  'quoteSendButton', 'quoteSent', 'quoteNotAllowed', 'quoteCartEmpty', 'mailFailed',
  'invalidRepAccessCode', 'enrollUnderRep', 'choosePlatform', 'chooseGroup', 'chooseNewMemberGroup', 'enrollingCompany', 'landingNotConfigured', 'pageNotFound', 'invalidGroupCode', 'trafficLinkUnknown', 'storefrontIdInvalid',
  'signInRequired', 'signInForbidden', 'chooseTier', 'required', 'signInFailed', 'memberPolicyMismatch',
  'helpGreeting', 'locationPrompt', 'helpSlideBoth', 'helpNameInvalid', 'helpUnknownQuestion', 'locationInvalid',
];

/**
 * The catalog messages the wizard shows outside a tab's form, which the "Wizard: Messages" form
 * overrides (docs/forms-as-data.md, "Inventory: catalog messages the wizard shows").
 */
export const WIZARD_MESSAGE_KEYS: readonly MessageKey[] = [
  'saveLaterPrompt', 'saveLaterSaved', 'saveLaterInvalidEmail', 'mailFailed', 'mailThrottled',
  'sessionWarningTitle', 'sessionWarningText', 'sessionStay', 'sessionEndedTitle', 'sessionEndedText', 'sessionResume', 'sessionMissing',
  'sessionExpired', 'sessionForbidden',
  'draftRestored', 'draftWithheld', 'healthOnFileSaved', 'healthOnFileUnsaved',
  'stepIncomplete', 'dependentsEnough', 'phone', 'email',
  'reviewSaveFailed', 'enrollmentComplete',
  'receiptMailed', 'receiptSubject', 'receiptNotReady', 'receiptMailFailed', 'invoiceNotBilled', 'policyIdMismatch', 'effectiveDateMismatch',
];

/** The forms that hold only messages (no fields, no tab: schemas/forms/messagesForms.ts), with the keys each overrides. */
export const MESSAGES_ONLY_FORMS: Readonly<Record<string, readonly MessageKey[]>> = {
  [SITE_MESSAGES_FORM]: SITE_MESSAGE_KEYS,
  [WIZARD_MESSAGES_FORM]: WIZARD_MESSAGE_KEYS,
};

/** The messages a form's save says from rules beyond its fields' schema (domain/*Rules.ts), by form. */
export const FORM_RULE_MESSAGES: Readonly<Record<string, readonly MessageKey[]>> = {
  beneficiary_info: ['beneficiaryFull', 'beneficiaryMax', 'beneficiaryNone', 'beneficiaryTotal'],
  dependent_info: ['dependentL713', 'dependentRelationship', 'dependentSingleSpouse', 'dependentsNeeded', 'listFull', 'tooManyItems'],
  billing_info: ['billingNoteElist', 'billingNoteList', 'billingNoteStmt'],
  agreement_info: ['agreementRequired', 'signatureRequired', 'typedNameInvalid', 'typedNameMismatch'],
};

/** The default message of each format the catalog's schemas use (adapters/messages.ts FORMAT_MESSAGES). */
const FORMAT_KEYS: Readonly<Record<string, MessageKey>> = { 'mdy-date': 'date', 'past-date': 'pastDate', 'adult-date': 'underAge', email: 'email' };

/** Catalog text -> its key (the first key with that text: an override is matched by text anyway). */
let keyByText: Map<string, MessageKey> | undefined;
function keyOfText(text: string): MessageKey | undefined {
  keyByText ??= new Map((Object.entries(MESSAGES) as [MessageKey, string][]).reverse().map(([key, value]) => [value, key]));
  return keyByText.get(text);
}

/** The keys one field (and the fields of its group or list rows) can say, added to `keys`. */
function addFieldKeys(spec: FieldSpec, keys: Set<MessageKey>): void {
  for (const text of Object.values(spec.messages ?? {})) {
    const key = typeof text === 'string' ? keyOfText(text) : undefined;
    if (key) keys.add(key);
  }
  const format = spec.schema.format;
  if (typeof format === 'string' && Object.hasOwn(FORMAT_KEYS, format)) keys.add(FORMAT_KEYS[format]);
  if (spec.widget !== 'group' && spec.widget !== 'list') keys.add(CHOICE_WIDGETS.includes(spec.widget) ? 'choice' : 'text');
  for (const inner of Object.values(spec.fields ?? spec.items?.fields ?? {})) addFieldKeys(inner, keys);
}

/**
 * The catalog messages `form` can say, in the order a person meets them: 'Field is required'
 * first, then its fields' in display order, then its rules'. A messages-only form: its registered keys.
 */
export function formMessageKeys(form: string, catalog: TabCatalog): MessageKey[] {
  if (isMessagesForm(form)) return [...MESSAGES_ONLY_FORMS[form]];
  const keys = new Set<MessageKey>(['required']);
  for (const spec of Object.values(catalog)) addFieldKeys(spec, keys);
  for (const key of FORM_RULE_MESSAGES[form] ?? []) keys.add(key);
  return [...keys];
}

/** A message key in plain words: 'cartRemoveConfirm' -> 'Cart remove confirm'. */
export function messageKeyWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
