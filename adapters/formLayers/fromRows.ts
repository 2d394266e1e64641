import type { FieldHint } from '../../schemas/catalog';
import type { FieldChange, FormLayer, ResolvedForm } from '../../schemas/forms/definition';
import { specFromHint } from '../hintSpec';
import { sameValue } from './props';
import { hintProps, specProps } from './specProps';

/** One row of today's form_fields: a field a scope shows, its flags, position and optional hint. */
export interface FieldRowInput {
  field_name: string;
  required: boolean;
  read_only: boolean;
  position: number;
  schema_hint?: unknown;
}

const hintOf = (row: FieldRowInput): FieldHint | undefined =>
  row.schema_hint && typeof row.schema_hint === 'object' && !Array.isArray(row.schema_hint) ? (row.schema_hint as FieldHint) : undefined;

/**
 * Today's rows of one scope (a whole list: the fields it shows, in order) as a layer of single
 * property overrides on top of `below`: a field below that the rows leave out is hidden; a row's
 * field is shown, with its required and read-only flags, its position as its order and its
 * hint's properties, each only where it differs from below; a row below does not know is added
 * (from its hint, else a text field titled from its name). Stacked on what is below, the rows'
 * fields, order and flags are exactly what the rows say. A repeated name keeps its first row.
 */
export function layerFromRows(below: ResolvedForm, rows: readonly FieldRowInput[]): FormLayer {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const byName = new Map(below.fields.map((field) => [field.name, field]));
  const named = new Set(ordered.map((row) => row.field_name));
  const fields: Record<string, FieldChange> = {};
  ordered.forEach((row, order) => {
    if (Object.hasOwn(fields, row.field_name)) return;
    const field = byName.get(row.field_name);
    const wanted: FieldChange = {
      ...(field ? hintProps(hintOf(row) ?? {}) : specProps(specFromHint(row.field_name, hintOf(row)))),
      hidden: false, required: row.required, read_only: row.read_only, order,
    };
    if (!field) {
      fields[row.field_name] = wanted;
      return;
    }
    const change: FieldChange = {};
    for (const [prop, value] of Object.entries(wanted)) {
      if (!sameValue(field.props[prop as keyof FieldChange], value)) Object.assign(change, { [prop]: value });
    }
    if (Object.keys(change).length > 0) fields[row.field_name] = change;
  });
  for (const field of below.fields) {
    if (!named.has(field.name) && !field.props.hidden) fields[field.name] = { hidden: true };
  }
  return { fields };
}
