/**
 * The static cancer-insurance medical question sheet of /PlanQuestionView (storefront.md section 2
 * "Plan questions page"): tobacco use, abnormal tests, and conditions of the past 10 years with
 * treatment detail entries (Add more). Content only; the texts are ours (the spec names none).
 */
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.questionSheet;

export interface SheetQuestion { id: string; text: string; treatment?: boolean }

// Texts are getters: read when shown, so they follow the language shown (schemas/i18n/localizable.ts).
export const questionSheetTitle = (): string => TEXT.title;

export const QUESTION_SHEET: readonly SheetQuestion[] = [
  { id: 'tobacco', get text() { return TEXT.tobacco; } },
  { id: 'abnormal_tests', get text() { return TEXT.abnormalTests; } },
  { id: 'conditions_10_years', treatment: true, get text() { return TEXT.conditions; } },
];

/** The fields of one treatment entry, each with the key of its label. */
export const TREATMENT_FIELDS = [
  ['condition', 'condition'], ['treatment_date', 'treatmentDate'], ['treatment', 'treatment'], ['physician', 'physician'],
] as const;

/** A treatment field's label in the language shown. */
export const treatmentLabel = (key: (typeof TREATMENT_FIELDS)[number][1]): string => TEXT[key];

/** Most treatment entries the sheet offers (Add more stops there). */
export const MAX_TREATMENT_ENTRIES = 5;
