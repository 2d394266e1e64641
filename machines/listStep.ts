/**
 * An editable list step (DESIGN.md "Lists, nested forms and questions"): the items, an add popup
 * and an edit popup with separate error sets, delete, and what Next allows. Generic: what may be
 * added and when Next may go on come from a ListPolicy of pure functions given as input (the
 * beneficiary rules, the dependent rules); the machine holds no rule of any one list.
 *
 * A submitted item (already valid on the client) is checked by the injected actor
 * `validateItem`, which rejects with the item's FieldError[] (shown in its popup) or an Error;
 * only then is it appended or put in place of the edited one. While an edit is open, add,
 * delete and Next are disabled with the spec's titles (listControls). Effects: the action
 * `persist` (params {items}) after every change of the items (dependents save to a temporary
 * store), the action `continue` (params {items}) when Next may go on.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../schemas/messages';
import { notProvided, paramEffect } from './effects';
import { failureMessage, hasFieldErrors, type FieldError } from '../domain/errors';
import type { ListItem, ListItems, ListPolicy } from '../domain/listPolicy';

export type { ListItem, ListItems, ListPolicy };

export interface ListStepInput { items: ListItem[]; policy: ListPolicy }

export interface ListStepContext {
  items: ListItem[];
  policy: ListPolicy;
  /** The open popup's starting item: add -> its preset ({} by default), edit -> the item; null when closed. */
  draft: ListItem | null;
  /** Which item the edit popup edits. */
  editIndex: number | null;
  /** The item a popup submitted, while validateItem checks it. */
  pending: ListItem | null;
  /** Errors of the add popup and of the edit popup, kept apart (spec section 8). */
  addErrors: FieldError[];
  editErrors: FieldError[];
}

export type ListStepEvent =
  | { type: 'list.add'; preset?: ListItem }
  | { type: 'list.edit'; index: number }
  | { type: 'list.delete'; index: number }
  | { type: 'list.submit'; item: ListItem }
  | { type: 'list.cancel' }
  | { type: 'list.continue' }
  | { type: 'list.setItems'; items: ListItem[] }
  | { type: 'list.setPolicy'; policy: ListPolicy };

/** What validateItem checks: the item, its place (null for a new one) and the list as it is. */
export interface ValidateItemInput { item: ListItem; index: number | null; items: ListItems }
/** validateItem resolves when the item is valid and rejects with its FieldError[] (or an Error). */
export type ValidateItemOutput = unknown;

/** The target of a failure no field can show (the API's convention for such errors). */
export const GENERAL_TARGET = 'general';

/** Why nothing may be added: the policy's reason, else the list is at its maxItems. */
export function addBlockOf(items: ListItems, policy: ListPolicy): string | null {
  const reason = policy.addBlock?.(items) ?? null;
  if (reason !== null) return reason;
  return items.length >= (policy.maxItems ?? Number.POSITIVE_INFINITY) ? MESSAGES.listFull : null;
}

/** Why Next may not go on with these items, by the policy. */
export function continueBlockOf(items: ListItems, policy: ListPolicy): string | null {
  return policy.continueBlock?.(items) ?? null;
}

/** A failed validation as the popup shows it: its field errors, or one general message. */
function popupErrors(failure: unknown): FieldError[] {
  return hasFieldErrors(failure) ? failure : [{ target_element: GENERAL_TARGET, error_message: failureMessage(failure) }];
}

const withoutIndex = (items: ListItems, index: number) => items.filter((_, i) => i !== index);
const closed = { draft: null, editIndex: null, pending: null, addErrors: [], editErrors: [] };
const itemsParams = ({ context }: { context: ListStepContext }) => ({ items: context.items });

