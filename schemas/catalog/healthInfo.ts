/**
 * Health Questions (tab primary_health_info; a dependent's optional health questions reuse it):
 * the catalog of the form adapters/healthQuestions builds from the server's questions. Each
 * condition question is one row of a fixed list (its text titles the row); its Yes reveals the
 * one detail row (`conditions.0`) whose fields its layout names (HEALTH_LAYOUTS: the layouts are
 * data, so 145's yes/no only and 146/147's special layout are entries here, not code); the
 * medication question is a group whose Yes reveals up to 3 medication rows; then the notes.
 */
import { MESSAGES } from '../messages';
import { RULES } from '../rules';
import { LIMITS, PATTERNS } from './patterns';
import type { Choice, FieldSpec, TabCatalog } from './types';

/** How a question is answered: the detail layout its Yes reveals. */
export type HealthQuestionLayout = 'condition' | 'yes_no' | 'special_condition' | 'medication';
export const HEALTH_QUESTION_LAYOUTS: readonly HealthQuestionLayout[] = ['condition', 'yes_no', 'special_condition', 'medication'];

/** Longest question text and longest note. */
export const HEALTH_TEXT_MAX = LIMITS.textarea;

/** The question's answer: Yes (1) or No (0), a number on the wire. */
const YES_NO: Choice[] = [{ value: '1', label: 'Yes' }, { value: '0', label: 'No' }];
/** Current Treatment and Taking Medication: 'Please Select' (the select's empty option), Yes '1', No '0' (strings on the wire). */
const TREATMENT: Choice[] = YES_NO;

const text = (title: string, required = true): FieldSpec => ({
  title, widget: 'text', required, schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text },
});
const date = (title: string, required = true): FieldSpec => ({
  title, widget: 'date', required, schema: { type: 'string', format: 'mdy-date' }, messages: { format: MESSAGES.date },
});
const select = (title: string): FieldSpec => ({ title, widget: 'select', required: true, schema: { type: 'string' }, choices: TREATMENT });
const hidden = (title: string, wire?: 'integer'): FieldSpec => ({
  title, widget: 'hidden', schema: { type: 'string', maxLength: HEALTH_TEXT_MAX }, ...(wire && { wire }),
});

/**
 * Every detail field any layout shows, in display order. `required` is the field's default; a
 * layout's own entry (HEALTH_LAYOUTS) decides, as a form definition does.
 */
export const healthDetailCatalog: TabCatalog = {
  health_condition: text('Health Condition'),
  condition: text('Condition'),
  status: text('Current Status'),
  date_of_onset: date('Date of Onset'),
  last_seen_by_physician: date('Last Seen by Physician'),
  date_of_recovery: date('Date of Recovery', false),
  is_treatment: select('Current Treatment'),
  is_medicate: select('Taking Medication'),
  d_last_seen: date('Date Last Seen by a Doctor'),
  physician_name: {
    title: 'Physician Name', widget: 'name', required: true, schema: { type: 'string', pattern: PATTERNS.name }, messages: { pattern: MESSAGES.text },
  },
  address: text('Physician Address', false),
  phone: { title: 'Physician Phone', widget: 'phone', schema: { type: 'string', pattern: PATTERNS.phone }, messages: { pattern: MESSAGES.phone } },
  symptoms: { title: 'Symptoms', widget: 'textarea', schema: { type: 'string', maxLength: HEALTH_TEXT_MAX }, messages: { maxLength: MESSAGES.text } },
};

/** One detail field of a layout: its name in healthDetailCatalog and whether it must be filled. */
export type LayoutField = readonly [name: keyof typeof healthDetailCatalog & string, required: boolean];

/**
 * The detail fields each layout reveals on Yes, in order (enrollment.md section 3): the
 * ordinary condition, the special condition of 146 and 147, and none for 145 (yes/no only).
 * The medication layout's rows are the medication question's own (medicationQuestionCatalog).
 */
export const HEALTH_LAYOUTS: Record<Exclude<HealthQuestionLayout, 'medication'>, readonly LayoutField[]> = {
  condition: [
    ['health_condition', true], ['date_of_onset', true], ['date_of_recovery', false], ['is_treatment', true], ['is_medicate', true],
    ['d_last_seen', true], ['symptoms', false],
  ],
  special_condition: [
    ['condition', true], ['status', true], ['last_seen_by_physician', true], ['date_of_recovery', false], ['physician_name', true],
    ['address', false], ['phone', false],
  ],
  yes_no: [],
};

/**
 * A question's id and text: kept in the values and sent, never shown as inputs (the text titles
 * the question). Every health question of the product starts with these (the wizard's and a plan's).
 */
export const questionIdentity: TabCatalog = {
  question_id: hidden('Question', 'integer'),
  question_text: hidden('Question text'),
};

/** The answer every question asks for; its question's text is the legend around it, so its own label is for screen readers. */
export const yesNoFlag: FieldSpec = {
  title: 'Your answer', widget: 'radio', labelHidden: true, wire: 'flag', required: true, schema: { type: 'string' }, choices: YES_NO,
};

/** One condition question: its identity, its answer, and the detail row its Yes reveals (its fields by layout). */
export const conditionQuestionCatalog: TabCatalog = {
  ...questionIdentity,
  yes_no_flag: yesNoFlag,
  conditions: {
    title: 'About this condition', widget: 'list', schema: {}, visibleWhen: { field: 'yes_no_flag', equals: '1' },
    items: { fixed: true, itemTitle: '', addLabel: '', fields: healthDetailCatalog },
  },
};

/** One medication row (`id` is the saved row's, when it has one). */
export const medicationRowCatalog: TabCatalog = {
  id: hidden('Medication id', 'integer'),
  medication: text('Medication'),
  dosage: text('Dosage'),
  medical_condition: text('Medical Condition'),
};

/** The medication question: its answer, and on Yes at least one and at most 3 rows. */
export const medicationQuestionCatalog: TabCatalog = {
  ...questionIdentity,
  yes_no_flag: yesNoFlag,
  medications: {
    title: 'Medications', widget: 'list', schema: {}, required: true, visibleWhen: { field: 'yes_no_flag', equals: '1' },
    items: { minItems: 1, maxItems: RULES.listLimits.medications, itemTitle: 'Medication', addLabel: 'Add another medication', fields: medicationRowCatalog },
  },
};

/** The whole health form: the condition questions (one fixed row each), the medication question, the notes. */
export const healthInfoCatalog: TabCatalog = {
  condition_questions: {
    title: 'Health questions', widget: 'list', schema: {}, labelHidden: true,
    items: { fixed: true, itemTitle: 'Question', itemTitleField: 'question_text', addLabel: '', fields: conditionQuestionCatalog },
  },
  medication_question: { title: 'Medication', widget: 'group', schema: {}, titleField: 'question_text', fields: medicationQuestionCatalog },
  notes: {
    title: 'Additional Notes', widget: 'textarea', schema: { type: 'string', maxLength: HEALTH_TEXT_MAX }, messages: { maxLength: MESSAGES.text },
  },
};
