/**
 * The one input of the entry dialogs (a rep access code, a group enrollment code) with its
 * message and Continue, which waits while the code is checked. The dialogs' machines own the
 * rules; this form only reports typing and submitting.
 */
import type { FormEvent } from 'react';
import { TextField } from '../../app/ui/TextField';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.codeEntryForm;

export interface CodeEntryFormProps {
  label: string;
  /** The call's parameter name (agent_code, group_code). */
  name: string;
  code: string;
  error: string | null;
  busy: boolean;
  onType: (code: string) => void;
  onSubmit: (code: string) => void;
}

export function CodeEntryForm({ label, name, code, error, busy, onType, onSubmit }: CodeEntryFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        label={label}
        name={name}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        error={error}
        onChange={(event) => onType(event.target.value)}
      />
      <div className="modal__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.continue}</button>
      </div>
    </form>
  );
}
