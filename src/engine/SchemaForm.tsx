import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema as RjsfErrorSchema } from '@rjsf/utils';
import { clearHiddenValues, fieldErrorsToErrorSchema } from '../../adapters';
import type { FormValues, TabForm } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import { errorTransformerFor, fieldOfProperty } from './errors';
import { changedFieldOf, fromFormData, toFormData } from './formData';
import type { RjsfData } from './formData';
import { focusFirstInvalid } from './focus';
import { registry } from './registry';
import { useTabSchemas } from './useTabSchemas';
import { validator } from './validator';
// oxlint-disable-next-line import/no-unassigned-import -- the engine's stylesheet loads with the engine (wizard chunk)
import './engine.css';

/**
 * Defaults come from the server's saved values only: RJSF must not invent any (by default it
 * would turn the first option's `const` into a value and silently answer a select).
 */
const NO_DERIVED_DEFAULTS = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

/** Props of the engine's form. */
export interface SchemaFormProps {
  /** The tab's fields (adapters' buildTabForm). */
  form: TabForm;
  /** Current values in form shape; the caller owns them (controlled). */
  values: FormValues;
  /** New values after a committed edit, hidden fields already cleared, and the field that changed. */
  onChange: (values: FormValues, changedField: string) => void;
  /** Valid values when the form is submitted (the submit button is among `children`). */
  onSubmit: (values: FormValues) => void;
  /** Errors the server answered with, shown at their `target_element`. */
  serverErrors?: FieldError[];
  /** The `<form>` element's id. */
  id: string;
  /** Buttons rendered inside the form; a `type="submit"` one submits it. */
  children?: ReactNode;
}

/**
 * Renders one wizard tab from its TabForm with RJSF and our registry. Validation is the
 * shared one (adapters' schema, formats and messages), so the client shows the server's
 * exact texts. After a failed submit, fields re-validate as they change; focus moves to the
 * first invalid field after a failed submit or when server errors arrive.
 */
export function SchemaForm({ form, values, onChange, onSubmit, serverErrors, id, children }: SchemaFormProps) {
  const { schema, uiSchema } = useTabSchemas(form, values);
  const formData = useMemo(() => toFormData(values), [values]);
  const transformErrors = useMemo(() => errorTransformerFor(form), [form]);
  const [submitted, setSubmitted] = useState(false);
  const rjsf = useRef<Form>(null);
  // The latest values we know of, so a change is diffed against what the user saw.
  const known = useRef(values);
  useEffect(() => {
    known.current = values;
  }, [values]);

  // Server errors are compared by content: a caller may hand a new but equal array on any render.
  const errorsKey = serverErrors?.length ? JSON.stringify(serverErrors) : '';
  // A server error stays until its field is edited; a new answer from the server starts over.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [answer, setAnswer] = useState(errorsKey);
  if (answer !== errorsKey) {
    setAnswer(errorsKey);
    setEdited(new Set());
  }
  const extraErrors = useMemo(() => {
    const all: FieldError[] = errorsKey ? JSON.parse(errorsKey) : [];
    const open = all.filter((e) => !edited.has(fieldOfProperty(e.target_element)));
    return open.length ? (fieldErrorsToErrorSchema(open) as RjsfErrorSchema) : undefined;
  }, [errorsKey, edited]);

  const formElement = useCallback(() => rjsf.current?.formElement.current as HTMLFormElement | null | undefined, []);
  useEffect(() => {
    if (errorsKey) focusFirstInvalid(formElement());
  }, [errorsKey, formElement]);

  const handleChange = useCallback(
    (event: IChangeEvent<RjsfData>) => {
      const prev = known.current;
      const raw = fromFormData(event.formData, prev);
      // The field the user changed, before clearHiddenValues empties the fields it hides.
      const changed = changedFieldOf(prev, raw);
      // RJSF also reports data it derived itself (defaults on mount): not an edit, not news.
      if (changed === undefined) return;
      const next = clearHiddenValues(form, prev, raw);
      known.current = next;
      setEdited((set) => (set.has(changed) ? set : new Set(set).add(changed)));
      onChange(next, changed);
    },
    [form, onChange],
  );

  return (
    <Form<RjsfData>
      ref={rjsf}
      id={id}
      className="bs-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={registry.widgets}
      templates={registry.templates}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      experimental_defaultFormStateBehavior={NO_DERIVED_DEFAULTS}
      noHtml5Validate
      showErrorList={false}
      liveValidate={submitted ? 'onChange' : undefined}
      focusOnFirstError={() => focusFirstInvalid(formElement())}
      onError={() => setSubmitted(true)}
      onChange={handleChange}
      onSubmit={(event) => onSubmit(fromFormData(event.formData, known.current))}
    >
      {children}
    </Form>
  );
}
