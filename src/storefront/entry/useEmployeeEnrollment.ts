/**
 * Binds machines/storefront/groupCode to the app: validate-group as its actor; Yes puts the
 * visitor in employee mode (the employee-enrollment and rep-authenticated flags, the group as
 * the visitor's group: eprocess and open_type group, enroll_type new-group-member), forgets the
 * landing, rep and referral of an earlier site, stores the group's landing url and reloads on
 * /home, the plan-filter entry (the machine's "main"); No closes the dialog through `onClosed`.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { groupCodeMachine, groupCodeStep, type ValidateGroupInput, type ValidateGroupOutput } from '../../../machines/storefront/groupCode';
import type { GroupLookup } from '../../../machines/storefront/types';
import { validateGroup } from '../../api/validateGroup';
import { useAppNavigate } from '../../enrollment/useAppNavigate';
import { clearSession, setSession } from '../../session/storage';

/** The visitor as an employee of `group`: employee mode, the group process and the group. */
export function storeEmployeeGroup(group: GroupLookup): void {
  setSession('isEmployeeEnrollment', true);
  setSession('eprocess', 'group');
  setSession('open_type', 'group');
  setSession('enroll_type', 'new-group-member');
  setSession('group_id', group.group_id);
  setSession('gname', group.name);
}

/** Employee mode for `group` from the entry dialogs (the machine's enterEmployeeMode): into the store, with a new quote. */
export function enterEmployeeMode(group: GroupLookup): void {
  storeEmployeeGroup(group);
  setSession('isRepAuthenticated', true);
  clearSession('tempId');
}

/** The landing, rep and referral of the site the visitor was on (the machine's resetLanding). */
export function resetLanding(): void {
  for (const key of ['landing_info', 'landing_url', 'repInfo', 'display_name', 'referral', 'fromSite', 'agent_id', 'portal_id', 'gcode'] as const) clearSession(key);
}

/** The running employee-enrollment flow; `onClosed` runs when No closes it. */
export function useEmployeeEnrollment(onClosed: () => void) {
  const navigate = useAppNavigate();
  const [snapshot, send] = useMachine(groupCodeMachine.provide({
    actors: {
      validateGroup: fromPromise<ValidateGroupOutput, ValidateGroupInput>(({ input }) => validateGroup(input.group_code)),
    },
    actions: {
      enterEmployeeMode: (_, params) => enterEmployeeMode(params.group),
      resetLanding,
      storeLandingUrl: (_, params) => setSession('landing_url', params.url),
      // The machine's "main" is /: for an employee that is the plan-filter entry, /home.
      navigate: (_, params) => navigate(params.to === '/' ? { ...params, to: '/home' } : params),
    },
  }));
  const closed = snapshot.hasTag('closed');
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  return {
    step: groupCodeStep(snapshot),
    code: snapshot.context.code,
    error: snapshot.context.error,
    group: snapshot.context.group,
    onType: (code: string) => send({ type: 'groupCode.type', code }),
    onSubmit: (code: string) => send({ type: 'groupCode.submit', code }),
    onYes: () => send({ type: 'groupCode.yes' }),
    onNo: () => send({ type: 'groupCode.no' }),
    onReenter: () => send({ type: 'groupCode.reenter' }),
  } as const;
}
