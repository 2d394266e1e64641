import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { FieldErrorText } from './FieldErrorText';

/** The list's labels from its uiSchema options (set by the adapters from the catalog). */
function listLabels(uiSchema: ArrayFieldTemplateProps['uiSchema']) {
  const options = getUiOptions(uiSchema);
  return { itemTitle: String(options.itemTitle ?? 'Item'), addLabel: String(options.addLabel ?? 'Add') };
}

/**
 * A list of rows (medications, conditions): a fieldset with the list's title, one fieldset per
 * row, the list's own error (e.g. nothing added while required) and the add button, offered
 * while the list may grow (RJSF's canAdd honours maxItems).
 */
export function ArrayFieldTemplate({ items, canAdd, onAddClick, title, uiSchema, fieldPathId, rawErrors, disabled, readonly, required }: ArrayFieldTemplateProps) {
  const { addLabel } = listLabels(uiSchema);
  const error = rawErrors?.[0];
  return (
    <fieldset className="bs-group bs-list" id={fieldPathId.$id} aria-describedby={error ? `${fieldPathId.$id}__error` : undefined}>
      <legend className={`bs-group__title${required ? ' bs-label--required' : ''}`}>{title}</legend>
      {items}
      {error && <FieldErrorText key={error} id={fieldPathId.$id} message={error} />}
      {canAdd && !readonly && (
        <button type="button" className="btn btn--secondary bs-list__add" disabled={disabled} onClick={onAddClick}>{addLabel}</button>
      )}
    </fieldset>
  );
}

/** One row of a list: numbered legend ('Medication 2') and its remove button, named after the row. */
export function ArrayFieldItemTemplate({ children, index, buttonsProps, parentUiSchema, disabled, readonly }: ArrayFieldItemTemplateProps) {
  const label = `${listLabels(parentUiSchema).itemTitle} ${index + 1}`;
  return (
    <fieldset className="bs-group bs-list__item">
      <legend className="bs-group__title">{label}</legend>
      {children}
      {buttonsProps.hasRemove && !readonly && (
        <button type="button" className="btn btn--link bs-list__remove" disabled={disabled} onClick={buttonsProps.onRemoveItem}>
          Remove <span className="visually-hidden">{label}</span>
        </button>
      )}
    </fieldset>
  );
}
