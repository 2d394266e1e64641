import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Payload } from '../../adapters';
import type { TabData } from '../../schemas/api/types';
import { MESSAGES, say } from '../shared/text/messages';
import type { CustomTabName } from '../../schemas/forms/customTabs';
import type { SavedTab } from '../../schemas/tabs';
import { saveLaterMachine, type SendCodeInput, type SendCodeOutput } from '../../machines/saveLater';
import { saveEnrollment } from '../api/saveEnrollment';
import { Modal } from '../app/ui/Modal';
import { ModalForm } from '../app/ui/ModalForm';
import { TextField } from '../app/ui/TextField';
import { machineCall } from './machineCall';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.saveLater;

export interface SaveLaterProps {
  enrollmentId: string;
  /** The saved_tab the data is filed under (the tab to resume at). */
  savedTab: SavedTab | CustomTabName;
  /** The tab's current answers in wire shape (sent as they are when Send Code is pressed). */
  data: Payload;
  disabled?: boolean;
  /** Opens the dialog from elsewhere (the review's error dialog): each new number opens it once. */
  openRequest?: number;
  /** Asked before the button opens the dialog (e.g. the dependents' check of every item): false keeps it closed. */
  beforeOpen?: () => Promise<boolean>;
}

/**
 * The Save & Continue Later button and its modal, shared by all tabs. The machine owns the
 * steps and messages; the send calls save-enrollment with the tab and its current answers.
 */
export function SaveLater({ enrollmentId, savedTab, data, disabled, openRequest, beforeOpen }: SaveLaterProps) {
  const [snapshot, send] = useMachine(saveLaterMachine.provide({
    actors: {
      sendCode: fromPromise<SendCodeOutput, SendCodeInput>(({ input }) =>
        // A payload holds wire values only (toPayload), which the adapters' Payload types as unknown.
        machineCall(saveEnrollment({ enrollment_id: enrollmentId, email: input.email, tab: savedTab, data: data as TabData }))),
    },
  }));
  useEffect(() => {
    if (openRequest) send({ type: 'saveLater.open' });
  }, [openRequest, send]);
  const saved = snapshot.hasTag('saved');
  const sending = snapshot.hasTag('busy');
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const { error } = snapshot.context;
  // Focus follows the step: the e-mail input when it is flagged, Done once saved.
  useEffect(() => {
    if (error) emailRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);
  const close = () => send({ type: saved ? 'saveLater.done' : 'saveLater.back' });

  return (
    <>
      <button type="button" className="btn btn--secondary" disabled={disabled}
        onClick={() => (beforeOpen ? void beforeOpen().then((open) => open && send({ type: 'saveLater.open' })) : send({ type: 'saveLater.open' }))}>
        {TEXT.saveContinueLater}
      </button>
      {snapshot.hasTag('dialog') && (
        <Modal title={TEXT.saveContinueLater} onClose={() => !sending && close()}>
          {saved ? (
            <>
              <output className="alert alert--success">{MESSAGES.saveLaterSaved}</output>
              <div className="modal__actions">
                <button type="button" className="btn btn--primary" ref={doneRef} data-autofocus onClick={() => send({ type: 'saveLater.done' })}>{TEXT.done}</button>
              </div>
            </>
          ) : (
            <ModalForm busy={sending} cancelLabel={TEXT.back} submitLabel={TEXT.sendCode} onCancel={() => send({ type: 'saveLater.back' })}
              onSubmit={(fields) => send({ type: 'saveLater.submit', email: String(fields.get('email') ?? '') })}>
              <TextField ref={emailRef} label={MESSAGES.saveLaterPrompt} name="email" type="email" autoComplete="email" inputMode="email"
                defaultValue={snapshot.context.email} error={error && say(error)} data-autofocus />
            </ModalForm>
          )}
        </Modal>
      )}
    </>
  );
}
