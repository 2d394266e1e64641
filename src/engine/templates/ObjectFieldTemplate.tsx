import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { conditionHolds, type FormValues } from '../../../adapters';
import type { Condition } from '../../../schemas/catalog';

/** Whether a property shows for the values beside it (its uiSchema's 'ui:visibleWhen', from the adapters). */
function isShown(entry: unknown, values: FormValues): boolean {
  const condition = (entry as Record<string, unknown> | undefined)?.['ui:visibleWhen'] as Condition | undefined;
  return condition === undefined || conditionHolds(condition, values);
}

/** The title an object takes from one of its own fields ('ui:titleField': a question's text), if that field holds one. */
function titleFromField(uiSchema: ObjectFieldTemplateProps['uiSchema'], values: FormValues): string | undefined {
  const field = uiSchema?.['ui:titleField'];
  const value = typeof field === 'string' ? values[field] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The fields of an object as a responsive grid (one column on narrow screens, two from
 * 600 px; wide fields span both), without the fields whose condition does not hold for this
 * object's values (so each list row shows its own). A group becomes a fieldset with its title
 * as legend, or the value of its title field; a list row is only the grid (its item template
 * titles it) unless it is titled by a field of its own; the root object is only the grid.
 */
export function ObjectFieldTemplate({ properties, title, fieldPathId, registry, uiSchema, formData }: ObjectFieldTemplateProps) {
  const values = (formData ?? {}) as FormValues;
  const shown = properties.filter((p) => !p.hidden && isShown(uiSchema?.[p.name], values));
  const grid = <div className="bs-grid">{shown.map((p) => p.content)}</div>;
  const isRoot = fieldPathId.$id === registry.globalFormOptions.idPrefix;
  const isListRow = typeof fieldPathId.path.at(-1) === 'number';
  const ownTitle = titleFromField(uiSchema, values);
  if (isRoot || (isListRow && !ownTitle)) return grid;
  const legend = ownTitle ?? title;
  return (
    <fieldset className="bs-group" id={fieldPathId.$id}>
      {legend && <legend className="bs-group__title">{legend}</legend>}
      {grid}
    </fieldset>
  );
}
