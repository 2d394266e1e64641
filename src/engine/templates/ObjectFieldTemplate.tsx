import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * The fields of an object as a responsive grid (one column on narrow screens, two from
 * 600 px; wide fields span both). A nested object becomes a fieldset with its title as legend;
 * the root object has no heading of its own, the screen around the form supplies it.
 */
export function ObjectFieldTemplate({ properties, title, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const grid = <div className="bs-grid">{properties.filter((p) => !p.hidden).map((p) => p.content)}</div>;
  if (fieldPathId.$id === registry.globalFormOptions.idPrefix) return grid;
  return (
    <fieldset className="bs-group">
      {title && <legend className="bs-group__title">{title}</legend>}
      {grid}
    </fieldset>
  );
}
