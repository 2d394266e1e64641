import type { FormEvent, ReactNode } from 'react';

export interface ModalFormProps {
  /** While true the buttons are disabled and the form is marked busy. */
  busy: boolean;
  /** The secondary button's text (the spec's Back or Cancel); it calls `onCancel`. */
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** The form's data when it is submitted. */
  onSubmit: (data: FormData) => void;
  children: ReactNode;
}

/**
 * The form of a small modal (enroller code, save-later e-mail): its fields, then the cancel
 * and submit buttons. Validation is the caller's machine's, so the browser's is off.
 */
export function ModalForm({ busy, cancelLabel, submitLabel, onCancel, onSubmit, children }: ModalFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The modal is portaled, but React bubbles events through portals: keep this submit off the page's form.
    event.stopPropagation();
    onSubmit(new FormData(event.currentTarget));
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      {children}
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>{cancelLabel}</button>
        <button type="submit" className="btn btn--primary" disabled={busy}>{submitLabel}</button>
      </div>
    </form>
  );
}
