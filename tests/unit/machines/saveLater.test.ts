import { describe, expect } from 'vitest';
import { saveLaterMachine } from '../../../machines/saveLater';
import { MESSAGES } from '../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from './harness';

const SERVER_REFUSED = [{ target_element: 'email', error_message: MESSAGES.email }];
const EVENTS = [
  { type: 'saveLater.open' },
  { type: 'saveLater.back' },
  { type: 'saveLater.done' },
  { type: 'saveLater.submit', email: 'foo@' },
  { type: 'saveLater.submit', email: 'a b@c.d' },
  { type: 'saveLater.submit', email: ' demo@example.com ' },
  { type: 'xstate.done.actor.sendCode', output: { message: 'sent' } },
  { type: 'xstate.error.actor.sendCode', error: SERVER_REFUSED },
  { type: 'xstate.error.actor.sendCode', error: new Error('Network down') },
];

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as { email: string; message: string | null; error: string | null };
  const ev = lastEvent(run) as { type: string; email?: string; error?: unknown } | undefined;
  const sends = run.events.filter((e) => e.type === 'saveLater.submit' && String(e.email).includes('demo@'));
  // Send Code with an invalid address does nothing but flag it: the API is called once per valid submit only.
  expect(run.calls).toHaveLength(sends.length);
  // The modal shows whenever it is open; busy while sending; the saved message once sent.
  expect(s.hasTag('dialog')).toBe(s.value !== 'closed');
  expect(s.hasTag('busy')).toBe(s.value === 'sending');
  expect(s.hasTag('saved')).toBe(s.value === 'saved');
  switch (s.value) {
    case 'closed':
      expect(ctx).toEqual({ email: '', message: null, error: null });
      expect(s.can({ type: 'saveLater.open' })).toBe(true);
      break;
    case 'enteringEmail':
      expect(ctx.message).toBe(MESSAGES.saveLaterPrompt);
      if (ev?.type === 'saveLater.open') expect(ctx.error).toBeNull();
      if (ev?.type === 'saveLater.submit') expect(ctx.error).toBe(MESSAGES.saveLaterInvalidEmail);
      if (ev?.type.startsWith('xstate.')) expect(ctx.error).toBe(ev.error instanceof Error ? 'Network down' : MESSAGES.email);
      expect(s.can({ type: 'saveLater.back' })).toBe(true);
      break;
    case 'sending':
      expect(run.calls.at(-1)).toEqual({ type: 'sendCode', params: { email: 'demo@example.com' } });
      expect(s.can({ type: 'saveLater.back' })).toBe(false);
      break;
    case 'saved':
      expect(ctx.message).toBe(MESSAGES.saveLaterSaved);
      expect(ctx.error).toBeNull();
      expect(s.can({ type: 'saveLater.done' })).toBe(true);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('save & continue later model', () => {
  itWalksModel(saveLaterMachine, {
    events: EVENTS,
    actions: [],
    actors: ['sendCode'],
    assertState: assertSpec,
  }, { reaches: ['closed', 'enteringEmail', 'saved', 'sending'] }, 'simple');
});
