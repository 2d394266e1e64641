import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { personaSelectionMachine, type PersonaValues, type PreviewPersona } from '../../../machines/studio';
import { adminPersonaValues } from '../../api/adminPersonaValues';
import { adminPersonas } from '../../api/adminPersonas';
import type { FormScope } from '../../api/adminPath';

/** The persona selection machine bound to the admin API for one form at one scope. */
export function usePreviewPersona(target: FormScope) {
  const machine = useMemo(() => personaSelectionMachine.provide({
    actors: {
      listPersonas: fromPromise<PreviewPersona[], void>(() => adminPersonas(target)),
      loadPersona: fromPromise<PersonaValues, string>(async ({ input }) => (await adminPersonaValues(target, input)).values),
    },
    // The machine is made once per form and scope (the page remounts the editor for another one).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }), [target.form, target.scope, target.scopeId]);
  return useMachine(machine);
}
