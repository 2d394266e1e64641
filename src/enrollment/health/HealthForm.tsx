/**
 * The health questions as one form, for any audience: the primary applicant's Health Questions
 * step (HealthStep) and a dependent's optional health questions (the dependents step) render
 * this same component. It takes the server's questions and the current values (values of
 * `healthValues(form, questions, saved)`; turn them back into the wire shape with
 * `healthPayload`), and shows each question as a fieldset whose Yes reveals its layout's details
 * (145 yes/no only, 146/147 the special layout), the medication rows and the notes.
 * Server errors are given at the form's own dotted paths (`condition_questions.0.conditions.0.health_condition`):
 * a caller whose errors carry a prefix (`dependents.2.health_info.`) strips it first (pickFieldErrors).
 */
import { useMemo, type ReactNode } from 'react';
import { buildHealthForm, PRIMARY_HEALTH_FORM, type FormValues } from '../../../adapters';
import type { FieldError, HealthQuestionSet } from '../../../schemas/api/types';
import { SchemaForm, type FormValidator } from '../../engine';
import { titleLangs } from '../../engine/titleLangs';

/** Props of the health form; stable for the dependents step's reuse. */
export interface HealthFormProps {
  /** The <form>'s id (a Next or Submit button outside it names it with `form=`). */
  id: string;
  /** The questions (get-health-questions-primary-health-info or -dependent-info's data.result). */
  questions: HealthQuestionSet;
  /** The form's validator (loadFormValidator of the questions answer's `validator`). */
  validation: FormValidator;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** Called with the values once they pass the client's checks (as SchemaForm's onSubmit). */
  onSubmit: (values: FormValues) => void;
  serverErrors?: FieldError[];
  /** Which form this is (TabForm.name, e.g. a dependent's); the primary's tab unless given. */
  name?: string;
  /** Rendered inside the form, after the questions (e.g. a popup's buttons). */
  children?: ReactNode;
  /** The prefix of the fields' ids (default the engine's): two health forms on one page (the studio's Compare versions) each need their own. */
  idPrefix?: string;
}

/** The health form (see the file comment). */
export function HealthForm({ id, questions, validation, values, onChange, onSubmit, serverErrors, name = PRIMARY_HEALTH_FORM, children, idPrefix }: HealthFormProps) {
  const form = useMemo(() => buildHealthForm(questions, name), [questions, name]);
  // A question the store has not translated is marked in its language.
  const context = useMemo(() => ({
    titleLang: titleLangs([...questions.codition_questions, ...(questions.medication_question ? [questions.medication_question] : [])]
      .map((q) => ({ text: q.question_text, lang: q.content_lang }))),
  }), [questions]);
  return (
    <SchemaForm id={id} idPrefix={idPrefix} form={form} validation={validation} values={values} onChange={(next) => onChange(next)} onSubmit={onSubmit}
      serverErrors={serverErrors} context={context}>
      {children}
    </SchemaForm>
  );
}
