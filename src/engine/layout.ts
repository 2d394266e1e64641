/** Widgets that render their own label (a legend, or a label beside a checkbox). */
const SELF_LABELLED = new Set(['radio', 'checkbox', 'checkboxGroup', 'paymentType', 'billDate', 'existingAccount', 'yesNoCheckbox']);
/** Widgets that need the full row width on wide screens. */
const WIDE = new Set(['textarea', 'radio', 'checkboxGroup', 'paymentType', 'billDate', 'existingAccount']);

/** The widget name a field's uiSchema asks for, if any. */
export function widgetOf(uiSchema: Record<string, unknown> | undefined): string | undefined {
  const widget = uiSchema?.['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
}

/** Whether the field template should leave the label to the widget. */
export function isSelfLabelled(uiSchema: Record<string, unknown> | undefined): boolean {
  return SELF_LABELLED.has(widgetOf(uiSchema) ?? '');
}

/** Whether the field spans both grid columns: its widget needs room, or its uiSchema says `ui:wide`. */
export function isWide(uiSchema: Record<string, unknown> | undefined): boolean {
  return uiSchema?.['ui:wide'] === true || WIDE.has(widgetOf(uiSchema) ?? '');
}

/** A label's (or legend's) classes: the required marker, and read by screen readers only when the catalog hides it (FieldSpec.labelHidden). */
export function labelClass(required: boolean | undefined, hidden: boolean): string {
  return ['bs-label', required && 'bs-label--required', hidden && 'visually-hidden'].filter(Boolean).join(' ');
}
