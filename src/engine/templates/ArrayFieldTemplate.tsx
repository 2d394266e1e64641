import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { FieldErrorText } from './FieldErrorText';
import { ENGINE_TEXT } from '../../../schemas/uiText/engine';

/** This screen's texts (schemas/uiText/engine.ts). */
const TEXT = ENGINE_TEXT.arrayFieldTemplate;

/** The list's labels and limits from its uiSchema options (set by the adapters from the catalog). */
function listOptions(uiSchema: ArrayFieldTemplateProps['uiSchema']) {
  const options = getUiOptions(uiSchema);
  return {
    itemTitle: typeof options.itemTitle === 'string' ? options.itemTitle : TEXT.item,
    addLabel: typeof options.addLabel === 'string' ? options.addLabel : TEXT.add,
    minItems: typeof options.minItems === 'number' ? options.minItems : 0,
    labelHidden: options.labelHidden === true,
    // RJSF titles a list by its schema's title first: the uiSchema's is the one in the language shown.
    title: typeof options.title === 'string' ? options.title : undefined,
  };
}

/** Whether a row's own object template titles it from one of its fields ('ui:titleField'). */
const titledByField = (uiSchema: ArrayFieldItemTemplateProps['uiSchema']): boolean => typeof uiSchema?.['ui:titleField'] === 'string';

/**
 * A list of rows (medications, conditions, questions): a fieldset with the list's title (read
 * by screen readers only when the page already shows it), one block per row, the list's own
 * error (e.g. nothing added while required) and the add button, offered while the list may
 * grow (RJSF's canAdd honours maxItems; a fixed list never grows).
 */
export function ArrayFieldTemplate({ items, canAdd, onAddClick, title, uiSchema, fieldPathId, rawErrors, disabled, readonly, required }: ArrayFieldTemplateProps) {
  const { addLabel, labelHidden, title: shownTitle } = listOptions(uiSchema);
  const error = rawErrors?.[0];
  const legendClass = ['bs-group__title', required && 'bs-label--required', labelHidden && 'visually-hidden'].filter(Boolean).join(' ');
  return (
    <fieldset className="bs-group bs-list" id={fieldPathId.$id} aria-describedby={error ? `${fieldPathId.$id}__error` : undefined}>
      <legend className={legendClass}>{shownTitle ?? title}</legend>
      {items}
      {error && <FieldErrorText key={error} id={fieldPathId.$id} message={error} />}
      {canAdd && !readonly && (
        <button type="button" className="btn btn--secondary bs-list__add" disabled={disabled} onClick={onAddClick}>{addLabel}</button>
      )}
    </fieldset>
  );
}

/**
 * One row of a list. A row titled by one of its fields (a question's text) is a card whose
 * object template draws that title; a row of a list without a row title (the one detail row of
 * a question) is just its fields; any other row is a card with a numbered legend ('Medication 2')
 * and, past the rows the list always holds, a remove button named after the row.
 */
export function ArrayFieldItemTemplate({ children, index, totalItems, buttonsProps, parentUiSchema, uiSchema, disabled, readonly }: ArrayFieldItemTemplateProps) {
  const { itemTitle, minItems } = listOptions(parentUiSchema);
  const label = `${itemTitle} ${index + 1}`;
  const removable = buttonsProps.hasRemove && !readonly && totalItems > minItems;
  const remove = removable && (
    <button type="button" className="btn btn--link bs-list__remove" disabled={disabled} onClick={buttonsProps.onRemoveItem}>
      {TEXT.remove} <span className="visually-hidden">{label}</span>
    </button>
  );
  if (titledByField(uiSchema)) return <div className="bs-list__item">{children}{remove}</div>;
  if (!itemTitle) return <div className="bs-list__row">{children}{remove}</div>;
  return (
    <fieldset className="bs-group bs-list__item">
      <legend className="bs-group__title">{label}</legend>
      {children}
      {remove}
    </fieldset>
  );
}
