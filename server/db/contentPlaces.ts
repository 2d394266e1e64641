/**
 * Where a content text is used, in the words of its row (issue 18): the columns that tell staff
 * which row of each content table (server/db/contentColumns.ts) holds a text, such as a plan's id
 * and name or a question's plan and id. The form studio's content translations list them beside
 * each text. Typed over CONTENT_COLUMNS, so a content table added there needs its place here.
 */
import type { ContentTable } from './contentColumns';
import type { Database } from './types';

export const CONTENT_PLACES = {
  plans: ['id', 'name'],
  plan_texts: ['plan_id'],
  upsell_offers: ['plan_id', 'position'],
  agents: ['id', 'name'],
  groups: ['id', 'name'],
  carrier_statuses: ['carrier'],
  plan_blackouts: ['plan_id', 'starts_on', 'ends_on'],
  premier_categories: ['code'],
  plan_question_sets: ['plan_id'],
  plan_questions: ['plan_id', 'question_id'],
  plan_question_options: ['plan_id', 'question_id', 'option_id'],
  carrier_questions: ['plan_id', 'qid'],
  health_questions: ['scope', 'scope_id', 'audience', 'question_id'],
  agreement_texts: ['scope', 'scope_id', 'position'],
  form_disclaimers: ['scope', 'scope_id', 'tab'],
  assist_questions: ['id'],
  lookups: ['list', 'value'],
} as const satisfies { readonly [T in ContentTable]: readonly (keyof Database[T] & string)[] };
