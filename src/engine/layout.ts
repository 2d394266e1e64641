/** Widgets that render their own label (a legend, or a label beside a checkbox). */
const SELF_LABELLED = new Set(['radio', 'checkbox', 'checkboxGroup']);
/** Widgets that need the full row width on wide screens. */
const WIDE = new Set(['textarea', 'radio', 'checkboxGroup']);

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
