/**
 * Binds machines/dependents (the dependents list and the premier spouse question in one machine)
 * for ListStep: the list step's controls come from the machine's `list` child, the spouse question
 * from the machine itself. The browser keeps the answer only (isSpouseEnrollAccept, and a marker
 * that a No was given in tempDepData): never a dependent's personal data.
 */
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { relationshipOf } from '../../../domain/dependentRules';
import { dependentListMachine, dependentsMachine } from '../../../machines/dependents';
import type { ListItems } from '../../../machines/listStep';
import { isExistingMember } from '../../../domain/wizardRules';
import { getSession, setSession } from '../../session';
import { bindingOf, listEffects, type ListStepBinding, type ListStepOptions } from '../list/useListStep';
import type { LoadedDependents } from './loadDependents';

/** What tempDepData holds after a No: that the spouse was declined, and nothing about the spouse. */
export const SPOUSE_DECLINED = { spouse: 'declined' } as const;

/** The list step's binding plus the dependents machine (the spouse question) it belongs to. */
export interface DependentsBinding extends ListStepBinding {
  dependents: {
    snapshot: ReturnType<typeof useMachine<typeof dependentsMachine>>[0];
    send: ReturnType<typeof useMachine<typeof dependentsMachine>>[1];
  };
}

const hasSpouse = (items: ListItems) => items.some((item) => relationshipOf(item) === 'spouse');

/** Runs the dependents machine of a loaded step, bound like a list step (ListStepBody) plus its spouse question. */
export function useDependents(loaded: LoadedDependents, options: ListStepOptions): DependentsBinding {
  const effects = listEffects(options);
  const [snapshot, send] = useMachine(dependentsMachine.provide({
    actors: { list: dependentListMachine.provide(effects) },
    actions: {
      persist: (_, params) => options.persist?.(params.items),
      storeAnswer: (_, { answer }) => {
        setSession('isSpouseEnrollAccept', answer === 'yes');
        setSession('tempDepData', answer === 'no' ? SPOUSE_DECLINED : null);
      },
    },
  }), {
    input: {
      tier: loaded.tier, premier: loaded.premier, items: options.items, maxItems: loaded.form.maxItems,
      existingMember: isExistingMember(loaded.enrollType),
      declined: Boolean(getSession('tempDepData')) && !hasSpouse(options.items),
    },
  });
  const list = snapshot.children.list as ActorRefFrom<typeof dependentListMachine>;
  const listSnapshot = useSelector(list, (s) => s);
  return { ...bindingOf(listSnapshot, list.send, options.messages), dependents: { snapshot, send } };
}
