/**
 * Where the store's content lives (issue 18): every database column holding a text a visitor or
 * enrollee reads, written by carriers, reps or staff rather than by the store's code. These are
 * the texts content_translations translates (migration 035, services/contentLanguage.ts), the
 * texts a test requires the demo world's Spanish of, and the texts the form studio lists for
 * translation. Names (of plans, carriers, reps, groups) are names, not content: never translated.
 */
import type { Database } from './types';

export const CONTENT_COLUMNS = {
  plans: ['short_text'],
  plan_texts: [
    'header_text', 'body_text', 'blue_bar_text', 'association_text', 'exclusions_text_name', 'exclusions_text',
    'example_text_name', 'example_text', 'faq_text_name', 'faq_text',
  ],
  upsell_offers: ['pop_up_title', 'pop_up_header', 'pop_up_link_description'],
  agents: ['tagline', 'bio'],
  groups: ['tagline', 'bio'],
  carrier_statuses: ['message'],
  plan_blackouts: ['message'],
  premier_categories: ['name'],
  plan_question_sets: ['decline_message', 'success_message'],
  plan_questions: ['question_text'],
  plan_question_options: ['option_text', 'option_group'],
  carrier_questions: ['question'],
  health_questions: ['question_text'],
  agreement_texts: ['text_head', 'text_body', 'text_required'],
  form_disclaimers: ['text'],
  assist_questions: ['question'],
  lookups: ['name'],
} as const satisfies { readonly [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

export type ContentTable = keyof typeof CONTENT_COLUMNS;
