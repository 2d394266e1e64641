import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { HELP_ERROR_MS, helpWidgetMachine, questionShown, type AddAnswerInput, type HelpWidgetContext } from '../../../../machines/storefront/helpWidget';
import type { AssistConversation } from '../../../../domain/storefront/helpWidgetTypes';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from '../harness';
import { A_NAME, STEP_CONTACT, STEP_DONE, STEP_NAME } from './helpWidgetFixtures';

const REFUSED = [{ target_element: 'answer', error_message: 'Invalid phone number' }];
const AFTER = `xstate.after.${HELP_ERROR_MS}.helpWidget.open.rep.ready.failed`;

const EVENTS = [
  { type: 'help.open' },
  { type: 'help.close' },
  { type: 'help.contactRep' },
  { type: 'help.back' },
  { type: 'help.retry' },
  { type: 'help.type', index: 0, value: 'sam@example.com' },
  { type: 'help.type', index: 1, value: '555' },
  { type: 'help.send' },
  { type: 'help.edit', questionId: 1 },
  // An id the conversation never asked: ignored.
  { type: 'help.edit', questionId: 9 },
  { type: 'help.cancelEdit' },
  { type: 'help.reread' },
  { type: 'xstate.done.actor.getConversation', output: STEP_NAME },
  { type: 'xstate.done.actor.getConversation', output: STEP_CONTACT },
  { type: 'xstate.done.actor.getConversation', output: STEP_DONE },
  { type: 'xstate.error.actor.getConversation', error: new Error('Network down') },
  { type: 'xstate.done.actor.addAnswer', output: null },
  { type: 'xstate.error.actor.addAnswer', error: REFUSED },
  // The 5000 ms delay's own event, sent by the walk as the clock would.
  { type: AFTER },
];

const value = (run: Run) => JSON.stringify(run.snapshot.value);
const ctxOf = (run: Run) => run.snapshot.context as unknown as HelpWidgetContext;

function assertSpec(run: Run): void {
  const ctx = ctxOf(run);
  const ev = lastEvent(run);
  const v = value(run);
  expect(run.effects).toEqual([]);
  // Open and close work from everywhere; the rep view's Back only inside it.
  expect(run.snapshot.can({ type: 'help.open' })).toBe(v === '"closed"');
  expect(run.snapshot.can({ type: 'help.back' })).toBe(v.includes('"rep"'));
  const shown = questionShown(ctx);
  switch (v) {
    case '"closed"':
    case '{"open":"menu"}':
      // 'We are here to help you' (or nothing): no step, no draft, no message.
      expect(ctx).toMatchObject({ draft: [], editing: null, error: null });
      expect(run.snapshot.can({ type: 'help.contactRep' })).toBe(v !== '"closed"');
      break;
    case '{"open":{"rep":"loading"}}':
      expect(run.calls.at(-1)).toEqual({ type: 'getConversation' });
      expect(ctx.error).toBeNull();
      break;
    case '{"open":{"rep":"rereading"}}':
      // The page's language changed: the conversation is read again, what is typed kept meanwhile.
      expect(run.calls.at(-1)).toEqual({ type: 'getConversation' });
      expect(ev?.type === 'help.reread' || ev?.type === 'help.type').toBe(true);
      break;
    case '{"open":{"rep":"loadFailed"}}':
      expect(ev?.type).toBe('xstate.error.actor.getConversation');
      break;
    case '{"open":{"rep":{"ready":"idle"}}}':
      // One input per field of the step shown; no message.
      expect(shown).not.toBeNull();
      expect(ctx.draft).toHaveLength(shown!.fields.length);
      expect(ctx.error).toBeNull();
      break;
    case '{"open":{"rep":{"ready":"invalid"}}}':
      // A slide step with a blank field: 'Please fill the both fields.', nothing sent.
      expect(ctx.error).toBe('Please fill the both fields.');
      expect(shown!.fields).toHaveLength(2);
      expect(ctx.draft.some((item) => item.trim() === '')).toBe(true);
      expect(run.calls.at(-1)?.type).toBe('getConversation');
      break;
    case '{"open":{"rep":{"ready":"failed"}}}':
      // The server's message, kept while the visitor types.
      expect(ctx.error).toBe('Invalid phone number');
      expect(run.calls.at(-1)?.type).toBe('addAnswer');
      break;
    case '{"open":{"rep":"sending"}}':
      // The answer of the step shown; a slide's two values a line each.
      expect(run.calls.at(-1)).toEqual({ type: 'addAnswer', params: { question_id: shown!.id, answer: ctx.draft.map((s) => s.trim()).join('\n') } });
      expect(ctx.draft.some((item) => item.trim() !== '')).toBe(true);
      expect(ctx.error).toBeNull();
      break;
    case '{"open":{"rep":"finished"}}':
      // The closing statement: nothing to answer, earlier answers still editable.
      expect(shown).toBeNull();
      expect(ctx.conversation?.question?.fields ?? []).toEqual([]);
      expect(run.snapshot.can({ type: 'help.edit', questionId: 1 })).toBe(true);
      break;
    default:
      throw new Error(`unexpected state ${v}`);
  }
  const editedKnown = ev?.type === 'help.edit' && ev.questionId === 1 && ctx.conversation?.answer.some((item) => item.question_id === 1);
  if (editedKnown && v.includes('ready')) {
    // Edit-message mode: the input holds the earlier answer of question 1.
    expect(ctx).toMatchObject({ editing: 1, draft: [A_NAME.answer] });
    expect(shown?.question).toBe(A_NAME.question);
  }
  if (ev?.type === AFTER) expect(ctx.error).toBeNull();
}

