/**
 * Where each message of a messages-only form shows (issue 15: its preview): the places of the
 * inventories in docs/forms-as-data.md ("Inventory: catalog messages the storefront / the wizard
 * shows outside a layered form"), each with the keys it says. Such a form has no fields to
 * render, so the studio's preview lists its messages under the places a visitor meets them, in
 * the draft's words. A key may show in more than one place; every registered key
 * (MESSAGES_ONLY_FORMS) is in at least one (tests/unit/schemas/messagePlaces.test.ts).
 */
import type { MessageKey } from '../messages';
import type { StudioMessage } from '../studioMessages';
import { WIZARD_MESSAGES_FORM } from './messagesForms';
import { SITE_MESSAGES_FORM } from './storefrontForms';

/** One place of a messages form's messages: its name (a studio text) and the keys it says there, in the order met. */
export interface MessagePlace {
  place: StudioMessage;
  keys: readonly MessageKey[];
}

const SITE_PLACES: readonly MessagePlace[] = [
  { place: 'placeHomes', keys: ['signInRequired', 'signInForbidden', 'signInFailed', 'memberPolicyMismatch', 'chooseTier', 'required', 'choosePlatform', 'chooseGroup', 'chooseNewMemberGroup', 'storefrontIdInvalid'] },
  { place: 'placeEntry', keys: ['invalidRepAccessCode', 'enrollUnderRep', 'enrollingCompany', 'landingNotConfigured', 'pageNotFound', 'invalidGroupCode', 'trafficLinkUnknown', 'storefrontIdInvalid'] },
  { place: 'placeEngineForms', keys: ['required'] },
  { place: 'placePlans', keys: ['plansShown', 'plansShowMore', 'plansNone', 'plansNoQuote', 'plansTermLifeTier', 'plansPremierCategory', 'plansLoadFailed'] },
  { place: 'placeRecommended', keys: ['noRecommendedProducts'] },
  { place: 'placePlanDetail', keys: ['pricingPlanUnknown', 'planDetailLoadFailed', 'planDetailAnswerFirst', 'planDetailPremierFee', 'premierAnswersFirst', 'filterAnswerNotSaved', 'groupCodeNotApplied', 'questionsNone', 'dependentInfoTitle'] },
  { place: 'placeSelectPortal', keys: ['choosePlatform', 'chooseGroup'] },
  { place: 'placeQuestions', keys: ['answerAllQuestions', 'required', 'carrierAnswerBanner', 'carrierAnswerYes', 'carrierAnswerYesNo', 'questionChooseCondition', 'questionUnknown'] },
  {
    place: 'placePricing',
    keys: ['addToCartFailed', 'planPriceChanged', 'membershipRequired', 'planAlreadyActive', 'premierDependentsFirst', 'carrierClosed', 'pricingSalary', 'pricingHours',
      'pricingState', 'pricingTier', 'pricingAge', 'pricingMet', 'pricingSmoker', 'pricingPlanAge', 'pricingPortal', 'pricingQuestions', 'pricingReplaced', 'pricingQuoteMissing', 'pricingDependents'],
  },
  { place: 'placeCart', keys: ['cartTitle', 'cartEmpty', 'cartContinueShopping', 'cartLoadFailed', 'cartRidersTitle', 'cartUpsellAdd', 'cartTermLifeDecline', 'cartBundleDecline', 'cartRemoveConfirm', 'cartBackToCart', 'cartMemberEnrollment', 'cartRepEnrollment'] },
  { place: 'placeCheckout', keys: ['cartChooseEffectiveDate', 'cartEffectiveDateUnavailable', 'cartCheckoutEmpty', 'cartCheckoutFailed', 'cartPlanNotInCart', 'cartPlanNotRemovable', 'cartRepCheckoutRefused', 'cartNoOffer', 'riderNeedsParent'] },
  { place: 'placeSendQuote', keys: ['quoteSendButton', 'quoteSent', 'quoteNotAllowed', 'quoteCartEmpty', 'mailFailed'] },
  { place: 'placeHelp', keys: ['helpGreeting', 'helpSlideBoth', 'helpNameInvalid', 'helpUnknownQuestion', 'locationPrompt', 'locationInvalid'] },
];

const WIZARD_PLACES: readonly MessagePlace[] = [
  { place: 'placeSteps', keys: ['stepIncomplete', 'dependentsEnough', 'phone', 'email'] },
  { place: 'placeDraftNotices', keys: ['draftRestored', 'draftWithheld', 'healthOnFileSaved', 'healthOnFileUnsaved'] },
  { place: 'placeSaveLater', keys: ['saveLaterPrompt', 'saveLaterInvalidEmail', 'saveLaterSaved', 'mailFailed', 'mailThrottled'] },
  { place: 'placeSession', keys: ['sessionWarningTitle', 'sessionWarningText', 'sessionStay', 'sessionEndedTitle', 'sessionEndedText', 'sessionResume', 'sessionMissing', 'sessionExpired', 'sessionForbidden'] },
  { place: 'placeReview', keys: ['reviewSaveFailed', 'enrollmentComplete'] },
  { place: 'placeReceipt', keys: ['receiptMailed', 'receiptSubject', 'receiptNotReady', 'receiptMailFailed', 'invoiceNotBilled', 'policyIdMismatch', 'effectiveDateMismatch'] },
];

/** The places of each messages-only form, in the order a visitor meets them. */
export const MESSAGE_PLACES: Readonly<Record<string, readonly MessagePlace[]>> = {
  [SITE_MESSAGES_FORM]: SITE_PLACES,
  [WIZARD_MESSAGES_FORM]: WIZARD_PLACES,
};
