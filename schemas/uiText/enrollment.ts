/**
 * Enrollment wizard texts: the English texts of src/enrollment's screens (issue 16 item 3), one group per screen
 * file, so a second language (issue 18) is a second object of the same shape. Spec texts are
 * spelled exactly as spec/storefront.md and spec/enrollment.md write them; `{name}` marks a value
 * filled in by fill() (schemas/uiText/fill.ts), so a sentence is never assembled in JSX.
 * Messages the server also sends live in schemas/messages.ts.
 */
import { localizable } from '../i18n/localizable';
export const ENROLLMENT_TEXT = localizable('enrollment', {
  beneficiaryStep: {
    beneficiaries: 'Beneficiaries',
    noBeneficiariesAddedYet: 'No beneficiaries added yet.',
    addBeneficiary: 'Add Beneficiary',
  },
  cartPanel: {
    yourPlans: 'Your Plans',
  },
  continueEnrollmentScreen: {
    continueYourEnrollment: 'Continue your enrollment',
    enterTheEnrollmentCodeWe: 'Enter the enrollment code we e-mailed you and the same e-mail address to pick up where you left off.',
    enterCode: 'Enter Code',
    enterEmailAddress: 'Enter Email Address',
    continue: 'Continue',
    yourCodeIsInThe: 'Your code is in the e-mail we sent when you chose Save & Continue Later.',
  },
  dependentHealth: {
    cancel: 'Cancel',
    submit: 'Submit',
    healthQuestionsOfDependents: 'Health questions of dependents',
    healthQuestionsOptional: 'Health questions (optional)',
    dependentTitle: 'Dependent #{number}',
    answerHealthQuestions: 'Answer health questions of Dependent #{number}',
    editHealthQuestions: 'Edit health questions of Dependent #{number}',
  },
  dependentScreen: {
    addSpouse: 'Add Spouse',
    addChild: 'Add Child',
    dependentRefused: 'Dependent #{number} {message}',
  },
  /** The word a relationship rule's message names ('This dependent cannot be a {relationship} for this tier'). */
  relationshipWords: {
    spouse: 'spouse',
    child: 'child',
    dependent: 'dependent',
  },
  /** A bank account or card on file as the billing step offers it. */
  accountsOnFile: {
    bank: '{bank}, {type}, account {number}',
    card: '{brand} {number}, expires {month}/{year}',
    checking: 'checking',
    savings: 'savings',
  },
  listTitles: {
    dependent: 'Dependent #{number}: {name}',
    dependentSpouse: 'Dependent #{number}: {name} (Spouse)',
    dependentChild: 'Dependent #{number}: {name} (Child)',
    dependentPopup: 'Dependent #{number}',
    beneficiary: 'Beneficiary #{number}: {name}',
    addBeneficiary: 'Add Beneficiary #{number}',
    editBeneficiary: 'Edit Beneficiary #{number}',
  },
  dependentStep: {
    dependents: 'Dependents',
    noDependentsAddedYet: 'No dependents added yet.',
    addDependent: 'Add Dependent',
  },
  directContinueScreen: {
    pageTitle: 'Opening your enrollment',
    weCouldNotOpenThis: 'We could not open this enrollment',
    youCanStillResumeIt: 'You can still resume it with the enrollment code and e-mail address from your e-mail.',
    continueASavedEnrollment: 'Continue a saved enrollment',
    opening: 'Opening your enrollment…',
  },
  enrollerCode: {
    enrollerCodeSaved: 'Enroller code saved',
    enterEnrollerCode: 'Enter Enroller Code',
    addYourEnrollerCode: 'Add your enroller code',
    cancel: 'Cancel',
    saveCode: 'Save Code',
    enrollerCode: 'Enroller Code',
  },
  itemFormModal: {
    cancel: 'Cancel',
    submit: 'Submit',
  },
  itemList: {
    editItem: 'Edit {title}',
    deleteItem: 'Delete {title}',
  },
  plansSummary: {
    firstMonthTotalCost: 'First Month Total Cost',
    recurringMonthlyCost: 'Recurring Monthly Cost',
    effectiveDate: 'Effective Date',
  },
  receiptCard: {
    applicant: 'applicant',
    greeting: 'Dear {name}, Thank you',
    confirmationNumber: 'Confirmation number:',
  },
  receiptPlans: {
    yourPlans: 'Your Plans',
  },
  receiptScreen: {
    enrollmentReceipt: 'Enrollment receipt',
    pageTitle: 'Enrollment Receipt',
    returnToHomepage: 'Return to homepage',
    noReceipt: 'There is no enrollment receipt to show in this browser. If you completed an enrollment, its receipt was sent to you by e-mail with the subject ‘{receiptSubject}’.',
    tryAgain: 'Try again',
  },
  reviewErrorDialog: {
    yourEnrollmentWasNotSubmitted: 'Your enrollment was not submitted',
    theseStepsNeedYourAttention: 'These steps need your attention:',
    close: 'Close',
    saveAndContinueLater: 'Save and Continue Later',
  },
  reviewScreen: {
    reviewConfirmation: 'Review & Confirmation',
  },
  reviewStep: {
    additionalNotes: 'Additional Notes',
    optional: '(optional)',
    submittingYourEnrollment: 'Submitting your enrollment…',
  },
  reviewTiles: {
    viewDetailsOf: 'View Details: {label}',
    viewDetails: 'View Details',
  },
  saveLater: {
    saveContinueLater: 'Save & Continue Later',
    done: 'Done',
    back: 'Back',
    sendCode: 'Send Code',
  },
  sessionTimeout: {
    timeLeft: 'Time left: {time}',
  },
  spouseQuestion: {
    spouseEnrollment: 'Spouse enrollment',
    doYouWantToEnroll: 'Do you want to enroll your spouse?',
    pleaseSelect: 'Please Select',
    yes: 'Yes',
    no: 'No',
    submit: 'Submit',
  },
  stepIndicator: {
    enrollmentSteps: 'Enrollment steps',
    progress: 'Step {step} of {total}',
  },
  stepLoader: {
    thisStepCouldNotBe: 'This step could not be loaded. Please check your connection and try again.',
    tryAgain: 'Try again',
    resumeYourEnrollment: 'Resume your enrollment',
    continueASavedEnrollment: 'Continue a saved enrollment',
  },
  stepShell: {
    back: 'Back',
    next: 'Next',
  },
  tabDetailsDialog: {
    theseDetailsCouldNotBe: 'These details could not be loaded.',
    tryAgain: 'Try again',
    close: 'Close',
    editDetails: 'Edit Details',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type EnrollmentText = { readonly [G in keyof typeof ENROLLMENT_TEXT]: { readonly [K in keyof (typeof ENROLLMENT_TEXT)[G]]: string } };
