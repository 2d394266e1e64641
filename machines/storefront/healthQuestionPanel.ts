/**
 * The health-question panel of plan detail (storefront.md sections 2, 4 "Health-question state",
 * 5 and 8; issue 8 points 5 and 7): the plan's questions load; the form (the engine renders it
 * from adapters/planHealthQuestions, the model the wizard's health questions share) hands its
 * answers over as they change (`panel.values`). Submit checks the shared rules (domain/storefront/planQuestionRules.ts: 'Please
 * answer all questions' and each message at its field) and saves; a decline shows the server's
 * message instead (changing an answer edits again), accepted answers close the panel with the
 * success message so the page reloads pricing. Server field errors land at their fields, any
 * other failure is the panel's message.
 *
 * The app provides the actors `loadQuestions` (input { planId }; resolves HealthQuestion[]) and
 * `saveAnswers` (input { planId, answers }; resolves { declined, message }, rejects with field
 * errors or a failure). The actions `answered` and `declined` (params { message }) mark the outcome;
 * the app may provide them, or (as src/storefront/shop/questions does) follow the state reached.
 */
import { assign, setup } from 'xstate';
import { notProvided, paramEffect } from '../effects';
import { failureMessage, hasFieldErrors, type FieldError } from '../../domain/errors';
import { healthAnswerErrors, sameQuestions, type HealthAnswer, type HealthQuestion } from '../../domain/storefront/planQuestionRules';

export interface HealthPanelInput { planId: number }

export interface HealthPanelContext {
  planId: number;
  questions: HealthQuestion[];
  /** One answer per question, in the questions' order (yes_no_flag null until answered). */
  answers: HealthAnswer[];
  /** Messages by target (`general`, `answers.{i}.yes_no_flag`, ...). */
  errors: Record<string, string>;
  /** The decline text, or a failure to load or save. */
  message: string | null;
  /** The success text once the answers are accepted. */
  success: string | null;
}

export type HealthPanelEvent =
  /** The form's values changed: its answers as save-question-answers takes them. */
  | { type: 'panel.values'; answers: HealthAnswer[] }
  | { type: 'panel.submit'; now: Date }
  | { type: 'panel.retry' }
  /**
   * The same questions read again in another language (a switch): their texts replace the ones
   * shown, the answers stay; `decline`, the plan's decline text in that language, replaces a decline shown.
   */
  | { type: 'panel.reread'; questions: HealthQuestion[]; decline?: string };

export interface SaveAnswersInput { planId: number; answers: HealthAnswer[] }
export interface SaveAnswersOutput { declined: boolean; message: string }

/** Messages by target, the first per target. */
export function errorsByTarget(errors: readonly FieldError[]): Record<string, string> {
  const byTarget: Record<string, string> = {};
  for (const { target_element: target, error_message: message } of errors) byTarget[target] ??= message;
  return byTarget;
}

/**
 * Takes the new answers; the form's own message goes, with the fields it described (it is said
 * again at the next submit while it holds). Other field messages stay: the engine hides a field's
 * message once that field is edited.
 */
function applyValues(context: HealthPanelContext, answers: HealthAnswer[]): Partial<HealthPanelContext> {
  const { general, ...fieldErrors } = context.errors;
  const errors = Object.fromEntries(Object.entries(fieldErrors).filter(([, message]) => message !== general));
  return { answers, errors, message: null };
}

/** The panel machine; see the file comment for the effects to provide. */
export const healthQuestionPanelMachine = setup({
  types: { context: {} as HealthPanelContext, events: {} as HealthPanelEvent, input: {} as HealthPanelInput },
  actors: {
    loadQuestions: notProvided<HealthQuestion[], { planId: number }>('loadQuestions'),
    saveAnswers: notProvided<SaveAnswersOutput, SaveAnswersInput>('saveAnswers'),
  },
  actions: {
    answered: paramEffect<{ message: string }>(),
    declined: paramEffect<{ message: string }>(),
    edit: assign(({ context, event }) => (event.type === 'panel.values' ? applyValues(context, event.answers) : {})),
  },
  guards: {
    sameQuestions: ({ context, event }) => event.type === 'panel.reread' && sameQuestions(context.questions, event.questions, (q) => q.question_id),
    invalid: ({ context, event }) => event.type === 'panel.submit' && healthAnswerErrors(context.questions, context.answers, event.now).length > 0,
  },
}).createMachine({
  id: 'healthQuestionPanel',
  context: ({ input }) => ({ planId: input.planId, questions: [], answers: [], errors: {}, message: null, success: null }),
  on: {
    'panel.reread': { guard: 'sameQuestions', actions: assign(({ event }) => ({ questions: event.questions })) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: {
          target: 'answering',
          actions: assign(({ event }) => ({
            questions: event.output, answers: event.output.map((q) => ({ question_id: q.question_id, yes_no_flag: null })), message: null,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ message: failureMessage(event.error) })) },
      },
    },
    failed: { on: { 'panel.retry': 'loading' } },
    answering: {
      on: {
        'panel.values': { actions: 'edit' },
        'panel.submit': [
          {
            guard: 'invalid',
            actions: assign(({ context, event }) => ({ errors: errorsByTarget(healthAnswerErrors(context.questions, context.answers, event.now)), message: null })),
          },
          { target: 'saving', actions: assign({ errors: {}, message: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context }) => ({ planId: context.planId, answers: context.answers }),
        onDone: [
          {
            guard: ({ event }) => event.output.declined,
            target: 'declined',
            actions: [assign(({ event }) => ({ message: event.output.message })), { type: 'declined', params: ({ event }) => ({ message: event.output.message }) }],
          },
          {
            target: 'answered',
            actions: [assign(({ event }) => ({ success: event.output.message })), { type: 'answered', params: ({ event }) => ({ message: event.output.message }) }],
          },
        ],
        onError: {
          target: 'answering',
          actions: assign(({ event }) => (hasFieldErrors(event.error)
            ? { errors: errorsByTarget(event.error), message: null }
            : { errors: {}, message: failureMessage(event.error) })),
        },
      },
    },
    // The decline shows until an answer changes; the visitor may then answer again.
    declined: {
      on: {
        'panel.values': { target: 'answering', actions: 'edit' },
        'panel.reread': {
          guard: 'sameQuestions',
          actions: assign(({ context, event }) => ({ questions: event.questions, message: event.decline ?? context.message })),
        },
      },
    },
    answered: { type: 'final' },
  },
});
