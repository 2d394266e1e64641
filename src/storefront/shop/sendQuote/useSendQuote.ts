/**
 * Binds machines/storefront/sendQuote to the app: the preview is get-quote-preview-content, the
 * send is save-enrollment with tab cart_info (the server mails the quote and answers the
 * confirmation text).
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { QUOTE_TAB } from '../../../../schemas/api/quoteSend';
import type { FormValues } from '../../../../adapters';
import { SEND_QUOTE_FIELDS, sendQuoteMachine, sendQuoteStep, type SendQuoteCall, type SendQuoteValues } from '../../../../machines/storefront/sendQuote';
import { getQuotePreviewContent } from '../../../api/getQuotePreviewContent';
import { saveEnrollment } from '../../../api/saveEnrollment';
import { machineCall } from '../../../enrollment/machineCall';

export type { SendQuoteStep } from '../../../../machines/storefront/sendQuote';

const machine = sendQuoteMachine.provide({
  actors: {
    loadPreview: fromPromise<string, SendQuoteCall>(({ input }) => machineCall(getQuotePreviewContent(input.tempId, input.values))),
    sendQuote: fromPromise<string, SendQuoteCall>(async ({ input }) => {
      const { name, email, message } = input.values;
      const answer = await machineCall(saveEnrollment({ enrollment_id: input.tempId, tab: QUOTE_TAB, name, email, ...(message ? { message } : {}) }));
      return answer.message;
    }),
  },
});

/** The engine's values as the machine keeps them (the form's fields only). */
function sendQuoteValuesOf(values: FormValues): Partial<SendQuoteValues> {
  return Object.fromEntries(SEND_QUOTE_FIELDS.filter((field) => typeof values[field] === 'string').map((field) => [field, values[field]]));
}

/** The running quote flow of the enrollment `tempId`. */
export function useSendQuote(tempId: string) {
  const [snapshot, send] = useMachine(machine, { input: { tempId } });
  const { context } = snapshot;
  return {
    step: sendQuoteStep(snapshot),
    busy: snapshot.hasTag('busy'),
    values: context.values,
    fieldErrors: context.fieldErrors,
    error: context.error,
    preview: context.preview,
    sent: context.sent,
    onOpen: () => send({ type: 'sendQuote.open' }),
    onClose: () => send({ type: 'sendQuote.close' }),
    onEdit: (values: FormValues) => send({ type: 'sendQuote.edit', values: sendQuoteValuesOf(values) }),
    /** From the form, with the engine's valid values. */
    onPreview: (values: FormValues) => send({ type: 'sendQuote.preview', values: sendQuoteValuesOf(values) }),
    /** From the form with its valid values, or from the preview without any. */
    onSend: (values?: FormValues) => send({ type: 'sendQuote.send', ...(values && { values: sendQuoteValuesOf(values) }) }),
    onBack: () => send({ type: 'sendQuote.back' }),
  } as const;
}

export type SendQuoteFlow = ReturnType<typeof useSendQuote>;
