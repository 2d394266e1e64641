import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { healthQuestionPanelMachine, type HealthPanelContext } from '../../../../machines/storefront/healthQuestionPanel';
import { healthAnswerErrors, type HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, effectsOf, lastEvent, type Run } from '../harness';

const NOW = new Date(2026, 10, 23, 12);
/** Two of plan 305's questions: who it concerns (text_field), the conditions (checkbox; Cancer prior to 60 declines). */
const QUESTIONS: HealthQuestion[] = [
  { question_id: 3051, question_text: 'Pregnant?', question_sub_type: 'text_field', require_detail: true, options: [] },
  {
    question_id: 3052, question_text: 'Conditions?', question_sub_type: 'checkbox', require_detail: true,
    options: [{ option_id: 1, option_text: 'Cancer', option_group: 'A. Prior to age 60' }, { option_id: 3, option_text: 'Diabetes', option_group: 'B. Prior to age 75' }],
  },
];
const DECLINE = 'Based on your answers, this plan cannot be offered.';
const SUCCESS = 'Thank you, your answers are saved.';
const SERVER_ERRORS = [{ target_element: 'answers.0.who', error_message: MESSAGES.required }];

const EVENTS = [
  { type: 'xstate.done.actor.loadQuestions', output: QUESTIONS },
  { type: 'xstate.error.actor.loadQuestions', error: new Error('Network down') },
  { type: 'panel.retry' },
  // The same questions read again (a switch to the language they were in): nothing the spec sees changes.
  { type: 'panel.reread', questions: QUESTIONS },
  // The form hands over its answers as they change: one unanswered, a Yes missing what it asks, then complete.
  { type: 'panel.values', answers: [{ question_id: 3051, yes_no_flag: 0 }, { question_id: 3052, yes_no_flag: null }] },
  { type: 'panel.values', answers: [{ question_id: 3051, yes_no_flag: 1 }, { question_id: 3052, yes_no_flag: 1 }] },
  { type: 'panel.values', answers: [{ question_id: 3051, yes_no_flag: 1, who: 'Spouse' }, { question_id: 3052, yes_no_flag: 1, checkbox_answers: [1] }] },
  { type: 'panel.submit', now: NOW },
  { type: 'xstate.done.actor.saveAnswers', output: { declined: false, message: SUCCESS } },
  { type: 'xstate.done.actor.saveAnswers', output: { declined: true, message: DECLINE } },
  { type: 'xstate.error.actor.saveAnswers', error: SERVER_ERRORS },
  { type: 'xstate.error.actor.saveAnswers', error: new Error('Network down') },
];

