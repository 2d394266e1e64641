/**
 * Binds machines/storefront/helpWidget to the app: assist/get and assist/add as its actors, for
 * this browser's device on the current site (visit.ts).
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { helpWidgetMachine, type AddAnswerInput } from '../../../machines/storefront/helpWidget';
import type { AssistConversation } from '../../../domain/storefront/helpWidgetTypes';
import { addAssistAnswer } from '../../api/addAssistAnswer';
import { getAssistConversation } from '../../api/getAssistConversation';
import { machineCall } from '../../enrollment/machineCall';
import { subscribeLanguage } from '../../shared/text/language';
import { currentVisit } from './visit';

/** The running help widget: its snapshot and send. On a language switch its conversation is read again in the new language. */
export function useHelpWidget() {
  const running = useMachine(helpWidgetMachine.provide({
    actors: {
      getConversation: fromPromise<AssistConversation, void>(() => machineCall(getAssistConversation(currentVisit()))),
      addAnswer: fromPromise<unknown, AddAnswerInput>(({ input }) => machineCall(addAssistAnswer(currentVisit(), input.question_id, input.answer))),
    },
  }));
  const send = running[1];
  useEffect(() => subscribeLanguage(() => send({ type: 'help.reread' })), [send]);
  return running;
}
