/**
 * The static cancer-insurance medical question sheet of /PlanQuestionView (storefront.md section 2
 * "Plan questions page"): tobacco use, abnormal tests, and conditions of the past 10 years with
 * treatment detail entries (Add more). Content only; the texts are ours (the spec names none).
 */

export interface SheetQuestion { id: string; text: string; treatment?: boolean }

export const QUESTION_SHEET_TITLE = 'Cancer insurance: medical questions';

export const QUESTION_SHEET: readonly SheetQuestion[] = [
  { id: 'tobacco', text: 'In the past 12 months, have you used tobacco or nicotine products in any form?' },
  {
    id: 'abnormal_tests',
    text: 'In the past 2 years, have you had an abnormal mammogram, Pap test, PSA test, colonoscopy, biopsy or blood test for which further testing was advised but not completed?',
  },
  {
    id: 'conditions_10_years', treatment: true,
    text: 'In the past 10 years, have you been diagnosed with, treated for or advised to have treatment for cancer, leukemia, lymphoma, melanoma or carcinoma in situ?',
  },
];

/** The fields of one treatment entry, with their labels. */
export const TREATMENT_FIELDS = [
  ['condition', 'Condition'], ['treatment_date', 'Date of treatment (MM/DD/YYYY)'], ['treatment', 'Treatment received'], ['physician', 'Physician name and address'],
] as const;

/** Most treatment entries the sheet offers (Add more stops there). */
export const MAX_TREATMENT_ENTRIES = 5;
