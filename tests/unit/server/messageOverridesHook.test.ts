/**
 * The error answers' words (services/messageOverridesHook.ts, every route): for an English caller
 * a 4xx and a deliberate 5xx say the area's override, a 500 keeps the general error, a success and
 * an answer nobody overrides are sent as they were (the same object), and a failed lookup sends
 * the catalog's text; for a Spanish caller every error answer says the override's Spanish where
 * the definition gives it, else the catalog's Spanish, never the area's English override.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../schemas/i18n/language';
import { SPANISH } from '../../../schemas/i18n/es';
import { MESSAGES_ES } from '../../../schemas/i18n/es/messages';
import { addTranslations } from '../../../schemas/i18n/localizable';
import { MESSAGES } from '../../../schemas/messages';
import { answerMessagesHook, type OverridesOf } from '../../../server/services/messageOverridesHook';

const MAIL = 'We could not send your code; please try again';
const request = (of?: OverridesOf, language: Language = 'en') => ({
  log: { warn: vi.fn<() => void>() }, language, routeOptions: { config: of ? { messageOverrides: { of, area: 'test' } } : {} },
}) as unknown as FastifyRequest;
const reply = (statusCode: number) => ({ statusCode }) as FastifyReply;
const errorAnswer = (message: string) => ({ status: 'error', data: [{ target_element: 'email', error_message: message }] });
const MAIL_ES = 'No pudimos enviar su código; vuelva a intentarlo';
const overrides: OverridesOf = async () => ({ messages: { mailFailed: MAIL, generalError: 'Oops' } });
/** The same overrides with the Spanish of one of them (a version published before translations were asked lacks the other's). */
const translated: OverridesOf = async () => ({ messages: { mailFailed: MAIL, required: 'Answer this' }, message_translations: { es: { mailFailed: MAIL_ES } } });

// The store's own Spanish, as the server registers it at start (the unit tests share one module graph).
addTranslations('es', SPANISH.tables, SPANISH.dictionary);

describe('answerMessagesHook', () => {
  it('says the override in a 4xx and a deliberate 5xx', async () => {
    expect(await answerMessagesHook(request(overrides), reply(502), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MAIL));
    expect(await answerMessagesHook(request(overrides), reply(422), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MAIL));
  });

  it('keeps a 500, a success, an answer nobody overrides and a route of no area as they were', async () => {
    const general = errorAnswer(MESSAGES.generalError);
    expect(await answerMessagesHook(request(overrides), reply(500), general)).toBe(general);
    const success = { status: 'success', data: { message: MESSAGES.mailFailed } };
    expect(await answerMessagesHook(request(overrides), reply(200), success)).toBe(success);
    const untouched = errorAnswer(MESSAGES.required);
    expect(await answerMessagesHook(request(async () => undefined), reply(422), untouched)).toBe(untouched);
    expect(await answerMessagesHook(request(), reply(422), untouched)).toBe(untouched);
  });

  it("sends the catalog's text when the overrides cannot be read", async () => {
    const answer = errorAnswer(MESSAGES.mailFailed);
    expect(await answerMessagesHook(request(async () => { throw new Error('down'); }), reply(422), answer)).toBe(answer);
  });

  it("says a Spanish caller's errors in Spanish, never in the area's English overrides", async () => {
    expect(await answerMessagesHook(request(overrides, 'es'), reply(422), errorAnswer(MESSAGES.required))).toEqual(errorAnswer(MESSAGES_ES.required));
    // An override without its Spanish: the catalog's Spanish, never the portal's English.
    expect(await answerMessagesHook(request(overrides, 'es'), reply(502), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MESSAGES_ES.mailFailed));
  });

  it("says an override's Spanish to a Spanish caller where the definition gives it, the catalog's elsewhere", async () => {
    expect(await answerMessagesHook(request(translated, 'es'), reply(502), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MAIL_ES));
    expect(await answerMessagesHook(request(translated, 'es'), reply(422), errorAnswer(MESSAGES.required))).toEqual(errorAnswer(MESSAGES_ES.required));
    expect(await answerMessagesHook(request(translated, 'en'), reply(422), errorAnswer(MESSAGES.required))).toEqual(errorAnswer('Answer this'));
    // A 500 says the catalog's general error in Spanish, whatever the area overrides.
    expect(await answerMessagesHook(request(overrides, 'es'), reply(500), errorAnswer(MESSAGES.generalError))).toEqual(errorAnswer(MESSAGES_ES.generalError));
  });
});

describe("a success answer's message", () => {
  it('is said in Spanish to a Spanish caller (its placeholders filled as sent), and left alone for an English one', async () => {
    const sent = { status: 'success', data: { message: MESSAGES.quoteSent.replace('{email}', 'a@example.com') } };
    expect(await answerMessagesHook(request(undefined, 'es'), reply(200), sent)).toEqual({ status: 'success', data: { message: MESSAGES_ES.quoteSent.replace('{email}', 'a@example.com') } });
    expect(await answerMessagesHook(request(undefined, 'en'), reply(200), sent)).toBe(sent);
    const plain = { status: 'success', data: { result: [] } };
    expect(await answerMessagesHook(request(undefined, 'es'), reply(200), plain)).toBe(plain);
  });
});
