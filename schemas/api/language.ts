/**
 * PUT /api/language (issue 18, our extension beside the spec's /api/v1 routes): the visitor's
 * choice of language from the switch. The body names one language we speak; the answer repeats it.
 */
import { LANGUAGES } from '../i18n/language';
import { MESSAGES } from '../messages';
import type { FromSchema } from 'json-schema-to-ts';
import { answer } from './common';

/** { language: 'en' | 'es' }, nothing else. */
export const languageBody = {
  type: 'object', additionalProperties: false, required: ['language'],
  properties: {
    language: {
      type: 'string', enum: LANGUAGES, 'x-message': MESSAGES.choice,
      description: "The language the visitor chose: 'en' (English) or 'es' (Spanish).",
    },
  },
} as const;

/** data.language: the language now chosen; data.enrollment: whether the session's open enrollment took it too. */
export const languageData = answer({
  language: { type: 'string', enum: LANGUAGES },
  enrollment: { type: 'boolean', description: "Whether the caller's session held an open enrollment, which now reads this language (its mails and PDF)." },
});

/** PUT /api/language's answer. */
export type LanguageData = FromSchema<typeof languageData>;
