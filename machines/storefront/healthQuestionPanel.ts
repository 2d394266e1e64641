/**
 * The health-question panel of plan detail (storefront.md sections 2, 4 "Health-question state",
 * 5 and 8; issue 8 points 5 and 7): the plan's questions load; each is answered Yes or No, a Yes
 * revealing what its sub type asks (who it concerns, the conditions by option group, two detail
 * entries). Submit checks the shared rules (domain/storefront/planQuestionRules.ts: 'Please
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
import { DETAIL_ENTRIES, healthAnswerErrors, type DetailEntry, type DetailField, type HealthAnswer, type HealthQuestion } from '../../domain/storefront/planQuestionRules';

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
  | { type: 'panel.answer'; questionId: number; yes: boolean }
  | { type: 'panel.who'; questionId: number; value: string }
  | { type: 'panel.option'; questionId: number; optionId: number; checked: boolean }
  | { type: 'panel.detail'; questionId: number; entry: number; field: DetailField; value: string }
  | { type: 'panel.submit'; now: Date }
  | { type: 'panel.retry' };

export interface SaveAnswersInput { planId: number; answers: HealthAnswer[] }
export interface SaveAnswersOutput { declined: boolean; message: string }

type EditEvent = Extract<HealthPanelEvent, { questionId: number }>;

/** Messages by target, the first per target. */
export function errorsByTarget(errors: readonly FieldError[]): Record<string, string> {
  const byTarget: Record<string, string> = {};
  for (const { target_element: target, error_message: message } of errors) byTarget[target] ??= message;
  return byTarget;
}

/** The answer after one edit. */
function edited(answer: HealthAnswer, event: EditEvent): HealthAnswer {
  switch (event.type) {
    case 'panel.answer':
      return { ...answer, yes_no_flag: event.yes ? 1 : 0 };
    case 'panel.who':
      return { ...answer, who: event.value };
    case 'panel.option': {
      const others = (answer.checkbox_answers ?? []).filter((id) => id !== event.optionId);
      return { ...answer, checkbox_answers: event.checked ? [...others, event.optionId] : others };
    }
    case 'panel.detail': {
      const detail: DetailEntry[] = Array.from({ length: DETAIL_ENTRIES }, (_, i) => ({ ...answer.detail?.[i] }));
      detail[event.entry] = { ...detail[event.entry], [event.field]: event.value };
      return { ...answer, detail };
    }
  }
}

/** Applies an edit and clears the messages of that question and the general one. */
function applyEdit(context: HealthPanelContext, event: EditEvent): Partial<HealthPanelContext> {
  const index = context.questions.findIndex((q) => q.question_id === event.questionId);
  if (index < 0) return {};
  const prefix = `answers.${index}.`;
  return {
    answers: context.answers.map((answer, i) => (i === index ? edited(answer, event) : answer)),
    errors: Object.fromEntries(Object.entries(context.errors).filter(([target]) => target !== 'general' && !target.startsWith(prefix))),
    message: null,
  };
}

const EDITS = ['panel.answer', 'panel.who', 'panel.option', 'panel.detail'] as const;

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
    edit: assign(({ context, event }) => applyEdit(context, event as EditEvent)),
  },
  guards: {
    invalid: ({ context, event }) => event.type === 'panel.submit' && healthAnswerErrors(context.questions, context.answers, event.now).length > 0,
  },
}).createMachine({
  id: 'healthQuestionPanel',
  context: ({ input }) => ({ planId: input.planId, questions: [], answers: [], errors: {}, message: null, success: null }),
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
        ...Object.fromEntries(EDITS.map((type) => [type, { actions: 'edit' }])),
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
    declined: { on: Object.fromEntries(EDITS.map((type) => [type, { target: 'answering', actions: 'edit' }])) },
    answered: { type: 'final' },
  },
});
