import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { listControls, type ListControls } from '../../../machines/listControls';
import {
  listStepMachine, type ListItem, type ListItems, type ListPolicy, type ValidateItemInput, type ValidateItemOutput,
} from '../../../machines/listStep';
import { machineCall } from '../machineCall';

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

/** A list step's snapshot and send as a screen binds them, with every control's state. */
export function bindingOf(snapshot: ListStepBinding['snapshot'], send: ListStepBinding['send']): ListStepBinding {
  return { snapshot, send, controls: listControls(snapshot), items: snapshot.context.items };
}

/**
 * Binds the list step machine (machines/listStep) with the screen's effects. The machine is bound
 * once, with the first render's effects: each must do the same on every render (read what
 * changes, such as the step's flow, through a ref of its own).
 */
export function useListStep({ items, policy, validateItem, persist, onContinue }: ListStepOptions): ListStepBinding {
  const effects = listEffects({ validateItem, onContinue });
  const [snapshot, send] = useMachine(listStepMachine.provide({
    actors: effects.actors,
    actions: { ...effects.actions, persist: (_, params) => persist?.(params.items) },
  }), { input: { items, policy } });
  return bindingOf(snapshot, send);
}
