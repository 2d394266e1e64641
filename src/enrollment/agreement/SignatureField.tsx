import { lazy, Suspense, useId, type Ref } from 'react';
import { SIGNATURE_LABELS } from '../../../schemas/agreement';
import type { SignMethod } from '../../../machines/agreement';

/** The pad and signature_pad arrive only when someone signs by drawing (their own chunk). */
const SignaturePad = lazy(() => import('./SignaturePad').then((m) => ({ default: m.SignaturePad })));

export interface SignatureFieldProps {
  method: Exclude<SignMethod, 'none'>;
  /** The drawing (PNG data URL) or null. */
  drawn: string | null;
  /** The typed name, as typed. */
  typed: string;
  required: boolean;
  error?: string | null;
  /** The group, focused when Next finds the signature missing. */
  groupRef?: Ref<HTMLFieldSetElement>;
  onMethod: (method: 'draw' | 'type') => void;
  onDrawn: (dataUrl: string | null) => void;
  onTyped: (name: string) => void;
  onClear: () => void;
  disabled?: boolean;
}

/**
 * The signature: drawn on the pad (mouse, finger, stylus) or, as an accessible alternative that
 * works from the keyboard alone, the typed full name, which signs as text. Clear empties
 * either. The error ('Signature is required', or a typed name that is not the applicant's) is
 * tied to the group and to the control in use.
 */
export function SignatureField({ method, drawn, typed, required, error, groupRef, onMethod, onDrawn, onTyped, onClear, disabled }: SignatureFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [helpId, error ? errorId : null].filter(Boolean).join(' ');
  const signed = method === 'draw' ? drawn !== null : typed.trim() !== '';
  return (
    <fieldset className="signature" ref={groupRef} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend className={required ? 'bs-label--required' : undefined}>{SIGNATURE_LABELS.legend}</legend>
      <div className="signature__methods">
        {(['draw', 'type'] as const).map((option) => (
          <label key={option} className="signature__method">
            <input type="radio" name={`${id}-method`} value={option} checked={method === option} disabled={disabled} onChange={() => onMethod(option)} />
            {SIGNATURE_LABELS[option]}
          </label>
        ))}
      </div>
      {method === 'draw' ? (
        <>
          <p className="signature__help" id={helpId}>{SIGNATURE_LABELS.padHelp}</p>
          <Suspense fallback={<p className="signature__loading">{SIGNATURE_LABELS.padLoading}</p>}>
            <SignaturePad value={drawn} onChange={onDrawn} describedBy={describedBy} invalid={Boolean(error)} />
          </Suspense>
        </>
      ) : (
        <div className="field signature__typed">
          <label htmlFor={`${id}-typed`}>{SIGNATURE_LABELS.typedInput}</label>
          <input
            id={`${id}-typed`} type="text" autoComplete="name" value={typed} disabled={disabled} maxLength={100}
            aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy}
            onChange={(event) => onTyped(event.target.value)}
          />
          <p className="signature__help" id={helpId}>{SIGNATURE_LABELS.typedHelp}</p>
          {typed.trim() !== '' && <p className="signature__preview" aria-hidden="true">{typed}</p>}
        </div>
      )}
      <div className="signature__actions">
        <button type="button" className="btn btn--secondary" onClick={onClear} disabled={disabled || !signed}>{SIGNATURE_LABELS.clear}</button>
      </div>
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </fieldset>
  );
}
