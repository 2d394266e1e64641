/**
 * The error answers' message overrides (services/messageOverridesHook.ts, the storefront's and the
 * wizard's routes): a 4xx and a deliberate 5xx say the override, a 500 keeps the general error, a
 * success and an answer nobody overrides are sent as they were (the same object), and a failed
 * lookup sends the catalog's text.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { messageOverridesHook } from '../../../server/services/messageOverridesHook';

const MAIL = 'We could not send your code; please try again';
const request = { log: { warn: vi.fn<() => void>() } } as unknown as FastifyRequest;
const reply = (statusCode: number) => ({ statusCode }) as FastifyReply;
const errorAnswer = (message: string) => ({ status: 'error', data: [{ target_element: 'email', error_message: message }] });

describe('messageOverridesHook', () => {
  const hook = messageOverridesHook(async () => ({ mailFailed: MAIL, generalError: 'Oops' }), 'test');

  it('says the override in a 4xx and a deliberate 5xx', async () => {
    expect(await hook(request, reply(502), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MAIL));
    expect(await hook(request, reply(422), errorAnswer(MESSAGES.mailFailed))).toEqual(errorAnswer(MAIL));
  });

  it('keeps a 500, a success and an answer nobody overrides as they were', async () => {
    const general = errorAnswer(MESSAGES.generalError);
    expect(await hook(request, reply(500), general)).toBe(general);
    const success = { status: 'success', data: { message: MESSAGES.mailFailed } };
    expect(await hook(request, reply(200), success)).toBe(success);
    const untouched = errorAnswer(MESSAGES.required);
    const none = messageOverridesHook(async () => undefined, 'test');
    expect(await none(request, reply(422), untouched)).toBe(untouched);
  });

  it("sends the catalog's text when the overrides cannot be read", async () => {
    const failing = messageOverridesHook(async () => { throw new Error('down'); }, 'test');
    const answer = errorAnswer(MESSAGES.mailFailed);
    expect(await failing(request, reply(422), answer)).toBe(answer);
  });
});
