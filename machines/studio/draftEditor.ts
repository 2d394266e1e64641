/**
 * The form studio's draft editor (issue 15): select a field, set or clear its properties and
 * the tab's (title, route, order, required), override the catalog's messages, add, hide and move fields, undo and redo, save over
 * the revision the draft was read at (a 409 is a conflict: the other person's save is never
 * overwritten; Reload takes theirs), and the unsaved-changes guard when leaving.
 *
 * The app provides the actors `saveDraft` ({content, revision} -> {content, revision}) and
 * `loadDraft` (-> {content, revision}), and the action `leave` ({to}: navigate there).
 */
import { assign, setup } from 'xstate';
import type { DefinitionChangeData } from '../../schemas/api/adminTypes';
import type { FieldError } from '../../schemas/api/types';
import type { FieldChange, FieldProp, FieldProps, FormLayer, TabProps } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { notProvided, paramEffect, type NavigateParams } from '../effects';
import { failureMessage } from '../../domain/errors';
import { errorsOf, messageOf } from './failures';
import { addField, moveField, sameLayer, setMessage, setProp, setTabProp, setTranslation, type Placed } from './layerEdits';
import type { DefinitionLanguage, TextPlace } from '../../schemas/forms/translations';

/** Most edits kept for undo. */
export const UNDO_LIMIT = 100;

/** A draft as the editor holds it. */
export interface DraftSnapshot { content: FormLayer; revision: number }

/** A save as sent: the content, the revision it was read at, and the content as read then (for a merge). */
export type DraftSave = DraftSnapshot & { base: FormLayer };

/** A save's answer: the draft as saved and the others' changes merged under it (null when none was needed). */
export type DraftSaved = DraftSnapshot & { merged: DefinitionChangeData[] | null };

export interface DraftEditorContext {
  content: FormLayer;
  /** The content as last saved (dirty when content differs). */
  saved: FormLayer;
  revision: number;
  selected: string | null;
  past: FormLayer[];
  future: FormLayer[];
  /** The last save's failure: a general message, and the server's field errors. */
  error: string | null;
  fieldErrors: FieldError[];
  /** The others' changes the last save merged with these (null when it needed no merge). */
  merged: DefinitionChangeData[] | null;
  /** Where a leave goes once allowed. */
  leaveTo: string | null;
}

