/**
 * Focuses the first invalid input of a form in document order (which is display order), so
 * keyboard and screen-reader users land on the first thing to fix.
 */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
