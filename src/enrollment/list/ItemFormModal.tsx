import { useMemo, useState } from 'react';
import { isFieldPath, toPayload, type FormValues, type Payload, type TabForm } from '../../../adapters';
import { itemValues } from '../../../adapters/listItems';
import type { ListItem } from '../../../machines/listStep';
import type { FieldError } from '../../../schemas/api/types';
import { Modal } from '../../app/ui/Modal';
import { SchemaForm } from '../../engine/SchemaForm';
import type { FormValidator } from '../../engine/formValidator';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.itemFormModal;

export interface ItemFormModalProps {
  title: string;
  /** The form element's id. */
  id: string;
  /** The item form (built from the server's definitions) and its validator (the server's precompiled module). */
  form: TabForm;
  validation: FormValidator;
  /** What the form starts from: the edited item, or an add's preset. */
  item: ListItem | null;
  /** This popup's own errors (the server's answer for the item); one no field can show goes to the popup's alert. */
  errors: readonly FieldError[];
  /** The item is being checked: the buttons wait. */
  busy: boolean;
  onCancel: () => void;
  /** The item in wire shape, once the form's own validation passed. */
  onSubmit: (item: Payload) => void;
}

/**
 * The add or edit popup of a list step: the item's engine form in a modal dialog (focus moved
 * in and trapped, Escape cancels) with Cancel and Submit. The client validates with the form's
 * schema first; the step's machine then asks the server.
 */
export function ItemFormModal({ title, id, form, validation, item, errors, busy, onCancel, onSubmit }: ItemFormModalProps) {
  const [values, setValues] = useState<FormValues>(() => itemValues(form, item));
  const serverErrors = useMemo(() => [...errors], [errors]);
  const unplaced = errors.filter((error) => !isFieldPath(form, error.target_element)).map((error) => error.error_message);
  return (
    <Modal title={title} onClose={() => !busy && onCancel()}>
      <SchemaForm id={id} form={form} validation={validation} values={values} onChange={setValues}
        onSubmit={(valid) => onSubmit(toPayload(form, valid))} serverErrors={serverErrors}>
        <div className="alert alert--error" role="alert">
          {unplaced.length > 0 && <ul className="alert__list">{[...new Set(unplaced)].map((m) => <li key={m}>{m}</li>)}</ul>}
        </div>
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>{TEXT.cancel}</button>
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>{TEXT.submit}</button>
        </div>
      </SchemaForm>
    </Modal>
  );
}
