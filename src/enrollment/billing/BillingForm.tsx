import type { FormValues } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import { SchemaForm } from '../../engine/SchemaForm';
import type { FormValidator } from '../../engine/formValidator';
import type { BillingBinding } from './useBilling';
import { say } from '../../shared/text/messages';

export interface BillingFormProps {
  billing: BillingBinding;
  validation: FormValidator;
  id: string;
  onSubmit: (values: FormValues) => void;
  /** The save's errors (the lookup's own are added here). */
  serverErrors: FieldError[];
  /** The EFT terms (shown while paying by EFT) and the statement descriptor. */
  eftText: string;
  text: string;
}

/** The billing step's body: a fixed type's note, or the engine's form; then the EFT terms and the statement descriptor. */
export function BillingForm({ billing, validation, id, onSubmit, serverErrors, eftText, text }: BillingFormProps) {
  return (
    <>
      {billing.note ? <p className="bs-billing__note" role="note">{billing.note}</p> : (
        <SchemaForm
          id={id}
          form={billing.form}
          validation={validation}
          values={billing.shown}
          onChange={billing.change}
          onSubmit={onSubmit}
          serverErrors={[...serverErrors, ...billing.lookupErrors]}
          context={billing.formContext}
        />
      )}
      {billing.values.payment_method === 'eft' && eftText ? <p className="bs-billing__text">{say(eftText)}</p> : null}
      {text ? <p className="bs-billing__text">{say(text)}</p> : null}
    </>
  );
}
