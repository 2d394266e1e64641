/**
 * Fills the `{name}` placeholders of a catalog text (schemas/uiText/*.ts, schemas/messages.ts), so
 * a sentence with values stays one translatable text instead of pieces joined in JSX.
 */

/** The placeholder names of a text: 'Step {step} of {total}' -> 'step' | 'total'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** A value a placeholder takes; null and undefined show as nothing, as they do in JSX. */
export type FillValue = string | number | null | undefined;

/** `template` with each `{name}` replaced by `values[name]`; every placeholder needs a value. */
export function fill<T extends string>(template: T, values: Record<Placeholders<T>, FillValue>): string {
  const table = values as Record<string, FillValue>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in table ? String(table[name] ?? '') : whole));
}
