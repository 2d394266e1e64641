import { describe, expect } from 'vitest';
import { sendQuoteMachine, type SendQuoteContext } from '../../../../machines/storefront/sendQuote';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

const TEMP_ID = 'de000006-0000-4000-8000-000000000006';
const SENT = MESSAGES.quoteSent.replace('{email}', 'casey@example.com');
const PREVIEW = '<p>Dear Casey Morgan,</p>';
const FILLED = { name: 'Casey Morgan', email: 'casey@example.com', message: '' };

const EVENTS = [
  { type: 'sendQuote.open' },
  { type: 'sendQuote.close' },
  { type: 'sendQuote.edit', values: { name: 'R2D2' } },
  // The engine's valid values: it checked them with the form's schema (tests/unit/adapters/sendQuoteForm.test.ts).
  { type: 'sendQuote.preview', values: FILLED },
  { type: 'sendQuote.send', values: FILLED },
  // Send from the preview: the values it shows.
  { type: 'sendQuote.send' },
  { type: 'sendQuote.back' },
  { type: 'xstate.done.actor.loadPreview', output: PREVIEW },
  { type: 'xstate.error.actor.loadPreview', error: [{ target_element: 'general', error_message: MESSAGES.quoteCartEmpty }] },
  { type: 'xstate.done.actor.sendQuote', output: SENT },
  { type: 'xstate.error.actor.sendQuote', error: [{ target_element: 'email', error_message: MESSAGES.mailFailed }] },
];

type Ev = { type: string };

/** Whether the form took values since the last send (typed or submitted; or ever, when nothing was sent yet). */
function typedSinceSend(run: Run): boolean {
  const sentAt = run.events.findLastIndex((e) => e.type === 'xstate.done.actor.sendQuote');
  return run.events.slice(sentAt + 1).some((e) => 'values' in e) || sentAt < 0;
}

/** What the screens read: each state's tags (storefront screens never name a state). */
const SEND_QUOTE_TAGS: Record<string, readonly string[]> = { closed: ['closed'], editing: ['form'], previewing: ['form', 'busy'], preview: ['preview'], sending: ['busy'], sent: ['sent'] };

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  expectTags(run, SEND_QUOTE_TAGS);
  const ctx = s.context as unknown as SendQuoteContext;
  const ev = lastEvent(run) as Ev | undefined;
  expect(ctx.tempId).toBe(TEMP_ID);
  expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'closed':
      expect(s.can({ type: 'sendQuote.open' })).toBe(true);
      // After a send the form starts empty again; a plain close keeps what was typed.
      expect(ctx.values).toEqual(typedSinceSend(run) ? expect.anything() : { name: '', email: '', message: '' });
      break;
    case 'editing':
      // Back from the preview (and every other way in) shows the form without a preview.
      expect(ctx.preview).toBeNull();
      if (ev?.type === 'xstate.error.actor.loadPreview') expect({ error: ctx.error, fieldErrors: ctx.fieldErrors }).toEqual({ error: MESSAGES.quoteCartEmpty, fieldErrors: [] });
      // The server's field errors go to the engine at their fields.
      if (ev?.type === 'xstate.error.actor.sendQuote') expect(ctx.fieldErrors).toEqual([{ target_element: 'email', error_message: MESSAGES.mailFailed }]);
      break;
    case 'previewing':
    case 'sending':
      // A preview is kept only while Send from it runs (the dialog stays on screen).
      expect(ctx.preview).toBe(s.value === 'sending' && run.events.at(-2)?.type === 'xstate.done.actor.loadPreview' ? PREVIEW : null);
      expect(run.calls.at(-1)).toEqual({
        type: s.value === 'previewing' ? 'loadPreview' : 'sendQuote',
        params: { tempId: TEMP_ID, values: { name: 'Casey Morgan', email: 'casey@example.com', message: '' } },
      });
      expect([ctx.fieldErrors, ctx.error]).toEqual([[], null]);
      break;
    case 'preview':
      expect(ctx.preview).toBe(PREVIEW);
      expect(s.can({ type: 'sendQuote.send' })).toBe(true);
      break;
    case 'sent':
      // 'Quote Successfully Sent to {email}'
      expect(ctx.sent).toBe(SENT);
      expect(s.can({ type: 'sendQuote.preview' })).toBe(false);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('send personalised quote model', () => {
  itWalksModel(sendQuoteMachine, {
    input: { tempId: TEMP_ID },
    events: EVENTS,
    actions: [],
    actors: ['loadPreview', 'sendQuote'],
    assertState: assertSpec,
    // Back from the preview is a vertex of its own, so the walk takes it.
    serializeState: ({ value, context }, event) => {
      const ctx = context as unknown as SendQuoteContext;
      return JSON.stringify([value, ctx.values.name, ctx.fieldErrors.length, ctx.error, ctx.preview, ctx.sent, event?.type === 'sendQuote.back']);
    },
  }, { reaches: ['closed', 'editing', 'previewing', 'preview', 'sending', 'sent'] });
});
