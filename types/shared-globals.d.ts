/**
 * The few runtime globals that schemas/, adapters/ and machines/ use and that browsers and
 * Node 20 both provide. tsconfig.shared.json type-checks that code with the ES library only
 * (no DOM, no @types/node), so neither side's globals leak in; these are declared here, with
 * just the signatures used, so shared code stays limited to what runs in both places.
 * Add one only when it exists in both (WHATWG/HTML standard globals Node implements too).
 */

/** Decodes a base64 string into a binary string (one char per byte). */
declare function atob(data: string): string;
/** Encodes a binary string (chars 0-255) as base64. */
declare function btoa(data: string): string;

/** WHATWG Encoding: bytes -> string. */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  readonly encoding: string;
  readonly fatal: boolean;
  readonly ignoreBOM: boolean;
  decode(input?: ArrayBuffer | ArrayBufferView, options?: { stream?: boolean }): string;
}
