import type { ReactNode } from 'react';

/** Props of the fieldset that groups radios or checkboxes. */
export interface ChoiceGroupProps {
  id: string;
  label: string;
  required?: boolean;
  readonly?: boolean;
  /** 'radiogroup' for radios: it can carry aria-required, a plain group cannot. */
  role?: 'radiogroup';
  children: ReactNode;
}

/**
 * A fieldset whose legend labels a group of choices (radios, checkbox groups): screen readers
 * announce the legend with each choice. The required marker is drawn by CSS, so the legend's
 * text stays exactly the field's title.
 */
export function ChoiceGroup({ id, label, required, readonly, role, children }: ChoiceGroupProps) {
  const legendClass = `bs-label${required ? ' bs-label--required' : ''}`;
  return (
    <fieldset
      id={id}
      role={role}
      aria-required={role && required ? true : undefined}
      className={`bs-choices${readonly ? ' bs-choices--readonly' : ''}`}
    >
      <legend className={legendClass}>{label}</legend>
      <div className="bs-choices__list">{children}</div>
    </fieldset>
  );
}
