/** The health-question panel of plan detail in one state (machines/storefront/healthQuestionPanel drives it). */
import { useId, useRef, type FormEvent } from 'react';
import type { DetailField, HealthAnswer, HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { QuestionItem } from './QuestionItem';
import { useFocusNewErrors } from './useFocusNewErrors';
// oxlint-disable-next-line import/no-unassigned-import -- the panels' styles load with plan detail's chunk
import './questions.css';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.healthQuestionPanelView;

export type HealthPanelState = 'loading' | 'failed' | 'answering' | 'saving' | 'declined' | 'answered';

export interface HealthQuestionPanelViewProps {
  state: HealthPanelState;
  questions: readonly HealthQuestion[];
  answers: readonly HealthAnswer[];
  errors: Readonly<Record<string, string>>;
  /** The decline text, or a failure to load or save. */
  message: string | null;
  onAnswer: (questionId: number, yes: boolean) => void;
  onWho: (questionId: number, value: string) => void;
  onOption: (questionId: number, optionId: number, checked: boolean) => void;
  onDetail: (questionId: number, entry: number, field: DetailField, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** The panel: the questions, the form's messages, Submit; nothing once the answers are accepted. */
export function HealthQuestionPanelView(props: HealthQuestionPanelViewProps) {
  const { state, questions, answers, errors, message } = props;
  const titleId = useId();
  const generalId = `${titleId}-general`;
  const form = useRef<HTMLFormElement>(null);
  useFocusNewErrors(form, errors);
  // Accepted: the panel closes; the page shows the success text (onAnswered) and reloads pricing.
  if (state === 'answered') return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  const busy = state === 'saving';
  return (
    <section className="health-panel" aria-labelledby={titleId} aria-busy={state === 'loading' || busy}>
      <h2 id={titleId}>{TEXT.healthQuestions}</h2>
      {state === 'loading' && <p><output>{TEXT.loadingTheQuestions}</output></p>}
      {state === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{message}</span>
          <button type="button" className="btn btn--link" onClick={props.onRetry}>{TEXT.tryAgain}</button>
        </div>
      )}
      {state === 'answering' && questions.length === 0 && <p className="alert alert--info" role="alert">{MESSAGES.questionsNone}</p>}
      {state !== 'loading' && state !== 'failed' && questions.length > 0 && (
        <form ref={form} noValidate onSubmit={submit}>
          <p>{TEXT.pleaseAnswerEveryQuestionFor}</p>
          {errors.general && <p className="alert alert--error" role="alert" id={generalId}>{errors.general}</p>}
          {message && <p className="alert alert--error" role="alert">{message}</p>}
          <ol className="health-panel__questions">
            {questions.map((question, index) => (
              <QuestionItem
                key={question.question_id} question={question} index={index} answer={answers[index] ?? { question_id: question.question_id }} errors={errors} generalErrorId={errors.general ? generalId : undefined} disabled={busy}
                onAnswer={(yes) => props.onAnswer(question.question_id, yes)} onWho={(value) => props.onWho(question.question_id, value)}
                onOption={(optionId, checked) => props.onOption(question.question_id, optionId, checked)}
                onDetail={(entry, field, value) => props.onDetail(question.question_id, entry, field, value)}
              />
            ))}
          </ol>
          <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.submitAnswers}</button>
        </form>
      )}
    </section>
  );
}
