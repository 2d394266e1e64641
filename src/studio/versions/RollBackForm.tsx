import { useEffect, useRef, type FormEvent } from 'react';
import { T } from '../text';

export interface RollBackFormProps {
  version: number;
  /** The machine's message: a missing reason, or the server's refusal. */
  error: string | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** The reason step of a rollback (the rollback machine decides; this only shows it). Focus starts, and returns after an error, at the reason. */
export function RollBackForm({ version, error, busy, onSubmit, onCancel }: RollBackFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = `studio-rollback-${version}`;
  // Focus starts at the reason, and comes back to it with each new message.
  useEffect(() => {
    if (error !== undefined) input.current?.focus();
  }, [error]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('reason') ?? ''));
  };
  return (
    <form className="studio-form studio-form--inline" onSubmit={submit} noValidate aria-busy={busy}>
      <label htmlFor={id}>{T.reason} ({T.version} {version})</label>
      <input id={id} ref={input} name="reason" required readOnly={busy} {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})} />
      {error && <p className="studio-field-error" id={`${id}-error`} role="alert">{error}</p>}
      <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? T.rollingBack : T.confirmRollBack}</button>
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>{T.cancel}</button>
    </form>
  );
}
