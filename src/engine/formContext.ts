/**
 * What a screen may hand the engine's widgets beside the form's schema (RJSF's formContext):
 * options that belong to this browser session only and so are never part of a form's public
 * schema (the accounts on file), a status line per field (the bank a routing number belongs
 * to) and a hook for a field losing focus (a lookup on blur). Every entry is optional: a
 * widget without its context still renders and works as a plain input.
 */
import type { Choice } from '../../schemas/catalog';

export interface EngineFormContext {
  /** Options of a field by its name, private to this session (a widget that reads them shows these). */
  privateChoices?: Readonly<Record<string, readonly Choice[]>>;
  /** A short status under a field, by its name ('' or absent: none). */
  fieldStatus?: Readonly<Record<string, string>>;
  /** A field left the focus with this value (after its edit was committed to the form). */
  onFieldBlur?: (name: string, value: string) => void;
  /**
   * The id of the element where the screen shows the form's own message once (a plan's 'Please
   * answer all questions'): a field whose message is the form's (FieldSpec.errorAtForm) shows no
   * text of its own and is described by that element instead.
   */
  formMessageId?: string;
  /**
   * The `lang` of an object's title taken from one of its own fields (a question's text, the
   * store's content: issue 18) when it is not in the page's language; undefined: the page's.
   */
  titleLang?: (title: string) => string | undefined;
}

/** The engine context a widget was rendered with ({} when the screen gave none). */
export function engineContext(registry: { formContext?: unknown }): EngineFormContext {
  const context = registry.formContext;
  return context && typeof context === 'object' ? (context as EngineFormContext) : {};
}
