/**
 * Binds machines/storefront/memberEnroll to the app: `addFilter` is the page's filter call
 * (add-filter-for-existing-user on the member tables, add-filter-for-member on /member-home),
 * storeEnrollment writes tempId, portal, group, tier, enroll_type and the two flags to the session.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { memberEnrollMachine, type AddFilterInput, type AddFilterOutput, type ExistingEnrollType } from '../../../machines/storefront/memberEnroll';
import { useAppNavigate } from '../../enrollment/useAppNavigate';
import { machineCall } from '../../enrollment/machineCall';
import { storeEnrollment } from './storeEnrollment';

/** The running Enroll Now flow with this filter call (existing-user: the signed-in member's own). */
export function useMemberEnroll(addFilter: (input: AddFilterInput) => Promise<AddFilterOutput>, enrollType: ExistingEnrollType = 'existing-member') {
  const navigate = useAppNavigate();
  return useMachine(memberEnrollMachine.provide({
    actors: { addFilter: fromPromise<AddFilterOutput, AddFilterInput>(({ input }) => machineCall(addFilter(input))) },
    actions: {
      storeEnrollment: (_, stored) => storeEnrollment(stored),
      navigate: (_, params) => navigate(params),
    },
  }), { input: { enrollType } });
}
