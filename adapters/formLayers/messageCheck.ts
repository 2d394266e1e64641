/**
 * The checks of a layer's `messages` part (catalog message overrides, by key of
 * schemas/messages.ts): each names a known message, is plain text that is not empty and not too
 * long, and keeps the placeholders the message is filled in with ('{total}'), since the
 * server and the machines fill those in where the message is shown.
 */
import { MESSAGES } from '../../schemas/messages';
import { messagePlaceholders } from '../messageOverrides';

/** Markup or control characters (line breaks included): a message is shown as one line of plain text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const NOT_PLAIN = /[<>\u0000-\u001f\u007f]/;

const placeholders = (text: string): string => messagePlaceholders(text).sort().join(',');

/** The problem of one override, or null when it may be used. */
function messageProblem(key: string, text: unknown, maxLength: number): string | null {
  if (!Object.hasOwn(MESSAGES, key)) return MESSAGES.formMessageUnknown;
  if (typeof text !== 'string' || text.trim() === '') return MESSAGES.formMessageEmpty;
  if (text.length > maxLength) return MESSAGES.formTextTooLong;
  if (NOT_PLAIN.test(text)) return MESSAGES.formMessagePlainText;
  const original = (MESSAGES as Record<string, unknown>)[key];
  if (typeof original === 'string' && placeholders(original) !== placeholders(text)) return MESSAGES.formMessagePlaceholders;
  return null;
}

/** Reports each override's problem at `messages.<key>` (texts of at most `maxLength` characters). */
export function checkMessages(messages: unknown, maxLength: number, add: (target: string, message: string) => void): void {
  if (messages === undefined) return;
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return add('messages', MESSAGES.formValueInvalid);
  for (const [key, text] of Object.entries(messages)) {
    const problem = messageProblem(key, text, maxLength);
    if (problem) add(`messages.${key}`, problem);
  }
}