export type DraftEditorEvent =
  | { type: 'select'; field: string | null }
  | { type: 'set'; field: string; prop: FieldProp; value: FieldProps[FieldProp] | undefined }
  | { type: 'tab'; prop: keyof TabProps; value: TabProps[keyof TabProps] | undefined }
  /** Overrides one catalog message (text undefined: Reset to default, the override removed). */
  | { type: 'message'; key: string; text: string | undefined }
  /** Translates one text the draft sets (text undefined or empty: the translation removed). */
  | { type: 'translate'; language: DefinitionLanguage; place: TextPlace; text: string | undefined }
  | { type: 'add'; name: string; change: FieldChange }
  | { type: 'move'; field: string; direction: 'up' | 'down'; sequence: readonly Placed[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'save' }
  | { type: 'reload' }
  | { type: 'leave'; to: string }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

/** Whether a failure is the server's refusal of a stale revision. */
const isConflict = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;


/** The draft editor machine; see the file comment for the effects to provide. */
export const draftEditorMachine = setup({
  types: {
    context: {} as DraftEditorContext,
    events: {} as DraftEditorEvent,
    input: {} as DraftSnapshot,
  },
  actors: {
    saveDraft: notProvided<DraftSaved, DraftSave>('saveDraft'),
    loadDraft: notProvided<DraftSnapshot, void>('loadDraft'),
  },
  actions: {
    leave: paramEffect<NavigateParams>(),
    /** Records `next` as the content, the current one for undo; redo starts over. */
    edit: assign(({ context }, next: FormLayer) => (sameLayer(next, context.content) ? {} : {
      content: next, past: [...context.past, context.content].slice(-UNDO_LIMIT), future: [],
    })),
  },
  guards: {
    dirty: ({ context }) => !sameLayer(context.content, context.saved),
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
  },
}).createMachine({
  id: 'draftEditor',
  context: ({ input }) => ({
    content: input.content, saved: input.content, revision: input.revision, selected: null, past: [], future: [], error: null, fieldErrors: [], merged: null, leaveTo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        select: { actions: assign({ selected: ({ event }) => event.field }) },
        set: { actions: { type: 'edit', params: ({ context, event }) => setProp(context.content, event.field, event.prop, event.value) } },
        tab: { actions: { type: 'edit', params: ({ context, event }) => setTabProp(context.content, event.prop, event.value) } },
        message: { actions: { type: 'edit', params: ({ context, event }) => setMessage(context.content, event.key, event.text) } },
        translate: { actions: { type: 'edit', params: ({ context, event }) => setTranslation(context.content, event.language, event.place, event.text) } },
        add: {
          actions: [
            { type: 'edit', params: ({ context, event }) => addField(context.content, event.name, event.change) },
            assign({ selected: ({ event }) => event.name }),
          ],
        },
        move: { actions: { type: 'edit', params: ({ context, event }) => moveField(context.content, event.field, event.direction, event.sequence) } },
        undo: {
          guard: 'canUndo',
          actions: assign(({ context }) => ({ content: context.past.at(-1) as FormLayer, past: context.past.slice(0, -1), future: [context.content, ...context.future] })),
        },
        redo: {
          guard: 'canRedo',
          actions: assign(({ context }) => ({ content: context.future[0], future: context.future.slice(1), past: [...context.past, context.content] })),
        },
        save: { guard: 'dirty', target: 'saving' },
        leave: [
          { guard: 'dirty', target: 'confirmingLeave', actions: assign({ leaveTo: ({ event }) => event.to }) },
          { target: 'left', actions: assign({ leaveTo: ({ event }) => event.to }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ content: context.content, revision: context.revision, base: context.saved }),
        onDone: [
          {
            // Merged with someone else's save: the editor now holds the merge (undo would drop their changes, so it starts over).
            guard: ({ event }) => event.output.merged !== null,
            target: 'editing',
            actions: assign(({ event }) => ({
              content: event.output.content, saved: event.output.content, revision: event.output.revision, past: [], future: [], error: null, fieldErrors: [], merged: event.output.merged,
            })),
          },
          {
            target: 'editing',
            // What was saved is the content sent; edits made meanwhile are not possible (saving takes none).
            actions: assign(({ context, event }) => ({ saved: context.content, revision: event.output.revision, error: null, fieldErrors: [], merged: null })),
          },
        ],
        onError: [
          {
            // Refused: the server's general message, and the properties both saves changed (none for a plain stale save).
            guard: ({ event }) => isConflict(event.error),
            target: 'conflict',
            actions: assign(({ event }) => ({ error: errorsOf(event.error).length > 0 ? messageOf(event.error) : MESSAGES.draftStale, fieldErrors: errorsOf(event.error).filter((e) => e.target_element !== 'revision'), merged: null })),
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error), fieldErrors: errorsOf(event.error) })) },
        ],
      },
    },
    conflict: {
      on: {
        // The refusal links each property both changed to its input: selecting a field stays possible.
        select: { actions: assign({ selected: ({ event }) => event.field }) },
        reload: 'reloading',
        leave: { target: 'confirmingLeave', actions: assign({ leaveTo: ({ event }) => event.to }) },
      },
    },
    reloading: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            content: event.output.content, saved: event.output.content, revision: event.output.revision, past: [], future: [], error: null, fieldErrors: [], merged: null,
          })),
        },
        onError: { target: 'conflict', actions: assign(({ event }) => ({ error: failureMessage(event.error) })) },
      },
    },
    confirmingLeave: {
      on: {
        'leave.confirm': 'left',
        'leave.cancel': 'editing',
      },
    },
    left: { type: 'final', entry: { type: 'leave', params: ({ context }) => ({ to: context.leaveTo ?? '/studio' }) } },
  },
});
