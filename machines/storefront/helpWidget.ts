/**
 * The help widget (storefront.md sections 2 "Help widget and location prompt", 4 "Help widget", 5
 * and 9): closed or open; open shows 'We are here to help you' with Create Ticket and Feedback
 * (links, no state) and Contact Rep, which turns the rep message view on: the scripted assistant
 * conversation. Each step loads through assist/get (the next question and the past answers) and
 * is answered through assist/add. Back turns the rep view off again; an earlier answer can be
 * edited (edit-message mode: the input holds that answer and sending replaces it). A slide step
 * needs both its fields ('Please fill the both fields.'). The message is sent on Enter or the
 * send button (both send `help.send`). A failed send shows the server's message for 5000 ms (an
 * XState `after` delay, so tests run it on a simulated clock), then it clears.
 *
 * The app provides the actors `getConversation` (GET assist/get with the device, rep and page;
 * resolves the AssistConversation, rejects on failure) and `addAnswer` (POST assist/add; input
 * { question_id, answer }; rejects with the server's field errors on a refusal).
 */
import { and, assign, or, setup } from 'xstate';
import { MESSAGES } from '../../schemas/messages';
import { notProvided } from '../effects';
import { failureMessage } from '../../domain/errors';
import { asksForAnswer, joinAnswer, splitAnswer, type AssistConversation, type AssistQuestion } from '../../domain/storefront/helpWidgetTypes';

/** How long a failed send's message stays (storefront.md section 9: 'Chat error cleared after 5000 ms'). */
export const HELP_ERROR_MS = 5000;

export interface HelpWidgetContext {
  /** The last assist/get answer, null before the first. */
  conversation: AssistConversation | null;
  /** The values typed for the step shown (one, or two on a slide step). */
  draft: string[];
  /** The question whose earlier answer is being edited (edit-message mode), null otherwise. */
  editing: number | null;
  /** The message under the input: a slide step's refusal or a failed send's server message. */
  error: string | null;
}

export type HelpWidgetEvent =
  | { type: 'help.open' }
  | { type: 'help.close' }
  | { type: 'help.contactRep' }
  | { type: 'help.back' }
  | { type: 'help.retry' }
  | { type: 'help.type'; index: number; value: string }
  /** Enter in the input or the send button. */
  | { type: 'help.send' }
  | { type: 'help.edit'; questionId: number }
  | { type: 'help.cancelEdit' }
  /** The page's language changed: the conversation's texts are read again in it (issue 18). */
  | { type: 'help.reread' };

/** What addAnswer posts (with the device, rep and page the app adds). */
export interface AddAnswerInput { question_id: number; answer: string }

const EMPTY: HelpWidgetContext = { conversation: null, draft: [], editing: null, error: null };

/** The question the input answers now: the edited one in edit-message mode, else the assistant's current one. */
export function questionShown(context: HelpWidgetContext): AssistQuestion | null {
  const { conversation, editing } = context;
  if (editing !== null) {
    const past = conversation?.answer.find((item) => item.question_id === editing);
    return past ? { id: past.question_id, question: past.question, fields: past.fields, ...(past.content_lang && { content_lang: past.content_lang }) } : null;
  }
  return asksForAnswer(conversation?.question) ? conversation!.question : null;
}

const blankDraft = (question: AssistQuestion | null | undefined): string[] => (question ? question.fields.map(() => '') : []);

