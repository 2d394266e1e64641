/**
 * Focuses the first invalid input of a form (or any element holding fields) in document order (which is display order), so
 * keyboard and screen-reader users land on the first thing to fix.
 */
export function focusFirstInvalid(form: ParentNode | null | undefined): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
