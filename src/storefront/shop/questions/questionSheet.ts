/**
 * The static cancer-insurance medical question sheet of /PlanQuestionView (storefront.md section 2
 * "Plan questions page"): tobacco use, abnormal tests, and conditions of the past 10 years with
 * treatment detail entries (Add more). Content only; the texts are ours (the spec names none).
 */
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.questionSheet;

export interface SheetQuestion { id: string; text: string; treatment?: boolean }

export const QUESTION_SHEET_TITLE = 'Cancer insurance: medical questions';

export const QUESTION_SHEET: readonly SheetQuestion[] = [
  { id: 'tobacco', text: TEXT.tobacco },
  {
    id: 'abnormal_tests',
    text: TEXT.abnormalTests,
  },
  {
    id: 'conditions_10_years', treatment: true,
    text: TEXT.conditions,
  },
];

/** The fields of one treatment entry, with their labels. */
export const TREATMENT_FIELDS = [
  ['condition', 'Condition'], ['treatment_date', 'Date of treatment (MM/DD/YYYY)'], ['treatment', 'Treatment received'], ['physician', 'Physician name and address'],
] as const;

/** Most treatment entries the sheet offers (Add more stops there). */
export const MAX_TREATMENT_ENTRIES = 5;
