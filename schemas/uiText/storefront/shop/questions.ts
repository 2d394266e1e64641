/**
 * The English texts of src/storefront/shop/questions's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_QUESTIONS_TEXT = localizable('storefront/shop/questions', {
  dependentInfoView: {
    loading: 'Loading…',
    cancel: 'Cancel',
    continue: 'Continue',
    spouseDobMmDdYyyy: 'Spouse DOB (mm/dd/yyyy)',
    mmDdYyyy: 'mm/dd/yyyy',
    numberOfChildren: 'Number of children',
    pleaseSelect: 'Please Select',
  },
  healthQuestionPanelView: {
    healthQuestions: 'Health questions',
    loadingTheQuestions: 'Loading the questions…',
    tryAgain: 'Try again',
    pleaseAnswerEveryQuestionFor: 'Please answer every question for everyone applying for coverage.',
    submitAnswers: 'Submit Answers',
  },
  planQuestionViewPage: {
    treatment: 'Treatment {number}',
    addMore: 'Add more',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    plans: 'Plans',
    planDetails: 'Plan Details',
    readTheseQuestionsBeforeYou: 'Read these questions before you apply; the plan asks them on its detail page. Nothing on this sheet is sent, so print it if you want a copy.',
    print: 'Print',
  },
  questionItem: {
    chooseEachConditionThatApplies: 'Choose each condition that applies',
    details: 'Details',
    moreDetailsOptional: 'More details (optional)',
    whoDoesThisApplyTo: 'Who does this apply to?',
  },
  questionSheet: {
    title: 'Cancer insurance: medical questions',
    condition: 'Condition',
    treatmentDate: 'Date of treatment (MM/DD/YYYY)',
    treatment: 'Treatment received',
    physician: 'Physician name and address',
    tobacco: 'In the past 12 months, have you used tobacco or nicotine products in any form?',
    abnormalTests: 'In the past 2 years, have you had an abnormal mammogram, Pap test, PSA test, colonoscopy, biopsy or blood test for which further testing was advised but not completed?',
    conditions: 'In the past 10 years, have you been diagnosed with, treated for or advised to have treatment for cancer, leukemia, lymphoma, melanoma or carcinoma in situ?',
  },
  supplementalQuestionsView: {
    supplementalQuestions: 'Supplemental questions',
    loadingTheQuestions: 'Loading the questions…',
    tryAgain: 'Try again',
    saveAnswers: 'Save Answers',
  },
  yesNo: {
    yes: 'Yes',
    no: 'No',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopQuestionsText = { readonly [G in keyof typeof STOREFRONT_SHOP_QUESTIONS_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_QUESTIONS_TEXT)[G]]: string } };
