/**
 * The dependent info dialog in one state (DependentInfoDialog drives it): the engine's form of
 * schemas/catalog/storefront/dependentInfo.ts for the quote's tier (Spouse DOB for IS and IF,
 * number of children 1-9 IC, 1-8 IF), Cancel and Continue.
 */
import { useMemo } from 'react';
import type { FormValues } from '../../../../adapters';
import { GENERAL_ERROR } from '../../../../domain/errors';
import type { FieldError } from '../../../../schemas/api/types';
import { MESSAGES } from '../../../shared/text/messages';
import { Modal } from '../../../app/ui/Modal';
import { SchemaForm } from '../../../engine/onDemand';
import type { PricingFormDefinition } from '../detail/usePricingForm';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.dependentInfoView;

export interface DependentInfoViewProps {
  /** The tier's form and its validator; undefined while it loads. */
  definition?: PricingFormDefinition;
  /** The form could not load. */
  failed?: boolean;
  values: { dep_dob: string; no_of_children: string };
  /** The server's messages by field, the dialog's own under 'general'. */
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  onChange: (values: FormValues, field: string) => void;
  /** Values that passed the form's schema. */
  onSubmit: (values: FormValues) => void;
  onClose: () => void;
}

/** 'Please provide the following information': the tier's fields, Continue. */
export function DependentInfoView({ definition, failed, values, errors, busy, onChange, onSubmit, onClose }: DependentInfoViewProps) {
  const serverErrors = useMemo<FieldError[]>(
    () => Object.entries(errors).filter(([target]) => target !== 'general').map(([target_element, error_message]) => ({ target_element, error_message })),
    [errors],
  );
  const shown = useMemo<FormValues>(() => ({ ...values }), [values]);
  return (
    <Modal title={MESSAGES.dependentInfoTitle} onClose={() => !busy && onClose()}>
      {failed && <p className="alert alert--error" role="alert">{GENERAL_ERROR}</p>}
      {!failed && !definition && <p aria-busy="true">{TEXT.loading}</p>}
      {definition && (
        <SchemaForm id="dependent-info" idPrefix="dependent_info" form={definition.form} validation={definition.validation} values={shown}
          onChange={onChange} onSubmit={onSubmit} serverErrors={serverErrors}>
          <div className="alert alert--error" role="alert">{errors.general}</div>
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={onClose}>{TEXT.cancel}</button>
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>{TEXT.continue}</button>
          </div>
        </SchemaForm>
      )}
    </Modal>
  );
}
