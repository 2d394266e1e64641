/** Element ids the field template renders next to an input, derived from the input's id. */
export const fieldIds = {
  error: (id: string) => `${id}__error`,
  help: (id: string) => `${id}__help`,
  readOnly: (id: string) => `${id}__readonly`,
};

/** What decides which descriptions an input points at. */
export interface DescribedState {
  rawErrors?: string[];
  help?: unknown;
  readonly?: boolean;
}

/**
 * aria-invalid and aria-describedby for an input, pointing only at the elements the field
 * template actually renders (error, help, read-only note), so no reference dangles.
 */
export function ariaFor(id: string, { rawErrors, help, readonly }: DescribedState) {
  const invalid = Boolean(rawErrors?.length);
  const ids = [invalid && fieldIds.error(id), help ? fieldIds.help(id) : false, readonly && fieldIds.readOnly(id)].filter(Boolean);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}
