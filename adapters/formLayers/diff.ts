/**
 * Field-level differences between two form layers (two drafts, two versions) or two resolved
 * forms, for the audit log and the admin screens: one entry per changed property, in a
 * deterministic order (fields by name, properties in FIELD_PROPS order, then the tab, then
 * messages by key, then a layer's translations by place). An absent value is null, so an entry reads the same after a JSON round trip.
 */
import type { FieldChange, FormLayer, ResolvedForm, TabProps } from '../../schemas/forms/definition';
import { FIELD_PROPS, sameValue, TAB_PROPS } from './props';
import { flatTranslations } from './translations';

/** One changed property: of a field, of the tab, or a message override (prop = message key). */
export type DefinitionChange =
  | { kind: 'field'; field: string; prop: string; before: unknown; after: unknown }
  | { kind: 'tab'; prop: string; before: unknown; after: unknown }
  | { kind: 'message'; prop: string; before: unknown; after: unknown }
  /** A text's translation (prop = '<language>.<path>', e.g. 'es.fields.x.label'). */
  | { kind: 'translation'; prop: string; before: unknown; after: unknown };

const orNull = (value: unknown): unknown => (value === undefined ? null : value);
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The fields' changes, given each side's properties by field name. */
function fieldChanges(a: ReadonlyMap<string, FieldChange>, b: ReadonlyMap<string, FieldChange>): DefinitionChange[] {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort(byText);
  const changes: DefinitionChange[] = [];
  for (const field of names) {
    const before = a.get(field) ?? {};
    const after = b.get(field) ?? {};
    for (const prop of FIELD_PROPS) {
      if (!sameValue(before[prop], after[prop])) changes.push({ kind: 'field', field, prop, before: orNull(before[prop]), after: orNull(after[prop]) });
    }
  }
  return changes;
}

/** The tab's and the messages' changes. */
function otherChanges(a: { tab?: Partial<TabProps>; messages?: Record<string, string> }, b: typeof a): DefinitionChange[] {
  const changes: DefinitionChange[] = [];
  for (const prop of TAB_PROPS) {
    const before = a.tab?.[prop];
    const after = b.tab?.[prop];
    if (!sameValue(before, after)) changes.push({ kind: 'tab', prop, before: orNull(before), after: orNull(after) });
  }
  const keys = [...new Set([...Object.keys(a.messages ?? {}), ...Object.keys(b.messages ?? {})])].sort(byText);
  for (const prop of keys) {
    const before = a.messages?.[prop];
    const after = b.messages?.[prop];
    if (before !== after) changes.push({ kind: 'message', prop, before: orNull(before), after: orNull(after) });
  }
  return changes;
}

/** What changed from layer `a` to layer `b` (a draft against the version it started from). */
export function diffLayers(a: FormLayer, b: FormLayer): DefinitionChange[] {
  const fields = (layer: FormLayer) => new Map(Object.entries(layer.fields ?? {}));
  return [...fieldChanges(fields(a), fields(b)), ...otherChanges(a, b), ...translationChanges(a, b)];
}

/** The translations' changes, text by text. */
function translationChanges(a: FormLayer, b: FormLayer): DefinitionChange[] {
  const [before, after] = [flatTranslations(a.translations), flatTranslations(b.translations)];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(byText)
    .filter((prop) => before[prop] !== after[prop])
    .map((prop) => ({ kind: 'translation', prop, before: orNull(before[prop]), after: orNull(after[prop]) }));
}

/** What changed from resolved form `a` to `b` (what an enrollee would see change), provenance aside. */
export function diffResolved(a: ResolvedForm, b: ResolvedForm): DefinitionChange[] {
  const fields = (form: ResolvedForm) => new Map(form.fields.map((field): [string, FieldChange] => [field.name, field.props]));
  return [...fieldChanges(fields(a), fields(b)), ...otherChanges(a, b)];
}
