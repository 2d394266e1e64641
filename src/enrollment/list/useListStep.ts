import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listControls, type ListControls } from '../../../machines/listControls';
import {
  listStepMachine, type ListItem, type ListItems, type ListPolicy, type ValidateItemInput, type ValidateItemOutput,
} from '../../../machines/listStep';
import { overriddenMessage, type MessageOverrides } from '../../../adapters';
import { machineCall } from '../machineCall';
import { say as sayShown } from '../../shared/text/messages';

export interface ListStepOptions {
  /** The items the step starts with (saved, on file, or kept from an ended session). */
  items: ListItem[];
  policy: ListPolicy;
  /** The server's check of one item (rejects with its field errors), before it joins the list. */
  validateItem: (input: ValidateItemInput) => Promise<unknown>;
  /** Called with the items after every change (e.g. dependents' save to a temporary store). */
  persist?: (items: ListItems) => void;
  /** Next with these items (the policy let it go on). */
  onContinue: (items: ListItems) => void;
  /** The item form's scope's overrides of catalog messages (get-form-fields data.messages): the controls say those. */
  messages?: MessageOverrides;
}

/** A list step's machine as a screen binds it: its snapshot, send, and every control's state. */
export interface ListStepBinding {
  snapshot: ReturnType<typeof useMachine<typeof listStepMachine>>[0];
  send: ReturnType<typeof useMachine<typeof listStepMachine>>[1];
  controls: ListControls;
  items: ListItem[];
}

/** The list step's item check and Next as the app supplies them (persist is the caller's: a list may report its changes elsewhere). */
export function listEffects({ validateItem, onContinue }: Pick<ListStepOptions, 'validateItem' | 'onContinue'>) {
  return {
    actors: {
      validateItem: fromPromise<ValidateItemOutput, ValidateItemInput>(({ input }) => machineCall(validateItem(input))),
    },
    actions: {
      continue: (_: unknown, params: { items: ListItems }) => onContinue(params.items),
    },
  };
}

/** A list step's snapshot and send as a screen binds them, with every control's state in the scope's words. */
export function bindingOf(snapshot: ListStepBinding['snapshot'], send: ListStepBinding['send'], messages?: MessageOverrides): ListStepBinding {
  return { snapshot, send, controls: inScopeWords(listControls(snapshot), messages), items: snapshot.context.items };
}

/**
 * Binds the list step machine (machines/listStep) with the screen's effects. The machine is bound
 * once, with the first render's effects: each must do the same on every render (read what
 * changes, such as the step's flow, through a ref of its own).
 */
export function useListStep({ items, policy, validateItem, persist, onContinue, messages }: ListStepOptions): ListStepBinding {
  const effects = listEffects({ validateItem, onContinue });
  const [snapshot, send] = useMachine(listStepMachine.provide({
    actors: effects.actors,
    actions: { ...effects.actions, persist: (_, params) => persist?.(params.items) },
  }), { input: { items, policy } });
  return bindingOf(snapshot, send, messages);
}

/**
 * The controls' texts (why no add, why no Next, the titles) in the scope's words, as the server
 * says its list rules, then in the language shown (src/shared/text/messages.ts say).
 */
function inScopeWords(controls: ListControls, messages: MessageOverrides | undefined): ListControls {
  const say = (text: string | null) => (text === null ? null : sayShown(overriddenMessage(messages, text)));
  const { add, edit, remove, next } = controls;
  return {
    ...controls,
    add: { ...add, block: say(add.block), title: say(add.title) },
    edit: { ...edit, title: say(edit.title) },
    remove: { ...remove, title: say(remove.title) },
    next: { ...next, block: say(next.block), title: say(next.title), reason: say(next.reason) },
  };
}
