/**
 * The supplemental carrier questions of plan detail (storefront.md sections 2, 4 "Health-question
 * state", 5; issue 8 point 5): the plan's carrier questions load (none: nothing shows); each is
 * answered Yes or No; Save checks the shared rule (domain/storefront/planQuestionRules.ts:
 * flagged questions must be Yes, the banner 'Please answer yes in order to continue.') and saves;
 * saved answers make add-to-cart available. Server field errors land at their fields, any other
 * failure is the form's message.
 *
 * The app provides the actors `loadQuestions` (input { planId }; resolves CarrierQuestion[]) and
 * `saveAnswers` (input { planId, answers }; resolves the success text, rejects with field errors
 * or a failure). The action `saved` (params { message }) marks the outcome; the app may provide it or
 * follow the state reached (src/storefront/shop/questions does).
 */
import { assign, setup } from 'xstate';
import { notProvided, paramEffect } from '../effects';
import { failureMessage, hasFieldErrors } from '../../domain/errors';
import { errorsByTarget } from './healthQuestionPanel';
import { carrierAnswerErrors, sameQuestions, type CarrierAnswer, type CarrierQuestion } from '../../domain/storefront/planQuestionRules';

export interface CarrierContext {
  planId: number;
  questions: CarrierQuestion[];
  /** The answer by qid: 1 Yes, 0 No. */
  answers: Record<number, 0 | 1>;
  errors: Record<string, string>;
  /** A failure to load or save, or the success text once saved. */
  message: string | null;
}

export type CarrierEvent =
  | { type: 'carrier.answer'; qid: number; yes: boolean } | { type: 'carrier.submit' } | { type: 'carrier.retry' }
  /** The same questions read again in another language (a switch): their texts replace the ones shown, the answers stay. */
  | { type: 'carrier.reread'; questions: CarrierQuestion[] };

export interface SaveCarrierInput { planId: number; answers: CarrierAnswer[] }

/** The answers as save-aflac-questions takes them: one per question, in order (null: not answered). */
export function carrierPayload(context: Pick<CarrierContext, 'questions' | 'answers'>): CarrierAnswer[] {
  return context.questions.map((q) => ({ qid: q.qid, true_condition: context.answers[q.qid] ?? null }));
}

const errorsOf = (context: CarrierContext) => carrierAnswerErrors(context.questions, carrierPayload(context));

/** The carrier questions machine; see the file comment for the effects to provide. */
export const carrierQuestionsMachine = setup({
  types: { context: {} as CarrierContext, events: {} as CarrierEvent, input: {} as { planId: number } },
  actors: {
    loadQuestions: notProvided<CarrierQuestion[], { planId: number }>('loadQuestions'),
    saveAnswers: notProvided<string, SaveCarrierInput>('saveAnswers'),
  },
  actions: { saved: paramEffect<{ message: string }>() },
  guards: {
    none: ({ event }) => (event as unknown as { output: CarrierQuestion[] }).output.length === 0,
    invalid: ({ context }) => errorsOf(context).length > 0,
  },
}).createMachine({
  id: 'carrierQuestions',
  context: ({ input }) => ({ planId: input.planId, questions: [], answers: {}, errors: {}, message: null }),
  on: {
    'carrier.reread': {
      guard: ({ context, event }) => sameQuestions(context.questions, event.questions, (q) => q.qid),
      actions: assign(({ event }) => ({ questions: event.questions })),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: [
          { guard: 'none', target: 'none' },
          { target: 'answering', actions: assign(({ event }) => ({ questions: event.output, message: null })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ message: failureMessage(event.error) })) },
      },
    },
    failed: { on: { 'carrier.retry': 'loading' } },
    none: { type: 'final' },
    answering: {
      on: {
        'carrier.answer': {
          // The messages stay until Save checks again: the engine hides a question's message once it is answered.
          actions: assign(({ context, event }) => ({ answers: { ...context.answers, [event.qid]: event.yes ? 1 : 0 }, message: null })),
        },
        'carrier.submit': [
          { guard: 'invalid', actions: assign(({ context }) => ({ errors: errorsByTarget(errorsOf(context)), message: null })) },
          { target: 'saving', actions: assign({ errors: {}, message: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context }) => ({ planId: context.planId, answers: carrierPayload(context) }),
        onDone: {
          target: 'saved',
          actions: [assign(({ event }) => ({ message: event.output })), { type: 'saved', params: ({ event }) => ({ message: event.output }) }],
        },
        onError: {
          target: 'answering',
          actions: assign(({ event }) => (hasFieldErrors(event.error)
            ? { errors: errorsByTarget(event.error), message: null }
            : { errors: {}, message: failureMessage(event.error) })),
        },
      },
    },
    saved: { type: 'final' },
  },
});
