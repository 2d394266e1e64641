/** JSON safe inside a script element: no '<' (so no '</script>' or '<!--'), no line separators JavaScript would mind. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A data block the app reads by `id`: `value` as JSON in a non-executed script element. */
export function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}
