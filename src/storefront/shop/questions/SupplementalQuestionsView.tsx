/** The supplemental carrier questions in one state (useSupplementalQuestions drives it). */
import { useId, useRef, type FormEvent } from 'react';
import type { CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { useFocusNewErrors } from './useFocusNewErrors';
import { YesNo } from './YesNo';
// oxlint-disable-next-line import/no-unassigned-import -- the panels' styles load with plan detail's chunk
import './questions.css';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.supplementalQuestionsView;

export type SupplementalState = 'loading' | 'failed' | 'none' | 'answering' | 'saving' | 'saved';

export interface SupplementalQuestionsViewProps {
  state: SupplementalState;
  questions: readonly CarrierQuestion[];
  /** The answer by qid: 1 Yes, 0 No. */
  answers: Readonly<Record<number, number>>;
  errors: Readonly<Record<string, string>>;
  message: string | null;
  onAnswer: (qid: number, yes: boolean) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** The carrier's questions, each Yes or No; flagged ones must be Yes ('Please answer yes in order to continue.'). */
export function SupplementalQuestionsView({ state, questions, answers, errors, message, onAnswer, onSubmit, onRetry }: SupplementalQuestionsViewProps) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  useFocusNewErrors(form, errors);
  if (state === 'none') return null;
  if (state === 'saved') return <output className="alert alert--success">{message}</output>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="carrier-questions" aria-labelledby={titleId} aria-busy={state === 'loading' || state === 'saving'}>
      <h2 id={titleId}>{TEXT.supplementalQuestions}</h2>
      {state === 'loading' && <p><output>{TEXT.loadingTheQuestions}</output></p>}
      {state === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{message}</span>
          <button type="button" className="btn btn--link" onClick={onRetry}>{TEXT.tryAgain}</button>
        </div>
      )}
      {(state === 'answering' || state === 'saving') && (
        <form ref={form} noValidate onSubmit={submit}>
          {errors.general && <p className="alert alert--error" role="alert">{errors.general}</p>}
          {message && <p className="alert alert--error" role="alert">{message}</p>}
          <ol className="carrier-questions__list">
            {questions.map((question, index) => (
              <li key={question.qid}>
                <YesNo
                  legend={question.question} value={answers[question.qid] ?? null} error={errors[`aflac_data.${index}.true_condition`]}
                  disabled={state === 'saving'} onChange={(yes) => onAnswer(question.qid, yes)}
                />
              </li>
            ))}
          </ol>
          <button type="submit" className="btn btn--primary" disabled={state === 'saving'}>{TEXT.saveAnswers}</button>
        </form>
      )}
    </section>
  );
}
