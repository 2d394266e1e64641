/**
 * The error answers' words (services/messageOverridesHook.ts, every route): for an English caller
 * a 4xx and a deliberate 5xx say the area's override, a 500 keeps the general error, a success and
 * an answer nobody overrides are sent as they were (the same object), and a failed lookup sends
 * the catalog's text; for a Spanish caller every error answer says the catalog's Spanish, never
 * the area's (English) overrides.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../schemas/i18n/language';
import { addTranslations } from '../../../schemas/i18n/localizable';
import { MESSAGES } from '../../../schemas/messages';
import { answerMessagesHook, type OverridesOf } from '../../../server/services/messageOverridesHook';

const MAIL = 'We could not send your code; please try again';
const REQUIRED_ES = 'Este campo es obligatorio';
const request = (of?: OverridesOf, language: Language = 'en') => ({
  log: { warn: vi.fn<() => void>() }, language, routeOptions: { config: of ? { messageOverrides: { of, area: 'test' } } : {} },
}) as unknown as FastifyRequest;
const reply = (statusCode: number) => ({ statusCode }) as FastifyReply;
const errorAnswer = (message: string) => ({ status: 'error', data: [{ target_element: 'email', error_message: message }] });
const overrides: OverridesOf = async () => ({ mailFailed: MAIL, generalError: 'Oops' });

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

  it("says a Spanish caller's errors in Spanish, not in the area's English overrides", async () => {
    addTranslations('es', { messages: { required: REQUIRED_ES } });
    expect(await answerMessagesHook(request(overrides, 'es'), reply(422), errorAnswer(MESSAGES.required))).toEqual(errorAnswer(REQUIRED_ES));
    // No Spanish for this one in the test's table: the catalog's English, never the portal's override.
    expect(await answerMessagesHook(request(overrides, 'es'), reply(502), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MESSAGES.mailFailed));
  });
});

describe("a success answer's message", () => {
  it('is said in Spanish to a Spanish caller (its placeholders filled as sent), and left alone for an English one', async () => {
    addTranslations('es', { messages: { quoteSent: 'Enviamos la cotización a {email}' } });
    const sent = { status: 'success', data: { message: MESSAGES.quoteSent.replace('{email}', 'a@example.com') } };
    expect(await answerMessagesHook(request(undefined, 'es'), reply(200), sent)).toEqual({ status: 'success', data: { message: 'Enviamos la cotización a a@example.com' } });
    expect(await answerMessagesHook(request(undefined, 'en'), reply(200), sent)).toBe(sent);
    const plain = { status: 'success', data: { result: [] } };
    expect(await answerMessagesHook(request(undefined, 'es'), reply(200), plain)).toBe(plain);
  });
});
