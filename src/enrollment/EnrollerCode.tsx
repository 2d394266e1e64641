import { useEffect, useRef } from 'react';
import { showsEnrollerButton } from '../../domain/wizardRules';
import { Modal } from '../app/ui/Modal';
import { ModalForm } from '../app/ui/ModalForm';
import { TextField } from '../app/ui/TextField';
import type { EnrollerCodeActor } from './useEnrollerCode';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.enrollerCode;

/**
 * The Enter Enroller Code button (shown by the machines' rule) and its modal. Messages come
 * from the machine: 'Enter Enroller Code' when empty, else the server's answer.
 */
export function EnrollerCode({ actor, disabled }: { actor: EnrollerCodeActor; disabled?: boolean }) {
  const [snapshot, send] = actor;
  const inputRef = useRef<HTMLInputElement>(null);
  const { error } = snapshot.context;
  const saving = snapshot.hasTag('busy');
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  if (!showsEnrollerButton(snapshot.context)) return null;

  return (
    <>
      {snapshot.context.saved && <output className="enroller-saved">{TEXT.enrollerCodeSaved}</output>}
      <button type="button" className="btn btn--secondary" disabled={disabled} onClick={() => send({ type: 'enroller.open' })}>
        {TEXT.enterEnrollerCode}
      </button>
      {snapshot.hasTag('dialog') && (
        <Modal title={TEXT.addYourEnrollerCode} onClose={() => !saving && send({ type: 'enroller.cancel' })}>
          <ModalForm busy={saving} cancelLabel={TEXT.cancel} submitLabel={TEXT.saveCode} onCancel={() => send({ type: 'enroller.cancel' })}
            onSubmit={(fields) => send({ type: 'enroller.submit', code: String(fields.get('enrollerCode') ?? '') })}>
            <TextField ref={inputRef} label={TEXT.enrollerCode} name="enrollerCode" autoComplete="off" spellCheck={false} error={error} data-autofocus />
          </ModalForm>
        </Modal>
      )}
    </>
  );
}
