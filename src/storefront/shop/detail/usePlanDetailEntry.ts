/**
 * Binds machines/storefront/planDetailEntry to the app: add-filter-for-member makes a signed-in
 * member's enrollment for the chosen tier; the choices are kept as session values. A visitor of
 * no rep and no group needs no portal choice: the quote uses the default portal.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  planDetailEntryMachine, type MemberFilterInput, type MemberFilterOutput,
} from '../../../../machines/storefront/planDetailEntry';
import { DEFAULT_PORTAL_ID } from '../../../../schemas/demo/storefront';
import { addFilterForMember } from '../../../api/addFilterForMember';
import { machineCall } from '../../../enrollment/machineCall';
import { getSession, setSession } from '../../../session/storage';

/** The entry machine started from the stored visitor (read once: the machine owns the choices from then on). */
export function usePlanDetailEntry() {
  const agentId = getSession('agent_id');
  const groupId = getSession('group_id');
  const portalId = getSession('portal_id') ?? (agentId === null && groupId === null ? DEFAULT_PORTAL_ID : null);
  return useMachine(planDetailEntryMachine.provide({
    actors: {
      createMemberFilter: fromPromise<MemberFilterOutput, MemberFilterInput>(({ input }) =>
        machineCall(addFilterForMember({ user_id: input.userId, tier: input.tier, open_type: 'user' }))),
    },
    actions: {
      storeEnrollment: (_, stored) => {
        setSession('tempId', stored.tempId);
        setSession('portal_id', stored.portal_id);
        setSession('tier', stored.tier);
        setSession('enroll_type', stored.enroll_type);
        setSession('isFilterDataSubmitted', stored.isFilterDataSubmitted);
      },
      storePortal: (_, stored) => {
        setSession('portal_id', stored.portal_id);
        if (stored.group_id !== null) setSession('group_id', stored.group_id);
      },
    },
  }), {
    input: {
      tempId: getSession('tempId'), enrollType: getSession('enroll_type'), userId: getSession('user_id'), portalId, isRep: getSession('eprocess') === 'rep',
    },
  });
}
