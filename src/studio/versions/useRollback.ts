import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { rollbackMachine, type RollbackRequest } from '../../../machines/studio';
import type { StaffRole } from '../../../schemas/forms/staff';
import type { FormScope } from '../../api/adminPath';
import { adminRollBack } from '../../api/adminRollBack';

/** The rollback machine bound to the admin API; `onRolledBack` hears of each version a rollback made. */
export function useRollback(target: FormScope, roles: readonly StaffRole[], onRolledBack: (made: number) => void) {
  const machine = useMemo(() => rollbackMachine.provide({
    actors: {
      rollBack: fromPromise<{ version: number }, RollbackRequest>(({ input }) => adminRollBack(target, input.version, { reason: input.reason })),
    },
    // One machine per form and scope: the page is remounted for another one.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }), [target.form, target.scope, target.scopeId]);
  const [state, send] = useMachine(machine, { input: { roles } });
  const made = state.hasTag('done') ? state.context.made : null;
  useEffect(() => {
    if (made !== null) onRolledBack(made);
    // Once per version made; the callback is a fresh closure each render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [made]);
  return [state, send] as const;
}
