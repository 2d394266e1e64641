import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../schemas/messages';
import { fieldErrorsOf } from '../../api/client';
import { T } from '../text';

/** Roll back to a version: a required reason, then the call; the server's refusal is shown at the form. */
export function RollBackForm({ version, onRollBack }: { version: number; onRollBack: (reason: string) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `studio-rollback-${version}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    if (!reason) {
      setError(MESSAGES.publishReasonRequired);
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onRollBack(reason);
      // The reason belongs to the rollback just made, not to the next one.
      form.reset();
      setError(null);
    } catch (failure) {
      setError(fieldErrorsOf(failure)[0]?.error_message ?? T.loadFailed);
    }
    setBusy(false);
  };
  return (
    <form className="studio-form studio-form--inline" onSubmit={submit} noValidate>
      <label htmlFor={id}>{T.reason} ({T.version} {version})</label>
      <input id={id} name="reason" required {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} />
      {error && <p className="studio-field-error" id={`${id}-error`} role="alert">{error}</p>}
      <button type="submit" className="btn btn--secondary" disabled={busy}>{T.rollBack} {version}</button>
    </form>
  );
}
