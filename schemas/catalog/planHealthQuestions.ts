/**
 * A plan's health questions (storefront.md section 3 "Health question" and "Answer"; the panel of
 * plan detail) in the same definition model as the wizard's Health Questions (healthInfo.ts): one
 * fixed row per question (the identity and the Yes/No answer the wizard's questions use), whose
 * Yes reveals what the question's sub type asks: who it concerns (text_field), the conditions by
 * option group (checkbox) or two detail entries (detail). adapters/planHealthQuestions builds
 * the form from get-questions' questions; the engine renders it; client and server validate it
 * with its schema, and the cross-field rules stay in domain/storefront/planQuestionRules.
 */
import { MESSAGES } from '../messages';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../uiText/storefront/shop/questions';
import { questionIdentity, yesNoFlag } from './healthInfo';
import type { Condition, FieldSpec, TabCatalog } from './types';

const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT;
/** Longest who and detail texts (the save body's own limits, schemas/api/planQuestions.ts). */
const WHO_MAX = 200;
const DETAIL_MAX = 500;

const onYes: Condition = { field: 'yes_no_flag', equals: '1' };

const date = (title: string): FieldSpec => ({
  title, widget: 'date', schema: { type: 'string', maxLength: 10, format: 'mdy-date' }, messages: { format: MESSAGES.date },
});
const text = (title: string): FieldSpec => ({ title, widget: 'text', schema: { type: 'string', maxLength: DETAIL_MAX }, messages: { maxLength: MESSAGES.tooLong } });

/** One detail entry of a Yes (two per question); `title` names the entry ('Details', 'More details (optional)') and is never sent. */
export const planDetailEntryCatalog: TabCatalog = {
  title: { title: TEXT.questionItem.details, widget: 'hidden', schema: { type: 'string', maxLength: 100 } },
  dot_from: date('Date from (MM/DD/YYYY)'),
  dot_to: date('Date to (MM/DD/YYYY)'),
  reason_for_condition: text('Reason for condition'),
  degree_of_recovery: text('Degree of recovery'),
  physician_name_address: text('Physician name and address'),
};

/** The fields of a detail entry that are sent, in form order (every field but its title). */
export const PLAN_DETAIL_FIELDS = Object.keys(planDetailEntryCatalog).filter((name) => name !== 'title');

/** One plan question: its identity, the Yes/No answer (its message said once by the form), and what a Yes asks. */
export const planQuestionCatalog: TabCatalog = {
  ...questionIdentity,
  yes_no_flag: { ...yesNoFlag, errorAtForm: true, messages: { required: MESSAGES.answerAllQuestions } },
  who: {
    title: TEXT.questionItem.whoDoesThisApplyTo, widget: 'text', schema: { type: 'string', maxLength: WHO_MAX }, messages: { maxLength: MESSAGES.tooLong },
    visibleWhen: onYes,
  },
  checkbox_answers: {
    title: TEXT.questionItem.chooseEachConditionThatApplies, widget: 'checkboxGroup', wire: 'integer', schema: { type: 'array' }, visibleWhen: onYes,
    messages: { required: MESSAGES.questionChooseCondition, minItems: MESSAGES.questionChooseCondition },
  },
  detail: {
    title: TEXT.questionItem.details, widget: 'list', schema: {}, labelHidden: true, visibleWhen: onYes,
    items: { fixed: true, itemTitle: '', itemTitleField: 'title', addLabel: '', fields: planDetailEntryCatalog },
  },
};

/** The whole form: one fixed row per question of the plan, in the plan's order. */
export const planHealthCatalog: TabCatalog = {
  answers: {
    title: TEXT.healthQuestionPanelView.healthQuestions, widget: 'list', schema: {}, labelHidden: true,
    items: { fixed: true, itemTitle: 'Question', itemTitleField: 'question_text', addLabel: '', fields: planQuestionCatalog },
  },
};
