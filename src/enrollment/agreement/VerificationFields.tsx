import { AGREEMENT_FIELD_TITLES, NOT_VERIFICATION_INPUTS, VERIFICATION_TITLES, type AgreementFieldName, type VerificationMode } from '../../../schemas/agreement';
import type { FieldDefinition } from '../../../schemas/api/types';
import { fieldValue } from '../../../domain/agreementRules';
import { TextField } from '../../app/ui/TextField';

export interface VerificationFieldsProps {
  mode: VerificationMode;
  fields: readonly FieldDefinition[];
  /** The editable fields' values as typed. */
  values: Readonly<Record<string, string>>;
  errors: ReadonlyMap<string, string>;
  onInput: (field: string, value: string) => void;
  /** Receives each input, so Next can focus the first one in error. */
  inputRef: (field: string) => (element: HTMLInputElement | null) => void;
  disabled?: boolean;
  /** Put before the section's heading id (AgreementForm's idPrefix); none: `verification-title`. */
  idPrefix?: string;
  /** A field's label as shown (default: its title). */
  labelOf?: (field: string, title: string) => string;
}

const asTitled = (_field: string, title: string) => title;

/**
 * The verification section: the broker's, group's or applicant's name, code and date shown
 * read-only as the server gives them, and the answer (or code) the applicant types.
 */
export function VerificationFields({ mode, fields, values, errors, onInput, inputRef, disabled, idPrefix = '', labelOf = asTitled }: VerificationFieldsProps) {
  const shown = fields.filter((field) => !NOT_VERIFICATION_INPUTS.has(field.field_name));
  if (shown.length === 0) return null;
  return (
    <section className="verification" aria-labelledby={`${idPrefix}verification-title`}>
      <h2 id={`${idPrefix}verification-title`}>{VERIFICATION_TITLES[mode]}</h2>
      <div className="verification__fields">
        {shown.map((field) => (
          <TextField
            key={field.field_name}
            ref={inputRef(field.field_name)}
            label={labelOf(field.field_name, AGREEMENT_FIELD_TITLES[field.field_name as AgreementFieldName] ?? field.field_name)}
            value={fieldValue({ values }, field)}
            readOnly={field.read_only}
            disabled={disabled && !field.read_only}
            aria-required={field.required && !field.read_only ? true : undefined}
            autoComplete="off"
            error={errors.get(field.field_name)}
            onChange={(event) => onInput(field.field_name, event.target.value)}
          />
        ))}
      </div>
    </section>
  );
}
