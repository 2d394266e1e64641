import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema as RjsfErrorSchema } from '@rjsf/utils';
import { clearHiddenValues, fieldErrorsToErrorSchema, fromSchemaData, toSchemaData } from '../../adapters';
import type { FormValues, SchemaData, TabForm } from '../../adapters';
import type { FieldError } from '../../schemas/api/types';
import { shownLanguage } from '../../schemas/i18n/localizable';
import { errorTransformerFor } from './errors';
import type { EngineFormContext } from './formContext';
import { focusFirstInvalid } from './focus';
import { changedPathOf, isWithin } from './formData';
import type { FormValidator } from './formValidator';
import { registry } from './registry';
import { useStructuralShare } from './structuralShare';
import { engineUiSchema, shownUiSchema } from './uiSchema';
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
  /** The form's fields (adapters' buildTabForm). */
  form: TabForm;
  /** The form's schema and its validator (the server's precompiled module, or a story's own). */
  validation: FormValidator;
  /** Current values in form shape; the caller owns them (controlled). */
  values: FormValues;
  /** New values after a committed edit, hidden fields already cleared, and the path that changed. */
  onChange: (values: FormValues, changedPath: string) => void;
  /** Valid values when the form is submitted (the submit button is among `children` or names the form). */
  onSubmit: (values: FormValues) => void;
  /** Errors the server answered with, shown at their `target_element` (dotted paths). */
  serverErrors?: FieldError[];
  /** The id of the form's element (`tagName`). */
  id: string;
  /** The form's accessible name (a form landmark), when the page has no heading that names it. */
  label?: string;
  /** The prefix of the fields' ids (default RJSF's 'root'): two forms on one page need their own. */
  idPrefix?: string;
  /** Rendered inside the form, after the fields. */
  children?: ReactNode;
  /** What the screen hands the widgets beside the schema (private options, field status, blur hook); see formContext.ts. */
  context?: EngineFormContext;
  /**
   * The element the fields sit in: a `<form>` (default), or a `<div>` for a part of a larger
   * rendering that is not a form of its own (the studio preview's blocks, about 100 on a large
   * form: as forms, Chromium scanned them all after each edit of a text field, 5 to 10 ms at 4x).
   */
  tagName?: 'form' | 'div';
}

/**
 * Renders one server-driven form with RJSF and our registry. Validation is the shared one
 * (the form's schema, formats and messages), so the client shows the server's exact texts.
 * After a failed submit, fields re-validate as they change; focus moves to the first invalid
 * field after a failed submit or when server errors arrive.
 */
export function SchemaForm({ form, validation, values, onChange, onSubmit, serverErrors, id, label, idPrefix, children, context, tagName = 'form' }: SchemaFormProps) {
  // Unchanged parts keep their identity across renders, so RJSF's per-field deep compares end at once.
  const schema = useStructuralShare(validation.schema);
  const englishUi = useMemo(() => engineUiSchema(form), [form]);
  // The form's texts in the language shown, once per form and language: an edit recomputes nothing, and English is englishUi itself.
  const language = shownLanguage();
  const uiSchema = useStructuralShare(useMemo(() => shownUiSchema(validation.schema, englishUi, language), [validation.schema, englishUi, language]));
  const formData = useStructuralShare(useMemo(() => toSchemaData(form, values), [form, values]));
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
  const [edited, setEdited] = useState<readonly string[]>([]);
  const [answer, setAnswer] = useState(errorsKey);
  if (answer !== errorsKey) {
    setAnswer(errorsKey);
    setEdited([]);
  }
  const extraErrors = useMemo(() => {
    const all: FieldError[] = errorsKey ? JSON.parse(errorsKey) : [];
    const open = all.filter((e) => !edited.some((path) => isWithin(e.target_element, path)));
    return open.length ? (fieldErrorsToErrorSchema(open) as RjsfErrorSchema) : undefined;
  }, [errorsKey, edited]);

  const formElement = useCallback(() => rjsf.current?.formElement.current as HTMLElement | null | undefined, []);
  useEffect(() => {
    if (errorsKey) focusFirstInvalid(formElement());
  }, [errorsKey, formElement]);
  // RJSF renders the form's element and passes no aria attribute on: the name is set on the element.
  useEffect(() => {
    const element = formElement();
    if (label) element?.setAttribute('aria-label', label);
    else element?.removeAttribute('aria-label');
  }, [label, formElement]);

  const handleChange = useCallback(
    (event: IChangeEvent<SchemaData>) => {
      const prev = known.current;
      const raw = fromSchemaData(form, event.formData);
      // What the user changed, before clearHiddenValues empties the fields it hides.
      const changed = changedPathOf(prev, raw);
      // RJSF also reports data it derived itself (defaults on mount): not an edit, not news.
      if (changed === undefined) return;
      const next = clearHiddenValues(form, prev, raw);
      known.current = next;
      setEdited((paths) => (paths.includes(changed) ? paths : [...paths, changed]));
      onChange(next, changed);
    },
    [form, onChange],
  );

  return (
    <Form<SchemaData>
      ref={rjsf}
      id={id}
      idPrefix={idPrefix}
      className="bs-form"
      tagName={tagName}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validation.validator}
      widgets={registry.widgets}
      fields={registry.fields}
      templates={registry.templates}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      formContext={context}
      experimental_defaultFormStateBehavior={NO_DERIVED_DEFAULTS}
      noHtml5Validate
      showErrorList={false}
      liveValidate={submitted ? 'onChange' : undefined}
      focusOnFirstError={() => focusFirstInvalid(formElement())}
      onError={() => setSubmitted(true)}
      onChange={handleChange}
      onSubmit={(event) => onSubmit(fromSchemaData(form, event.formData))}
    >
      {children}
    </Form>
  );
}