/** Draft values, error and editing are bounded by the events; the conversation is one of three steps. */
describe('help widget model', () => {
  itWalksModel(helpWidgetMachine, {
    events: EVENTS,
    actions: [],
    actors: ['getConversation', 'addAnswer'],
    assertState: assertSpec,
  }, {
    reaches: [
      'closed', { open: 'menu' }, { open: { rep: 'loading' } }, { open: { rep: 'loadFailed' } }, { open: { rep: { ready: 'idle' } } },
      { open: { rep: { ready: 'invalid' } } }, { open: { rep: { ready: 'failed' } } }, { open: { rep: 'sending' } }, { open: { rep: 'finished' } },
      { open: { rep: 'rereading' } },
    ],
  });
});

/** The real machine on a simulated clock: the failed send's message stays exactly 5000 ms. */
describe('help widget send failure', () => {
  function started(conversation: AssistConversation) {
    const clock = new SimulatedClock();
    const actor = createActor(helpWidgetMachine.provide({
      actors: {
        getConversation: fromPromise(async () => conversation),
        addAnswer: fromPromise<unknown, AddAnswerInput>(() => Promise.reject(REFUSED)),
      },
    }), { clock });
    actor.start();
    return { actor, clock };
  }
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('shows the server message for 5000 ms, then clears it', async () => {
    const { actor, clock } = started(STEP_CONTACT);
    actor.send({ type: 'help.open' });
    actor.send({ type: 'help.contactRep' });
    await settle();
    actor.send({ type: 'help.type', index: 0, value: 'sam@example.com' });
    actor.send({ type: 'help.type', index: 1, value: '555' });
    actor.send({ type: 'help.send' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Invalid phone number');
    clock.increment(HELP_ERROR_MS - 1);
    actor.send({ type: 'help.type', index: 1, value: '5552010002' });
    expect(actor.getSnapshot().context.error).toBe('Invalid phone number');
    clock.increment(1);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.draft).toEqual(['sam@example.com', '5552010002']);
    actor.stop();
  });

  it('refuses a slide step with one blank field without sending', async () => {
    const { actor } = started(STEP_CONTACT);
    actor.send({ type: 'help.open' });
    actor.send({ type: 'help.contactRep' });
    await settle();
    actor.send({ type: 'help.type', index: 0, value: 'sam@example.com' });
    actor.send({ type: 'help.send' });
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.helpSlideBoth);
    expect(actor.getSnapshot().matches({ open: { rep: { ready: 'invalid' } } })).toBe(true);
    actor.stop();
  });
});

describe('help widget on a language switch', () => {
  it('reads the conversation again in the new language and keeps what the visitor typed', async () => {
    const spanish: AssistConversation = { question: { ...STEP_CONTACT.question!, question: '¿Cómo puede Jordan comunicarse con usted?', content_lang: 'es' }, answer: STEP_CONTACT.answer };
    let answer = STEP_CONTACT;
    const actor = createActor(helpWidgetMachine.provide({
      actors: { getConversation: fromPromise(async () => answer), addAnswer: fromPromise<unknown, AddAnswerInput>(async () => null) },
    }));
    actor.start();
    actor.send({ type: 'help.open' });
    actor.send({ type: 'help.contactRep' });
    await new Promise<void>((resolve) => setImmediate(resolve));
    actor.send({ type: 'help.type', index: 0, value: 'sam@example.com' });
    answer = spanish;
    actor.send({ type: 'help.reread' });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().matches({ open: { rep: { ready: 'idle' } } })).toBe(true);
    expect(questionShown(actor.getSnapshot().context)?.question).toBe('¿Cómo puede Jordan comunicarse con usted?');
    expect(actor.getSnapshot().context.draft).toEqual(['sam@example.com', '']);
    actor.stop();
  });
});