/** The help widget machine; see the file comment for the actors to provide. */
export const helpWidgetMachine = setup({
  types: {
    context: {} as HelpWidgetContext,
    events: {} as HelpWidgetEvent,
  },
  actors: {
    getConversation: notProvided<AssistConversation, void>('getConversation'),
    addAnswer: notProvided<unknown, AddAnswerInput>('addAnswer'),
  },
  actions: {
    leaveRep: assign(({ context }) => ({ ...context, draft: [], editing: null, error: null })),
    clearError: assign({ error: null }),
  },
  guards: {
    asks: (_, params: { conversation: AssistConversation }) => asksForAnswer(params.conversation.question),
    answered: ({ context }, params: { questionId: number }) =>
      Boolean(context.conversation?.answer.some((item) => item.question_id === params.questionId)),
    editing: ({ context }) => context.editing !== null,
    nothingTyped: ({ context }) => context.draft.every((value) => value.trim() === ''),
    slideIncomplete: ({ context }) => context.draft.length > 1 && context.draft.some((value) => value.trim() === ''),
    scriptOpen: ({ context }) => asksForAnswer(context.conversation?.question),
    /** The step shown now is shown by `conversation` too, with the same inputs (its texts may differ: another language). */
    sameStep: ({ context }, params: { conversation: AssistConversation }) => {
      const before = questionShown(context);
      const after = questionShown({ ...context, conversation: params.conversation });
      return before !== null && after !== null && before.id === after.id && before.fields.length === after.fields.length;
    },
  },
}).createMachine({
  id: 'helpWidget',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: { 'help.open': 'open' },
    },
    open: {
      initial: 'menu',
      on: { 'help.close': { target: 'closed', actions: 'leaveRep' } },
      states: {
        // 'We are here to help you': Create Ticket and Feedback are links; Contact Rep opens the rep view.
        menu: {
          on: { 'help.contactRep': 'rep' },
        },
        rep: {
          initial: 'loading',
          on: { 'help.back': { target: 'menu', actions: 'leaveRep' } },
          states: {
            loading: {
              invoke: {
                id: 'getConversation',
                src: 'getConversation',
                onDone: [
                  {
                    guard: { type: 'asks', params: ({ event }) => ({ conversation: event.output }) },
                    target: 'ready',
                    actions: assign(({ event }) => ({ conversation: event.output, draft: blankDraft(event.output.question), editing: null, error: null })),
                  },
                  { target: 'finished', actions: assign(({ event }) => ({ conversation: event.output, draft: [], editing: null, error: null })) },
                ],
                onError: 'loadFailed',
              },
            },
            loadFailed: {
              on: { 'help.retry': 'loading' },
            },
            ready: {
              initial: 'idle',
              on: {
                'help.reread': 'rereading',
                'help.send': [
                  { guard: 'nothingTyped' },
                  { guard: 'slideIncomplete', target: '.invalid', actions: assign({ error: MESSAGES.helpSlideBoth }) },
                  { target: 'sending', actions: 'clearError' },
                ],
                'help.edit': {
                  guard: { type: 'answered', params: ({ event }) => ({ questionId: event.questionId }) },
                  target: '.idle',
                  actions: assign(({ context, event }) => startEdit(context, event.questionId)),
                },
                'help.cancelEdit': [
                  {
                    guard: and(['editing', 'scriptOpen']),
                    target: '.idle',
                    actions: assign(({ context }) => ({ editing: null, error: null, draft: blankDraft(context.conversation?.question) })),
                  },
                  { guard: 'editing', target: 'finished', actions: assign({ editing: null, error: null, draft: [] }) },
                ],
              },
              states: {
                idle: {
                  on: { 'help.type': { actions: assign(({ context, event }) => ({ draft: typed(context.draft, event) })) } },
                },
                // 'Please fill the both fields.' until the visitor types again.
                invalid: {
                  on: { 'help.type': { target: 'idle', actions: assign(({ context, event }) => ({ draft: typed(context.draft, event), error: null })) } },
                },
                // The server's message, shown for HELP_ERROR_MS whatever the visitor does meanwhile.
                failed: {
                  after: { [HELP_ERROR_MS]: { target: 'idle', actions: 'clearError' } },
                  on: { 'help.type': { actions: assign(({ context, event }) => ({ draft: typed(context.draft, event) })) } },
                },
              },
            },
            sending: {
              invoke: {
                id: 'addAnswer',
                src: 'addAnswer',
                input: ({ context }) => ({ question_id: questionShown(context)!.id, answer: joinAnswer(context.draft) }),
                onDone: 'loading',
                onError: { target: 'ready.failed', actions: assign(({ event }) => ({ error: failureMessage(event.error) })) },
              },
            },
            // The conversation read again in the page's new language: what is typed for the step shown is kept.
            rereading: {
              invoke: {
                id: 'getConversation',
                src: 'getConversation',
                onDone: [
                  {
                    guard: { type: 'sameStep', params: ({ event }) => ({ conversation: event.output }) },
                    target: 'ready',
                    actions: assign(({ event }) => ({ conversation: event.output, error: null })),
                  },
                  {
                    guard: { type: 'asks', params: ({ event }) => ({ conversation: event.output }) },
                    target: 'ready',
                    actions: assign(({ event }) => ({ conversation: event.output, draft: blankDraft(event.output.question), editing: null, error: null })),
                  },
                  { target: 'finished', actions: assign(({ event }) => ({ conversation: event.output, draft: [], editing: null, error: null })) },
                ],
                // A failed read keeps the texts shown.
                onError: [{ guard: or(['editing', 'scriptOpen']), target: 'ready', actions: 'clearError' }, { target: 'finished' }],
              },
              on: { 'help.type': { actions: assign(({ context, event }) => ({ draft: typed(context.draft, event) })) } },
            },
            // The script has nothing more to ask (its closing statement shows); earlier answers stay editable.
            finished: {
              on: {
                'help.reread': 'rereading',
                'help.edit': {
                  guard: { type: 'answered', params: ({ event }) => ({ questionId: event.questionId }) },
                  target: 'ready.idle',
                  actions: assign(({ context, event }) => startEdit(context, event.questionId)),
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The draft with one field's value replaced. */
function typed(draft: string[], event: { index: number; value: string }): string[] {
  return draft.map((value, index) => (index === event.index ? event.value : value));
}

/** Edit-message mode on an earlier answer: the input holds that answer's values. */
function startEdit(context: HelpWidgetContext, questionId: number): Partial<HelpWidgetContext> {
  const past = context.conversation!.answer.find((item) => item.question_id === questionId)!;
  return { editing: questionId, error: null, draft: splitAnswer(past.answer, past.fields.length) };
}
