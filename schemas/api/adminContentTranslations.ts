/**
 * The studio's content translations (issue 18): GET /admin/content-translations lists the store's
 * content texts (every distinct English text of the content columns in the database) with where
 * each is used and its Spanish or null, the untranslated first, a page at a time; PUT writes one
 * text's Spanish, live at the store's next answer. Any staff member reads; authors and publishers
 * write (the write takes effect at once, as a publish does). Ours: the spec has no staff screens.
 */
import { MESSAGES } from '../messages';
import { answer, responses } from './common';
import { route } from './route';
import { staffOperation } from './staffOperation';

const TAGS = ['admin'] as const;

/** The form_audit `form` of a content translation (no form is named so: forms' names are snake_case words). */
export const CONTENT_AUDIT_FORM = 'content-translations';

/** The most characters of an English text or its translation (content_translations' CHECK). */
const TEXT_MAX = 20_000;

/** ?missing=&q=&offset= */
export const contentTextsQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    missing: { type: 'string', enum: ['true', 'false'], 'x-message': MESSAGES.choice },
    q: { type: 'string', maxLength: 200, 'x-message': MESSAGES.text },
    offset: { type: 'string', pattern: '^[0-9]{1,7}$', 'x-message': MESSAGES.text },
  },
} as const;

const place = {
  type: 'object', required: ['table', 'column', 'keys'], additionalProperties: false,
  properties: {
    table: { type: 'string' }, column: { type: 'string' },
    keys: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: 'The columns naming the row (a plan\'s id and name, a question\'s plan and id)' },
  },
} as const;

/** One English text with its Spanish (null: missing), how many rows use it and the first ten of them. */
export const contentTextData = answer({
  source: { type: 'string' },
  key: { type: 'string', description: 'hex SHA-256 of the English (content_translations.source_sha256)' },
  translation: { type: ['string', 'null'] },
  uses: { type: 'integer' },
  places: { type: 'array', items: place },
});

export const contentTextsData = answer({
  texts: { type: 'array', items: contentTextData },
  total: { type: 'integer', description: 'Texts the filter and search keep' },
  all: { type: 'integer', description: 'Texts the search keeps' },
  missing: { type: 'integer', description: 'Texts the search keeps that have no Spanish' },
  offset: { type: 'integer' },
  limit: { type: 'integer' },
});

/** PUT body: the English text (as listed) and its Spanish. */
export const writeContentTranslationBody = {
  type: 'object', required: ['source', 'translation'], additionalProperties: false,
  properties: {
    source: { type: 'string', maxLength: TEXT_MAX, 'x-message': MESSAGES.contentSourceTooLong, 'x-required-message': MESSAGES.contentSourceUnknown },
    translation: { type: 'string', maxLength: TEXT_MAX, 'x-message': MESSAGES.contentTranslationTooLong, 'x-required-message': MESSAGES.contentTranslationEmpty },
  },
} as const;

export const writtenTranslationData = answer({ source: { type: 'string' }, translation: { type: 'string' } });

export const ADMIN_CONTENT_ROUTES = {
  listContentTexts: route({
    method: 'GET', url: '/admin/content-translations',
    schema: {
      tags: TAGS,
      ...staffOperation('listContentTexts', 'List the store\'s content texts with where each is used and its Spanish, those without Spanish first, 50 a page', []),
      querystring: contentTextsQuery, response: responses(contentTextsData),
    },
  }),
  writeContentTranslation: route({
    method: 'PUT', url: '/admin/content-translations',
    schema: {
      tags: TAGS,
      ...staffOperation('writeContentTranslation', 'Write the Spanish of one content text the store uses now; the store answers it from its next answer; audited', ['author', 'publisher']),
      body: writeContentTranslationBody, response: responses(writtenTranslationData),
    },
  }),
} as const;
