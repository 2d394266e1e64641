/** A language's translations as one module loads them: keyed tables by `localizable` id, and a dictionary of data texts by their English text. */
export interface LanguagePack {
  readonly tables: Readonly<Record<string, object>>;
  readonly dictionary: Readonly<Record<string, string>>;
}
