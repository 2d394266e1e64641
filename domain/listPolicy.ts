/**
 * The shape of an editable list and of its rules (DESIGN.md "Lists, nested forms and questions").
 * Its own module so the list rules (beneficiaryRules, dependentRules), which the server enforces
 * too, name it without importing the list-step machine (domain/ imports only schemas/).
 */

/** One item in wire shape (what the list's save sends for it); keys the item form does not own are kept. */
export type ListItem = Record<string, unknown>;
export type ListItems = readonly ListItem[];

/** The rules of one list, as pure functions of its items. */
export interface ListPolicy {
  /** Most items the list holds (a cap beside addBlock; e.g. 9 dependents). */
  maxItems?: number;
  /** Why no item may be added now (also hides the add button), or null. */
  addBlock?: (items: ListItems) => string | null;
  /** Why Next may not go on with these items (also hides Next), or null. */
  continueBlock?: (items: ListItems) => string | null;
}
