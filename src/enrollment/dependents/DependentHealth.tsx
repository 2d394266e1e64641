import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { buildHealthForm, healthPayload, healthValues, withHealthQuestionTexts, type FormValues } from '../../../adapters';
import type { ListItem } from '../../../machines/listStep';
import type { FieldError, HealthQuestionSet } from '../../../schemas/api/types';
import { fieldErrorsOf } from '../../api/client';
import { getDependentHealthQuestions } from '../../api/getDependentHealthQuestions';
import { validateSingleDependent } from '../../api/validateSingleDependent';
import { Modal } from '../../app/ui/Modal';
import { loadFormValidator, type FormValidator } from '../../engine/formValidator';
import { toWire } from './dependentItems';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';
import { shownLanguage } from '../../../schemas/i18n/localizable';
import { useLanguageReread } from '../../shared/text/useLanguageReread';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.dependentHealth;

/** The dependents' health form: its questions and validator, loaded once when first opened. */
interface Questions { questions: HealthQuestionSet; validation: FormValidator }

const FORM_NAME = 'dependent_health_info';
const PREFIX = 'health_info.';

// The health form (and the form engine with it) loads when a dependent's questions are first opened,
// not with the page: Dependent Information shows no form until then (issue 17).
const healthFormCode = () => import('../health/HealthForm');
const HealthForm = lazy(() => healthFormCode().then((m) => ({ default: m.HealthForm })));

const loading = new Map<string, Promise<Questions>>();
/**
 * The dependents' questions of an enrollment in the language shown (the server answers them in
 * the caller's: one request per page load and language; a failed one is asked again next time).
 */
function loadQuestions(enrollmentId: string): Promise<Questions> {
  const key = `${enrollmentId}:${shownLanguage()}`;
  const pending = loading.get(key)
    ?? getDependentHealthQuestions(enrollmentId).then(async (data) => ({ questions: data.result, validation: await loadFormValidator(data.validator) }));
  loading.set(key, pending);
  return pending.catch((error: unknown) => {
    loading.delete(key);
    throw error;
  });
}

interface PopupProps {
  title: string;
  enrollmentId: string;
  item: ListItem;
  questions: Questions;
  onCancel: () => void;
  onSaved: (item: ListItem) => void;
}

/** A dependent's health questions in a popup; Submit checks them with validate-single-dependent before they join the dependent. */
function HealthPopup({ title, enrollmentId, item, questions, onCancel, onSaved }: PopupProps) {
  const id = useId();
  const form = useMemo(() => buildHealthForm(questions.questions, FORM_NAME), [questions]);
  const [typed, setValues] = useState<FormValues>(() => healthValues(form, questions.questions, item.health_info));
  // A question's text is a value of the form: after a switch it is said as the questions read again say it, the answers kept.
  const values = useMemo(() => withHealthQuestionTexts(typed, questions.questions), [typed, questions]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (valid: FormValues) => {
    const next = { ...item, health_info: healthPayload(form, valid) };
    setBusy(true);
    try {
      await validateSingleDependent({ enrollment_id: enrollmentId, ...toWire(next) });
      onSaved(next);
    } catch (error) {
      // The server answers the health errors at health_info.<path>: the form's own paths without it.
      setErrors(fieldErrorsOf(error).map((e) => ({ ...e, target_element: e.target_element.replace(PREFIX, '') })));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={() => !busy && onCancel()}>
      <HealthForm id={id} name={FORM_NAME} questions={questions.questions} validation={questions.validation} values={values} onChange={setValues}
        onSubmit={(valid) => void submit(valid)} serverErrors={errors}>
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>{TEXT.cancel}</button>
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>{TEXT.submit}</button>
        </div>
      </HealthForm>
    </Modal>
  );
}

export interface DependentHealthProps {
  enrollmentId: string;
  items: readonly ListItem[];
  /** The list's popups and saves hold these buttons back. */
  disabled: boolean;
  /** The dependent at `index` with its health answers (the list then saves to the temporary store). */
  onSaved: (index: number, item: ListItem) => void;
}

/**
 * A dependent's optional health questions (enrollment.md section 3: health_info when the health
 * questions are required): one button per dependent opening the dependents' questions
 * (get-health-questions-dependent-info, the health step's own HealthForm) in a popup 'Dependent #n',
 * in the language shown: opened after a switch, or open during one, they say its language.
 */
export function DependentHealth({ enrollmentId, items, disabled, onSaved }: DependentHealthProps) {
  const [open, setOpen] = useState<{ index: number; questions: Questions } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A switch with a dependent's questions open reads them again in the new language; the popup stays, its answers kept.
  useLanguageReread(open ? () => loadQuestions(enrollmentId) : null, (questions) => setOpen((now) => now && { ...now, questions }));
  if (items.length === 0) return null;
  const show = (index: number) => {
    setFailure(null);
    Promise.all([loadQuestions(enrollmentId), healthFormCode()])
      .then(([questions]) => setOpen({ index, questions }), (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  };
  return (
    <section className="dependents__health" aria-label={TEXT.healthQuestionsOfDependents}>
      <h3 className="dependents__health-title">{TEXT.healthQuestionsOptional}</h3>
      <ul className="dependents__health-list">
        {items.map((item, index) => (
          // Items have no id of their own until saved: their place is who they are.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={index}>
            <button type="button" className="btn btn--link" disabled={disabled} onClick={() => show(index)}>
              {fill(item.health_info ? TEXT.editHealthQuestions : TEXT.answerHealthQuestions, { number: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
      <p className="alert alert--error dependents__check" role="alert">{failure}</p>
      {open && items[open.index] && (
        // The popup shows once its form's code is in (show() loaded it with the questions).
        <Suspense fallback={null}>
          <HealthPopup title={fill(TEXT.dependentTitle, { number: open.index + 1 })} enrollmentId={enrollmentId} item={items[open.index]} questions={open.questions}
            onCancel={() => setOpen(null)} onSaved={(item) => {
              setOpen(null);
              onSaved(open.index, item);
            }} />
        </Suspense>
      )}
    </section>
  );
}
