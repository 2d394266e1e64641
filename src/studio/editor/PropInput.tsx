import type { ReactNode } from 'react';
import type { LayerName } from '../../../schemas/forms/definition';
import { LAYER_TEXT } from '../shell/scopeName';

/** The id of a property's input in the panel (a Check problem links to it). */
export const propInputId = (prop: string) => `studio-prop-${prop}`;

/** A property's label, the layer its value comes from, its input and its message (wired by id for screen readers). */
export function PropRow({ prop, label, from, error, children }: { prop: string; label: string; from?: LayerName; error?: string; children: ReactNode }) {
  return (
    <div className={`studio-prop${error ? ' studio-prop--invalid' : ''}`}>
      <label htmlFor={propInputId(prop)}>{label}</label>
      {from && <span className="studio-badge" data-layer={from}>{LAYER_TEXT[from]}</span>}
      {children}
      {error && <p className="studio-field-error" id={`${propInputId(prop)}-error`}>{error}</p>}
    </div>
  );
}

/** aria props of a property input with or without a message. */
export const described = (prop: string, error?: string) => (error ? { 'aria-invalid': true, 'aria-describedby': `${propInputId(prop)}-error` } : {});
