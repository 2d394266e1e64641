import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { carrierPayload, carrierQuestionsMachine, type CarrierContext } from '../../../../machines/storefront/carrierQuestions';
import { carrierAnswerErrors, type CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from '../harness';

/** Plan 1201's shape: the first must be Yes, the second Yes or No. */
const QUESTIONS: CarrierQuestion[] = [{ qid: 1, question: 'At work?', true_condition: 1 }, { qid: 2, question: 'Other cover?', true_condition: 0 }];
const SAVED = MESSAGES.carrierAnswersSaved;

const EVENTS = [
  { type: 'xstate.done.actor.loadQuestions', output: QUESTIONS },
  { type: 'xstate.done.actor.loadQuestions', output: [] },
  { type: 'xstate.error.actor.loadQuestions', error: new Error('Network down') },
  { type: 'carrier.retry' },
  // The same questions read again (a switch to the language they were in): nothing the spec sees changes.
  { type: 'carrier.reread', questions: QUESTIONS },
  { type: 'carrier.answer', qid: 1, yes: false },
  { type: 'carrier.answer', qid: 1, yes: true },
  { type: 'carrier.answer', qid: 2, yes: false },
  { type: 'carrier.submit' },
  { type: 'xstate.done.actor.saveAnswers', output: SAVED },
  { type: 'xstate.error.actor.saveAnswers', error: [{ target_element: 'aflac_data.0.true_condition', error_message: MESSAGES.carrierAnswerYes }] },
  { type: 'xstate.error.actor.saveAnswers', error: new Error('Network down') },
];

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as CarrierContext;
  const ev = lastEvent(run) as { type: string; error?: unknown } | undefined;
  if (s.value !== 'saved') expect(effectsOf(run, 'saved')).toEqual([]);
  switch (s.value) {
    case 'loading':
      expect(run.calls.at(-1)).toEqual({ type: 'loadQuestions', params: { planId: 1201 } });
      break;
    case 'failed':
      expect(ctx.message).toBe('Network down');
      break;
    case 'none':
      // A plan without carrier questions: nothing to show, nothing to save.
      expect(ctx.questions).toEqual([]);
      break;
    case 'answering':
      if (ev?.type === 'carrier.submit') {
        expect(ctx.errors).toEqual(Object.fromEntries(carrierAnswerErrors(QUESTIONS, carrierPayload(ctx)).map((e) => [e.target_element, e.error_message])));
        expect(Object.keys(ctx.errors).length).toBeGreaterThan(0);
      }
      if (ev?.type === 'xstate.error.actor.saveAnswers') {
        expect({ errors: ctx.errors, message: ctx.message }).toEqual(ev.error instanceof Error
          ? { errors: {}, message: 'Network down' } : { errors: { 'aflac_data.0.true_condition': MESSAGES.carrierAnswerYes }, message: null });
      }
      break;
    case 'saving':
      // Only a flagged Yes and an answer to every question are saved.
      expect(ctx.answers).toEqual({ 1: 1, 2: 0 });
      expect(run.calls.at(-1)).toEqual({ type: 'saveAnswers', params: { planId: 1201, answers: [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 0 }] } });
      break;
    case 'saved':
      expect(ctx.message).toBe(SAVED);
      expect(effectsOf(run, 'saved')).toEqual([{ type: 'saved', params: { message: SAVED } }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('carrier questions model', () => {
  itWalksModel(carrierQuestionsMachine, {
    input: { planId: 1201 }, events: EVENTS, actions: ['saved'], actors: ['loadQuestions', 'saveAnswers'], assertState: assertSpec,
  }, { reaches: ['loading', 'failed', 'none', 'answering', 'saving', 'saved'] });
});

describe('carrier questions read again', () => {
  it('takes the same questions in another language, the answers kept, and refuses other questions', async () => {
    const actor = createActor(carrierQuestionsMachine.provide({ actors: { loadQuestions: fromPromise(async () => QUESTIONS) } }), { input: { planId: 1201 } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    actor.send({ type: 'carrier.answer', qid: 1, yes: true });
    const spanish = [{ ...QUESTIONS[0], question: '¿En el trabajo?' }, { ...QUESTIONS[1], question: '¿Otra cobertura?' }];
    actor.send({ type: 'carrier.reread', questions: spanish });
    expect(actor.getSnapshot().context).toMatchObject({ questions: spanish, answers: { 1: 1 } });
    actor.send({ type: 'carrier.reread', questions: [{ ...spanish[0], qid: 9 }, spanish[1]] });
    expect(actor.getSnapshot().context.questions).toBe(spanish);
    actor.stop();
  });
});

