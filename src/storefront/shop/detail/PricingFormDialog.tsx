/**
 * A pricing dialog of plan detail rendered by the engine (issue 16 item 1): the form of its catalog
 * (schemas/catalog/storefront/, served by get-form-fields-pricing/{form}) in a modal, checked in
 * the browser by the validator the server compiled from the same schema, then saved on the quote
 * with change-filter-info, which checks the body with that schema again. The server's field
 * errors land at their fields; any other failure is the dialog's alert.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { isFieldPath, toPayload, type FormValues, type PricingFormName } from '../../../../adapters';
import { GENERAL_ERROR } from '../../../../domain/errors';
import type { ChangeFilterBody } from '../../../../schemas/api/quote';
import type { FieldError } from '../../../../schemas/api/types';
import { Modal } from '../../../app/ui/Modal';
import { SchemaForm } from '../../../engine/onDemand';
import { formSays } from '../../../shared/text/messages';
import { useFilterChange } from './useFilterChange';
import { usePricingForm, type PricingFormDefinition } from './usePricingForm';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.pricingFormDialog;

export interface PricingFormDialogProps {
  /** Which pricing form (schemas/catalog/storefront/pricingForms.ts). */
  form: PricingFormName;
  title: string;
  tempId: string;
  /** What the form starts from (form shape), e.g. the quote's tier. */
  initial?: FormValues;
  /** Sent beside the form's answer (the tobacco answer names its plan). */
  extra?: ChangeFilterBody;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** The body saved (the page prices again). */
  onSaved: (body: ChangeFilterBody) => void;
  onClose: () => void;
}

/** The dialog: its form once loaded, saved with change-filter-info. */
export function PricingFormDialog({ form, title, tempId, initial, extra, intro, onSaved, onClose }: PricingFormDialogProps) {
  const change = useFilterChange(tempId, onSaved);
  return (
    <Modal title={title} onClose={() => !change.busy && onClose()}>
      {intro}
      <LoadedPricingForm form={form}>
        {(definition) => (
          <PricingFormBody definition={definition} initial={initial} busy={change.busy} errors={change.errors} onCancel={onClose}
            onSubmit={(values) => void change.save({ ...(toPayload(definition.form, values) as ChangeFilterBody), ...extra })} />
        )}
      </LoadedPricingForm>
    </Modal>
  );
}

/** A pricing form once loaded (children render it), 'Loading…' before, the general error if it could not load. */
export function LoadedPricingForm({ form, children }: { form: PricingFormName; children: (definition: PricingFormDefinition) => ReactNode }) {
  const { definition, failed } = usePricingForm(form);
  if (failed) return <p className="alert alert--error" role="alert">{GENERAL_ERROR}</p>;
  if (!definition) return <p aria-busy="true">{TEXT.loading}</p>;
  return children(definition);
}

export interface PricingFormBodyProps {
  definition: PricingFormDefinition;
  initial?: FormValues;
  busy: boolean;
  /** The server's messages by field, the general one under 'general' (useFilterChange). */
  errors: Readonly<Record<string, string>>;
  /** Without it there is no Cancel button (the member's home only submits). */
  onCancel?: () => void;
  /** Values that passed the form's own checks. */
  onSubmit: (values: FormValues) => void;
  /** When a machine owns the values (the member tables' tier): they, and where edits go. */
  controlled?: { values: FormValues; onChange: (values: FormValues) => void };
  /** The submit button's label when not 'Submit' (the select-portal dialog's Continue). */
  submitLabel?: string;
}

/** The engine's form with Cancel and Submit; a message no field shows is the form's alert. */
export function PricingFormBody({ definition, initial, busy, errors, onCancel, onSubmit, controlled, submitLabel = TEXT.submit }: PricingFormBodyProps) {
  const { form, validation } = definition;
  const [own, setOwn] = useState<FormValues>(() => initial ?? {});
  const values = controlled?.values ?? own;
  const setValues = controlled?.onChange ?? setOwn;
  // A machine's message (no portal chosen, no tier) in the form's and the site's words, as the server's 422 says it (issue 14).
  const serverErrors = useMemo<FieldError[]>(
    () => Object.entries(errors).filter(([target]) => isFieldPath(form, target)).map(([target_element, text]) => ({ target_element, error_message: formSays(form, text) })),
    [errors, form],
  );
  const unplaced = Object.entries(errors).filter(([target]) => !isFieldPath(form, target)).map(([, text]) => formSays(form, text));
  return (
    <SchemaForm id={`pricing-${form.name}`} idPrefix={`pricing_${form.name}`} form={form} validation={validation} values={values}
      onChange={setValues} onSubmit={onSubmit} serverErrors={serverErrors}>
      <div className="alert alert--error" role="alert">{unplaced.length > 0 && unplaced.map((message) => <p key={message}>{message}</p>)}</div>
      <div className="modal__actions">
        {onCancel && <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>{TEXT.cancel}</button>}
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>{submitLabel}</button>
      </div>
    </SchemaForm>
  );
}
