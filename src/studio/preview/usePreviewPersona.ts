import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { personaSelectionMachine, type PersonaValues, type PreviewPersona } from '../../../machines/studio';
import { adminPersonaValues } from '../../api/adminPersonaValues';
import { adminPersonas } from '../../api/adminPersonas';
import { adminFormPath, type FormScope } from '../../api/adminPath';

/**
 * The persona last chosen per form and scope, in memory for this page's life only (a demo
 * enrollment's id, never its values): the editor remounts the preview after each save, and the
 * person should go on seeing the draft as the persona they chose.
 */
const lastChosen = new Map<string, string>();

/** The persona selection machine bound to the admin API for one form at one scope. */
export function usePreviewPersona(target: FormScope) {
  const key = adminFormPath(target);
  const machine = useMemo(() => personaSelectionMachine.provide({
    actors: {
      listPersonas: fromPromise<PreviewPersona[], void>(() => adminPersonas(target)),
      loadPersona: fromPromise<PersonaValues, string>(async ({ input }) => (await adminPersonaValues(target, input)).values),
    },
    // The machine is made once per form and scope (the page remounts the editor for another one).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }), [key]);
  const [state, send] = useMachine(machine);
  const listed = state.hasTag('noOne');
  const restored = useRef(false);
  useEffect(() => {
    if (!listed || restored.current) return;
    restored.current = true;
    const id = lastChosen.get(key);
    if (id) send({ type: 'persona.choose', id });
  }, [listed, key, send]);
  const { chosen } = state.context;
  useEffect(() => {
    if (restored.current) lastChosen.set(key, chosen);
  }, [key, chosen]);
  return [state, send] as const;
}
