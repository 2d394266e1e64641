/**
 * The one input of the entry dialogs (a rep access code, a group enrollment code) with its
 * message and Continue, which waits while the code is checked. The engine renders it from its
 * catalog (schemas/catalog/storefront/accessCode.ts, groupCode.ts; issue 16 item 1) and checks
 * it (required, then the code's shape) with the schema the server's validate-agent and
 * validate-group check; the dialogs' machines own the flow (the lookup, an unknown code's
 * message). This form reports typing and submitting.
 */
import { useCallback, useMemo } from 'react';
import type { FormValues } from '../../../adapters';
import { GENERAL_ERROR } from '../../../domain/errors';
import type { FixedStorefrontForm } from '../../../schemas/catalog/storefront/fixedForms';
import { SchemaForm } from '../../engine/onDemand';
import { formSays } from '../../shared/text/messages';
import { useStorefrontForm, type EngineFormDefinition } from '../engineForm';
import { STOREFRONT_ENTRY_TEXT } from '../../../schemas/uiText/storefront/entry';

/** This screen's texts (schemas/uiText/storefront/entry.ts). */
const TEXT = STOREFRONT_ENTRY_TEXT.codeEntryForm;

export interface CodeEntryFormProps {
  /** Which entry form: the rep access code's or the group code's (its one field is the call's parameter). */
  form: Extract<FixedStorefrontForm, 'access_code' | 'group_code'>;
  code: string;
  error: string | null;
  busy: boolean;
  onType: (code: string) => void;
  onSubmit: (code: string) => void;
}

type BodyProps = Omit<CodeEntryFormProps, 'form'> & { definition: EngineFormDefinition };

/** The code in the engine's values. */
const codeOf = (values: FormValues, field: string): string => (typeof values[field] === 'string' ? values[field] : '');

function CodeEntryBody({ definition, code, error, busy, onType, onSubmit }: BodyProps) {
  const field = definition.form.fields[0].name;
  const values = useMemo<FormValues>(() => ({ [field]: code }), [field, code]);
  // The machine's message (an unknown code) shows at the field, as a server's error would, in the form's and the site's words.
  const serverErrors = useMemo(() => (error ? [{ target_element: field, error_message: formSays(definition.form, error) }] : []), [field, error, definition.form]);
  const change = useCallback((next: FormValues) => onType(codeOf(next, field)), [onType, field]);
  const submit = useCallback((next: FormValues) => onSubmit(codeOf(next, field)), [onSubmit, field]);
  return (
    <div aria-busy={busy}>
      <SchemaForm form={definition.form} validation={definition.validation} values={values} onChange={change} onSubmit={submit}
        serverErrors={serverErrors} id={`${definition.form.name}-form`} idPrefix={definition.form.name}>
        <div className="modal__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.continue}</button>
        </div>
      </SchemaForm>
    </div>
  );
}

/** The entry form once its definition loaded; a plain message while it loads or when it cannot. */
export function CodeEntryForm({ form, ...props }: CodeEntryFormProps) {
  const { definition, failed } = useStorefrontForm(form);
  if (failed) return <p className="alert alert--error" role="alert">{GENERAL_ERROR}</p>;
  if (!definition) return <p aria-busy="true">{TEXT.loading}</p>;
  return <CodeEntryBody definition={definition} {...props} />;
}
