import type { Ref } from 'react';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';

/** This screen's texts (schemas/uiText/storefront/help.ts). */
const TEXT = STOREFRONT_HELP_TEXT.helpToggle;

export interface HelpToggleProps {
  open: boolean;
  /** The panel's id while it is open. */
  controls?: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The floating Help button: says whether the panel is open (aria-expanded) and which it is. */
export function HelpToggle({ open, controls, onClick, ref }: HelpToggleProps) {
  return (
    <button ref={ref} type="button" className="help-toggle" aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onClick}>
      <span aria-hidden="true" className="help-toggle__icon">?</span>
      <span className="help-toggle__label">{TEXT.help}</span>
    </button>
  );
}
