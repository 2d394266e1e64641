import { describe, expect, it } from 'vitest';
import { sendQuoteErrors, sendQuoteMachine, type SendQuoteContext } from '../../../../machines/storefront/sendQuote';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

const TEMP_ID = 'de000006-0000-4000-8000-000000000006';
const SENT = MESSAGES.quoteSent.replace('{email}', 'casey@example.com');
const PREVIEW = '<p>Dear Casey Morgan,</p>';

const EVENTS = [
  { type: 'sendQuote.open' },
  { type: 'sendQuote.close' },
  { type: 'sendQuote.edit', field: 'name', value: 'Casey Morgan' },
  { type: 'sendQuote.edit', field: 'name', value: 'R2D2' },
  { type: 'sendQuote.edit', field: 'email', value: 'casey@example.com' },
  { type: 'sendQuote.edit', field: 'email', value: 'casey@' },
  { type: 'sendQuote.preview' },
  { type: 'sendQuote.send' },
  { type: 'sendQuote.back' },
  { type: 'xstate.done.actor.loadPreview', output: PREVIEW },
  { type: 'xstate.error.actor.loadPreview', error: [{ target_element: 'general', error_message: MESSAGES.quoteCartEmpty }] },
  { type: 'xstate.done.actor.sendQuote', output: SENT },
  { type: 'xstate.error.actor.sendQuote', error: [{ target_element: 'email', error_message: MESSAGES.mailFailed }] },
];

type Ev = { type: string; field?: string; value?: string };

/** Whether anything was typed since the last send (or ever, when nothing was sent yet). */
function typedSinceSend(run: Run): boolean {
  const sentAt = run.events.findLastIndex((e) => e.type === 'xstate.done.actor.sendQuote');
  return run.events.slice(sentAt + 1).some((e) => e.type === 'sendQuote.edit') || sentAt < 0;
}

const valid = (ctx: SendQuoteContext) => Object.keys(sendQuoteErrors(ctx.values)).length === 0;

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
      if (ev?.type === 'sendQuote.edit') expect(ctx.errors[ev.field as 'name' | 'email']).toBeUndefined();
      if (ev?.type === 'sendQuote.preview' || ev?.type === 'sendQuote.send') {
        // A check that fails stays on the form with the spec's messages, and calls nothing.
        expect(valid(ctx)).toBe(false);
        expect(ctx.errors).toEqual(sendQuoteErrors(ctx.values));
        if (ctx.errors.name) expect(ctx.errors.name).toBe('Please enter valid name');
        if (ctx.errors.email) expect(ctx.errors.email).toBe('Please enter valid email address');
      }
      if (ev?.type === 'xstate.error.actor.loadPreview') expect(ctx.error).toBe(MESSAGES.quoteCartEmpty);
      if (ev?.type === 'xstate.error.actor.sendQuote') expect(ctx.errors.email).toBe(MESSAGES.mailFailed);
      break;
    case 'previewing':
    case 'sending':
      expect(valid(ctx)).toBe(true);
      // A preview is kept only while Send from it runs (the dialog stays on screen).
      expect(ctx.preview).toBe(s.value === 'sending' && run.events.at(-2)?.type === 'xstate.done.actor.loadPreview' ? PREVIEW : null);
      expect(run.calls.at(-1)).toEqual({
        type: s.value === 'previewing' ? 'loadPreview' : 'sendQuote',
        params: { tempId: TEMP_ID, values: { name: 'Casey Morgan', email: 'casey@example.com', message: '' } },
      });
      expect(ctx.errors).toEqual({});
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
    // The form's validity, not its exact text, decides the flow: keeps the walk small.
    // Back from the preview is a vertex of its own, so the walk takes it.
    serializeState: ({ value, context }, event) => {
      const ctx = context as unknown as SendQuoteContext;
      return JSON.stringify([value, sendQuoteErrors(ctx.values), Object.keys(ctx.errors).sort(), ctx.error, ctx.preview, ctx.sent, event?.type === 'sendQuote.back']);
    },
  }, { reaches: ['closed', 'editing', 'previewing', 'preview', 'sending', 'sent'] });
});

describe('sendQuoteErrors', () => {
  it.each([
    [{ name: 'Casey Morgan', email: 'casey@example.com' }, {}],
    [{ name: "Mary-Jo O'Neil Jr.", email: 'a.b+c@example.co.uk' }, {}],
    [{ name: '  ', email: '' }, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{ name: 'R2D2', email: 'casey@example' }, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{ name: 'x'.repeat(61), email: 'casey@example.com' }, { name: MESSAGES.quoteNameInvalid }],
  ])('%o -> %o', (values, errors) => {
    expect(sendQuoteErrors({ message: '', ...values })).toEqual(errors);
  });
});
