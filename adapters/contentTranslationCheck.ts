/**
 * The checks of a content text's Spanish as staff write it in the studio (issue 18;
 * content_translations, migration 035): pure, so the studio says the problem before sending and
 * the server refuses the same input with the same words. The column holds at most 20,000
 * characters; a placeholder ('{Rep}') is filled in where the text is shown, so the Spanish keeps
 * the English's.
 */
import type { FieldError } from '../schemas/api/types';
import { MESSAGES } from '../schemas/messages';
import { messagePlaceholders } from './messageOverrides';

/** Most characters (code points, as PostgreSQL's length() counts) of an English text or its translation. */
export const CONTENT_TEXT_MAX = 20_000;

/** Where each problem is reported: the two fields of the write's body. */
export const CONTENT_SOURCE_TARGET = 'source';
export const CONTENT_TRANSLATION_TARGET = 'translation';

const length = (text: string): number => [...text].length;
const placeholders = (text: string): string => messagePlaceholders(text).sort().join(',');

/** The problems of writing `translation` as the Spanish of `source` (none: it may be written). */
export function contentTranslationErrors(source: string, translation: string): FieldError[] {
  const errors: FieldError[] = [];
  const add = (target: string, message: string) => errors.push({ target_element: target, error_message: message });
  if (length(source) > CONTENT_TEXT_MAX) add(CONTENT_SOURCE_TARGET, MESSAGES.contentSourceTooLong);
  if (translation.trim() === '') add(CONTENT_TRANSLATION_TARGET, MESSAGES.contentTranslationEmpty);
  else if (length(translation) > CONTENT_TEXT_MAX) add(CONTENT_TRANSLATION_TARGET, MESSAGES.contentTranslationTooLong);
  else if (placeholders(source) !== placeholders(translation)) add(CONTENT_TRANSLATION_TARGET, MESSAGES.contentTranslationPlaceholders);
  return errors;
}