const listSetup = setup({
  types: {
    input: {} as ListStepInput,
    context: {} as ListStepContext,
    events: {} as ListStepEvent,
  },
  actors: {
    validateItem: notProvided<ValidateItemOutput, ValidateItemInput>('validateItem'),
  },
  actions: {
    persist: paramEffect<{ items: ListItems }>(),
    continue: paramEffect<{ items: ListItems }>(),
    openAdd: assign((_, params: { preset?: ListItem }) => ({ ...closed, draft: params.preset ?? {} })),
    openEdit: assign(({ context }, params: { index: number }) => ({ ...closed, editIndex: params.index, draft: context.items[params.index] })),
    close: assign(closed),
    hold: assign((_, params: { item: ListItem }) => ({ pending: params.item })),
    // The checked item joins the list: appended by the add popup, in the edited one's place by the edit popup.
    commit: assign(({ context }) => ({
      items: context.editIndex === null ? [...context.items, context.pending!] : context.items.map((item, i) => (i === context.editIndex ? context.pending! : item)),
    })),
    remove: assign(({ context }, params: { index: number }) => ({ items: withoutIndex(context.items, params.index) })),
    setItems: assign((_, params: { items: ListItem[] }) => ({ items: params.items })),
    // Each popup keeps its own errors: the add popup's while adding, the edit popup's while editing.
    showErrors: assign(({ context }, params: { failure: unknown }) => (context.editIndex === null
      ? { pending: null, addErrors: popupErrors(params.failure) }
      : { pending: null, editErrors: popupErrors(params.failure) })),
  },
  guards: {
    canAdd: ({ context }) => addBlockOf(context.items, context.policy) === null,
    hasItem: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.items.length,
    canContinue: ({ context }) => continueBlockOf(context.items, context.policy) === null,
    isItem: (_, params: { item: unknown }) => typeof params.item === 'object' && params.item !== null && !Array.isArray(params.item),
    areItems: (_, params: { items: unknown }) => Array.isArray(params.items),
  },
});

/**
 * An open popup (add or edit: which one is told by editIndex): its form, then the server's check of
 * the submitted item; valid, it joins the list and is persisted, refused, the popup shows why.
 */
const popup = listSetup.createStateConfig({
  initial: 'form',
  states: {
    form: {
      on: {
        'list.submit': {
          guard: { type: 'isItem', params: ({ event }) => ({ item: event.item }) },
          target: 'validating',
          actions: { type: 'hold', params: ({ event }) => ({ item: event.item }) },
        },
        'list.cancel': { target: '#listStep.list', actions: 'close' },
      },
    },
    validating: {
      invoke: {
        id: 'validateItem',
        src: 'validateItem',
        input: ({ context }) => ({ item: context.pending!, index: context.editIndex, items: context.items }),
        onDone: { target: '#listStep.list', actions: ['commit', 'close', { type: 'persist', params: itemsParams }] },
        onError: { target: 'form', actions: { type: 'showErrors', params: ({ event }) => ({ failure: event.error }) } },
      },
    },
  },
});

/** The list step machine; see the file comment for the effects to provide. */
export const listStepMachine = listSetup.createMachine({
  id: 'listStep',
  context: ({ input }) => ({ items: input.items, policy: input.policy, ...closed }),
  on: {
    // The rules may change while the step is open (e.g. a dependent list after the spouse question).
    'list.setPolicy': { actions: assign({ policy: ({ event }) => event.policy }) },
  },
  initial: 'list',
  states: {
    list: {
      on: {
        'list.add': { guard: 'canAdd', target: 'adding', actions: { type: 'openAdd', params: ({ event }) => ({ preset: event.preset }) } },
        'list.edit': {
          guard: { type: 'hasItem', params: ({ event }) => ({ index: event.index }) },
          target: 'editing',
          actions: { type: 'openEdit', params: ({ event }) => ({ index: event.index }) },
        },
        'list.delete': {
          guard: { type: 'hasItem', params: ({ event }) => ({ index: event.index }) },
          actions: [{ type: 'remove', params: ({ event }) => ({ index: event.index }) }, { type: 'persist', params: itemsParams }],
        },
        'list.continue': { guard: 'canContinue', actions: { type: 'continue', params: itemsParams } },
        'list.setItems': {
          guard: { type: 'areItems', params: ({ event }) => ({ items: event.items }) },
          actions: [{ type: 'setItems', params: ({ event }) => ({ items: event.items }) }, { type: 'persist', params: itemsParams }],
        },
      },
    },
    adding: popup,
    editing: popup,
  },
});
