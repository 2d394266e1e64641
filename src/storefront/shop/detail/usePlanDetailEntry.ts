/**
 * Binds machines/storefront/planDetailEntry to the app: add-filter-for-member makes a signed-in
 * member's enrollment for the chosen tier; the choices are kept as session values. The machine
 * decides who chooses a portal (a visitor of no rep and no group quotes on the server's default
 * portal) and, once told the plan, whether it marks the premier flag.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  planDetailEntryMachine, type MemberFilterInput, type MemberFilterOutput,
} from '../../../../machines/storefront/planDetailEntry';
import { processOfRole } from '../../../../schemas/roleProcess';
import { addFilterForMember } from '../../../api/addFilterForMember';
import { machineCall } from '../../../enrollment/machineCall';
import { getSession, setSession } from '../../../session/storage';

/**
 * The entry machine started from the stored visitor (read once: the machine owns the choices from
 * then on), told the plan's type once the plan has loaded.
 */
export function usePlanDetailEntry(planType?: string | null) {
  const entry = useMachine(planDetailEntryMachine.provide({
    actors: {
      createMemberFilter: fromPromise<MemberFilterOutput, MemberFilterInput>(({ input }) =>
        machineCall(addFilterForMember({ user_id: input.userId, tier: input.tier, open_type: processOfRole('member').open_type }))),
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
      markPremier: () => setSession('isPremierPlan', true),
    },
  }), {
    input: {
      tempId: getSession('tempId'), enrollType: getSession('enroll_type'), userId: getSession('user_id'), portalId: getSession('portal_id'),
      isRep: getSession('eprocess') === 'rep', visitor: { agent_id: getSession('agent_id'), group_id: getSession('group_id') },
    },
  });
  const [, send] = entry;
  useEffect(() => {
    if (planType !== undefined) send({ type: 'entry.plan', planType });
  }, [planType, send]);
  return entry;
}
