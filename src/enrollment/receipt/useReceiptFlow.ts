import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { receiptMachine, type InvoiceInput, type ReceiptInput } from '../../../machines/receipt';
import type { ReceiptData } from '../../../schemas/api/completion';
import { autoInvoiceGeneration } from '../../api/autoInvoiceGeneration';
import { getEnrollmentTempInfo } from '../../api/getEnrollmentTempInfo';
import { getReceipt } from '../../api/getReceipt';
import { forgetCompletedEnrollment, getSession } from '../../session';
import { machineCall } from '../machineCall';
import { useAppNavigate } from '../useAppNavigate';
import { loadWizardMessages } from '../wizardMessages';

/** The invoice request: the enrollment's effective date and confirmation number, as the spec's call carries them. */
async function requestInvoice(enrollmentId: string, { policyId }: InvoiceInput): Promise<unknown> {
  const effective = (await getEnrollmentTempInfo({ enrollmentId, column: 'effective_date' })).result;
  if (typeof effective !== 'string') throw new Error('no effective date');
  return autoInvoiceGeneration({ enrollment_id: enrollmentId, effectiveDate: effective, policy_id: policyId });
}

/** What the page reads from the browser when it opens (the machine forgets the enrollment once the receipt has loaded). */
function fromBrowser(): ReceiptInput & { enrollmentId: string | null } {
  const enrollmentId = getSession('tempId');
  return { enrollmentId, hasEnrollment: enrollmentId !== null, openType: getSession('open_type'), referral: getSession('referral'), eprocess: getSession('eprocess') };
}

/** The receipt machine bound to the app: get-receipt, the invoice request, navigation and the browser session. */
export function useReceiptFlow() {
  const navigate = useAppNavigate();
  const [{ enrollmentId, ...input }] = useState(fromBrowser);
  const [snapshot, send] = useMachine(receiptMachine.provide({
    actions: {
      navigate: (_, params) => navigate(params),
      forgetEnrollment: forgetCompletedEnrollment,
    },
    actors: {
      // The receipt's texts say the enrollment's overrides (./wizardMessages.ts), read beside it.
      loadReceipt: fromPromise<ReceiptData, void>(async () => {
        const [receipt] = await Promise.all([machineCall(getReceipt(enrollmentId ?? '')), enrollmentId && loadWizardMessages(enrollmentId)]);
        return receipt;
      }),
      requestInvoice: fromPromise<unknown, InvoiceInput>(({ input: invoice }) => requestInvoice(enrollmentId ?? '', invoice)),
    },
  }), { input });
  return { snapshot, send };
}
