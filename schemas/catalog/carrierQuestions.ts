/**
 * A plan's supplemental carrier questions (storefront.md section 3 "Supplemental carrier
 * question"; the panel of plan detail) in the health questions' definition model: one fixed row
 * per question, titled by its text, answered Yes or No with the Yes/No answer every health
 * question of the product uses (healthInfo.ts). adapters/carrierQuestions builds the form from
 * get-aflac-questions' questions; which answer a question needs (a flagged one: Yes) is the
 * shared rule of domain/storefront/planQuestionRules, said at the field and by the banner.
 */
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../uiText/storefront/shop/questions';
import { HEALTH_TEXT_MAX, yesNoFlag } from './healthInfo';
import type { TabCatalog } from './types';

/** One carrier question: its id and text (kept, never inputs; the text titles the row) and its answer (`true_condition` 1 Yes, 0 No). */
export const carrierQuestionCatalog: TabCatalog = {
  qid: { title: 'Question', widget: 'hidden', wire: 'integer', schema: { type: 'string', maxLength: 12 } },
  question: { title: 'Question text', widget: 'hidden', schema: { type: 'string', maxLength: HEALTH_TEXT_MAX } },
  true_condition: yesNoFlag,
};

/** The whole form: one fixed row per carrier question, in the plan's order (save-aflac-questions' `aflac_data`). */
export const carrierQuestionsCatalog: TabCatalog = {
  aflac_data: {
    title: STOREFRONT_SHOP_QUESTIONS_TEXT.supplementalQuestionsView.supplementalQuestions, widget: 'list', schema: {}, labelHidden: true,
    items: { fixed: true, itemTitle: 'Question', itemTitleField: 'question', addLabel: '', fields: carrierQuestionCatalog },
  },
};
