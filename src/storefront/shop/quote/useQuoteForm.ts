/**
 * Binds machines/storefront/quoteForm to the app: createFilter is add-filter-for-new-user with
 * who the visitor is (session values), changeFilter is change-filter-info; the new tempId, tier
 * and the filter-submitted flag go to the session; refresh reloads the header's cart summary and
 * revalidates every SWR read (menu, plans, pricing follow the new filter); navigate goes to /plans, or calls
 * `onDone` instead when the form is embedded (the Basic Details popup closes in place).
 */
import { useMachine } from '@xstate/react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { newUserFilterPayload, changeFilterPayload } from '../../../../machines/storefront/quotePayload';
import {
  quoteFormMachine, type ChangeFilterInput, type CreateFilterInput, type CreateFilterOutput, type QuoteFormValues,
} from '../../../../machines/storefront/quoteForm';
import { addFilterForNewUser } from '../../../api/addFilterForNewUser';
import { changeFilterInfo } from '../../../api/changeFilterInfo';
import { machineCall } from '../../../enrollment/machineCall';
import { useAppNavigate } from '../../../enrollment/useAppNavigate';
import { getSession, setSession } from '../../../session/storage';
import { refreshCartSummary } from '../cart/cartSummary';

export interface QuoteFormStart { tempId: string | null; values: Partial<QuoteFormValues> }

/** Who the visitor is, read when the quote is sent (the session may change while the form is open). */
const visitor = () => ({
  eprocess: getSession('eprocess'), agent_id: getSession('agent_id'), group_id: getSession('group_id'), portal_id: getSession('portal_id'),
  enroll_type: getSession('enroll_type'), open_type: getSession('open_type'), referral: getSession('referral'),
});

/** The running quote form. */
export function useQuoteForm(start: QuoteFormStart, onDone?: () => void) {
  const navigate = useAppNavigate();
  const { mutate } = useSWRConfig();
  return useMachine(quoteFormMachine.provide({
    actors: {
      createFilter: fromPromise<CreateFilterOutput, CreateFilterInput>(({ input }) => machineCall(addFilterForNewUser(newUserFilterPayload(input.values, visitor())))),
      changeFilter: fromPromise<unknown, ChangeFilterInput>(({ input }) => machineCall(changeFilterInfo(input.tempId, changeFilterPayload(input.values)))),
    },
    actions: {
      storeTempId: (_, { tempId }) => setSession('tempId', tempId),
      refresh: ({ context }) => {
        setSession('tier', context.values.tier);
        setSession('isFilterDataSubmitted', true);
        void refreshCartSummary();
        void mutate(() => true);
      },
      navigate: (_, params) => (onDone ? onDone() : navigate(params)),
    },
  }), { input: start });
}
