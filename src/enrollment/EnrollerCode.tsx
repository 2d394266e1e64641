import { useEffect, useRef, type FormEvent } from 'react';
import { showsEnrollerButton } from '../../machines/rules';
import { Modal } from '../app/ui/Modal';
import { TextField } from '../app/ui/TextField';
import type { EnrollerCodeActor } from './useEnrollerCode';

/**
 * The Enter Enroller Code button (shown by the machines' rule) and its modal. Messages come
 * from the machine: 'Enter Enroller Code' when empty, else the server's answer.
 */
export function EnrollerCode({ actor, disabled }: { actor: EnrollerCodeActor; disabled?: boolean }) {
  const [snapshot, send] = actor;
  const inputRef = useRef<HTMLInputElement>(null);
  const { error } = snapshot.context;
  const saving = snapshot.matches('saving');
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  if (!showsEnrollerButton(snapshot.context)) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Portaled, but React bubbles events through portals: keep this submit off the tab's form.
    event.stopPropagation();
    send({ type: 'enroller.submit', code: String(new FormData(event.currentTarget).get('enrollerCode') ?? '') });
  };

  return (
    <>
      {snapshot.context.saved && <output className="enroller-saved">Enroller code saved</output>}
      <button type="button" className="btn btn--secondary" disabled={disabled} onClick={() => send({ type: 'enroller.open' })}>
        Enter Enroller Code
      </button>
      {!snapshot.matches('closed') && (
        <Modal title="Add your enroller code" onClose={() => !saving && send({ type: 'enroller.cancel' })}>
          <form noValidate onSubmit={onSubmit} aria-busy={saving}>
            <TextField ref={inputRef} label="Enroller Code" name="enrollerCode" autoComplete="off" spellCheck={false} error={error} data-autofocus />
            <div className="modal__actions">
              <button type="button" className="btn btn--secondary" disabled={saving} onClick={() => send({ type: 'enroller.cancel' })}>Cancel</button>
              <button type="submit" className="btn btn--primary" disabled={saving}>Save Code</button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