type Ev = { type: string; output?: { declined: boolean }; error?: unknown };

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as HealthPanelContext;
  const ev = lastEvent(run) as Ev | undefined;
  // `declined` fires once per decline answer; `answered` only at the end.
  const declines = run.events.filter((e) => e.type === 'xstate.done.actor.saveAnswers' && (e as Ev).output?.declined).length;
  expect(effectsOf(run, 'declined')).toEqual(Array.from({ length: declines }, () => ({ type: 'declined', params: { message: DECLINE } })));
  if (s.value !== 'answered') expect(effectsOf(run, 'answered')).toEqual([]);
  switch (s.value) {
    case 'loading':
      expect(run.calls.at(-1)).toEqual({ type: 'loadQuestions', params: { planId: 305 } });
      break;
    case 'failed':
      expect(ctx.message).toBe('Network down');
      break;
    case 'answering':
      // One answer per question, in order.
      expect(ctx.answers.map((a) => a.question_id)).toEqual([3051, 3052]);
      if (ev?.type === 'panel.submit') {
        // Submit with something missing: 'Please answer all questions' or the Yes's own message, nothing saved.
        expect(ctx.errors).toEqual(Object.fromEntries(healthAnswerErrors(QUESTIONS, ctx.answers, NOW).map((e) => [e.target_element, e.error_message])));
        expect(Object.keys(ctx.errors).length).toBeGreaterThan(0);
        expect(s.can({ type: 'panel.submit', now: NOW })).toBe(true);
      }
      if (ev?.type === 'xstate.error.actor.saveAnswers') {
        expect({ errors: ctx.errors, message: ctx.message }).toEqual(ev.error instanceof Error
          ? { errors: {}, message: 'Network down' } : { errors: { 'answers.0.who': MESSAGES.required }, message: null });
      }
      if (ev?.type?.startsWith('panel.') && ev.type !== 'panel.submit') expect(ctx.message).toBeNull();
      break;
    case 'saving':
      expect(healthAnswerErrors(QUESTIONS, ctx.answers, NOW)).toEqual([]);
      expect(run.calls.at(-1)).toEqual({ type: 'saveAnswers', params: { planId: 305, answers: ctx.answers } });
      break;
    case 'declined':
      // The decline text shows instead of a success; pricing is not reloaded.
      expect(ctx.message).toBe(DECLINE);
      break;
    case 'answered':
      expect(ctx.success).toBe(SUCCESS);
      expect(effectsOf(run, 'answered')).toEqual([{ type: 'answered', params: { message: SUCCESS } }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('health-question panel model', () => {
  itWalksModel(healthQuestionPanelMachine, {
    input: { planId: 305 }, events: EVENTS, actions: ['answered', 'declined'], actors: ['loadQuestions', 'saveAnswers'], assertState: assertSpec,
    serializeState: (s) => JSON.stringify([s.value, (s.context as unknown as HealthPanelContext).answers, Object.keys((s.context as unknown as HealthPanelContext).errors).sort(), (s.context as unknown as HealthPanelContext).message]),
  }, { reaches: ['loading', 'failed', 'answering', 'saving', 'declined', 'answered'], unsent: ['panel.reread'] });
});

describe('health-question panel details', () => {
  it('asks who a Yes concerns and two detail entries; an edit takes the form\'s message away, the fields\' stay for the engine', async () => {
    const detailQuestion: HealthQuestion = { question_id: 3053, question_text: 'Hospital?', question_sub_type: 'detail', require_detail: true, options: [] };
    const actor = createActor(healthQuestionPanelMachine.provide({
      actors: { loadQuestions: fromPromise(async () => [QUESTIONS[0], detailQuestion]) },
    }), { input: { planId: 305 } }).start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('answering') || snapshot.can({ type: 'panel.submit', now: NOW }));
    actor.send({ type: 'panel.values', answers: [{ question_id: 3051, yes_no_flag: null }, { question_id: 3053, yes_no_flag: 1, detail: [{}, { reason_for_condition: 'Surgery' }] }] });
    actor.send({ type: 'panel.submit', now: NOW });
    const { errors, answers } = actor.getSnapshot().context;
    expect(errors.general).toBe(MESSAGES.answerAllQuestions);
    expect(errors['answers.0.yes_no_flag']).toBe(MESSAGES.answerAllQuestions);
    expect(errors['answers.1.detail.0.dot_from']).toBe(MESSAGES.required);
    expect(errors['answers.1.detail.1.physician_name_address']).toBe(MESSAGES.required);
    expect(answers[1].detail).toEqual([{}, { reason_for_condition: 'Surgery' }]);
    actor.send({ type: 'panel.values', answers: [{ question_id: 3051, yes_no_flag: 1, who: 'Spouse' }, answers[1]] });
    expect(actor.getSnapshot().context.errors.general).toBeUndefined();
    expect(actor.getSnapshot().context.errors['answers.1.detail.0.dot_from']).toBe(MESSAGES.required);
    actor.stop();
  });

  it('takes the same questions read again in another language, the answers kept, and refuses other questions', async () => {
    const actor = createActor(healthQuestionPanelMachine.provide({ actors: { loadQuestions: fromPromise(async () => QUESTIONS) } }), { input: { planId: 305 } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    const answers = [{ question_id: 3051, yes_no_flag: 1 as const, who: 'Spouse' }, { question_id: 3052, yes_no_flag: 0 as const }];
    actor.send({ type: 'panel.values', answers });
    const spanish = QUESTIONS.map((q) => ({ ...q, question_text: `¿${q.question_text.slice(0, -1)}?` }));
    actor.send({ type: 'panel.reread', questions: spanish });
    expect(actor.getSnapshot().context).toMatchObject({ questions: spanish, answers });
    actor.send({ type: 'panel.reread', questions: [spanish[0]] });
    expect(actor.getSnapshot().context.questions).toBe(spanish);
    actor.stop();
  });
});

