import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { conditionHolds, type FormValues } from '../../../adapters';
import type { Condition } from '../../../schemas/catalog';
import { translateText } from '../../../schemas/i18n/localizable';
import { engineContext } from '../formContext';

/** Whether a property shows for the values beside it (its uiSchema's 'ui:visibleWhen', from the adapters). */
function isShown(entry: unknown, values: FormValues): boolean {
  const condition = (entry as Record<string, unknown> | undefined)?.['ui:visibleWhen'] as Condition | undefined;
  return condition === undefined || conditionHolds(condition, values);
}

/**
 * The title an object takes from one of its own fields ('ui:titleField': a question's text), if
 * that field holds one, in the language shown: the server's text is a value (kept and sent back
 * in English), so it is translated here rather than in the uiSchema (adapters/translateUi.ts).
 */
function titleFromField(uiSchema: ObjectFieldTemplateProps['uiSchema'], values: FormValues): string | undefined {
  const field = uiSchema?.['ui:titleField'];
  const value = typeof field === 'string' ? values[field] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? translateText(value) : undefined;
}

/** A field's section (its uiSchema's 'ui:section', from a form definition), '' for none. */
function sectionOf(entry: unknown): string {
  const section = (entry as Record<string, unknown> | undefined)?.['ui:section'];
  return typeof section === 'string' ? section : '';
}

/**
 * The shown fields, each section's heading before its first field (a heading names what
 * follows it, so screen-reader users can jump between sections): h2 under the step's h1, h3
 * inside a group or a list row.
 */
function withSections(shown: ObjectFieldTemplateProps['properties'], uiSchema: ObjectFieldTemplateProps['uiSchema'], level: 'h2' | 'h3') {
  const Heading = level;
  let current = '';
  return shown.flatMap((p) => {
    const section = sectionOf(uiSchema?.[p.name]);
    const heading = section !== '' && section !== current ? [<Heading key={`section-${p.name}`} className="bs-section">{section}</Heading>] : [];
    current = section;
    return [...heading, p.content];
  });
}

/**
 * The fields of an object as a responsive grid (one column on narrow screens, two from
 * 600 px; wide fields span both), without the fields whose condition does not hold for this
 * object's values (so each list row shows its own), a section's heading before its first
 * field. A group becomes a fieldset with its title
 * as legend, or the value of its title field; a list row is only the grid (its item template
 * titles it) unless it is titled by a field of its own; the root object is only the grid.
 */
export function ObjectFieldTemplate({ properties, title, fieldPathId, registry, uiSchema, formData }: ObjectFieldTemplateProps) {
  const values = (formData ?? {}) as FormValues;
  const shown = properties.filter((p) => !p.hidden && isShown(uiSchema?.[p.name], values));
  const isRoot = fieldPathId.$id === registry.globalFormOptions.idPrefix;
  const grid = <div className="bs-grid">{withSections(shown, uiSchema, isRoot ? 'h2' : 'h3')}</div>;
  const isListRow = typeof fieldPathId.path.at(-1) === 'number';
  const ownTitle = titleFromField(uiSchema, values);
  if (isRoot || (isListRow && !ownTitle)) return grid;
  const legend = ownTitle ?? title;
  // A title from the store's content in another language than the page's says so (WCAG 3.1.2).
  const lang = ownTitle ? engineContext(registry).titleLang?.(ownTitle) : undefined;
  return (
    <fieldset className="bs-group" id={fieldPathId.$id}>
      {legend && <legend className="bs-group__title" lang={lang}>{legend}</legend>}
      {grid}
    </fieldset>
  );
}
