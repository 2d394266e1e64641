/**
 * The health-question panel of plan detail in one state (machines/storefront/healthQuestionPanel
 * drives it): the engine's form of the plan's questions (adapters/planHealthQuestions), the form's
 * one message ('Please answer all questions' shows here once; each unanswered question is
 * described by it for screen readers only) and Submit.
 */
import { useId, useMemo } from 'react';
import type { FormValues, TabForm } from '../../../../adapters';
import type { HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES, say, useSiteMessagesStamp, withSiteMessages } from '../../../shared/text/messages';
import { panelErrors } from './panelErrors';
import { SchemaForm, type FormValidator } from '../../../engine/onDemand';
import { titleLangs } from '../../../engine/titleLangs';
// oxlint-disable-next-line import/no-unassigned-import -- the panels' styles load with plan detail's chunk
import './questions.css';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.healthQuestionPanelView;

export type HealthPanelState = 'loading' | 'failed' | 'answering' | 'saving' | 'declined' | 'answered';

export interface HealthQuestionPanelViewProps {
  state: HealthPanelState;
  questions: readonly HealthQuestion[];
  /** The questions' form (buildPlanHealthForm) and its validator (null until it has loaded). */
  form: TabForm;
  validation: FormValidator | null;
  values: FormValues;
  /** Messages by target (`general`: the form's own; `answers.{i}.…`: a field's). */
  errors: Readonly<Record<string, string>>;
  /** The decline text, or a failure to load or save. */
  message: string | null;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** The panel: the questions, the form's messages, Submit; nothing once the answers are accepted. */
export function HealthQuestionPanelView(props: HealthQuestionPanelViewProps) {
  const { state, questions, validation, values, errors, message } = props;
  const titleId = useId();
  const generalId = `${titleId}-general`;
  // A question the store has not translated is marked in its language.
  const context = useMemo(() => ({ formMessageId: generalId, titleLang: titleLangs(questions.map((q) => ({ text: q.question_text, lang: q.content_lang }))) }), [generalId, questions]);
  // The site's overrides may arrive after the machine wrote its message: said again when they change.
  const overridesStamp = useSiteMessagesStamp();
  const said = useMemo(() => panelErrors(errors, overridesStamp), [errors, overridesStamp]);
  const form = withSiteMessages(props.form);
  // Accepted: the panel closes; the page shows the success text (onAnswered) and reloads pricing.
  if (state === 'answered') return null;
  const busy = state === 'saving';
  const answering = state !== 'loading' && state !== 'failed' && questions.length > 0 && validation !== null;
  return (
    <section className="health-panel" aria-labelledby={titleId} aria-busy={state === 'loading' || busy}>
      <h2 id={titleId}>{TEXT.healthQuestions}</h2>
      {state === 'loading' && <p><output>{TEXT.loadingTheQuestions}</output></p>}
      {state === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{message === null ? null : say(message)}</span>
          <button type="button" className="btn btn--link" onClick={props.onRetry}>{TEXT.tryAgain}</button>
        </div>
      )}
      {state === 'answering' && questions.length === 0 && <p className="alert alert--info" role="alert">{MESSAGES.questionsNone}</p>}
      {answering && (
        <>
          <p>{TEXT.pleaseAnswerEveryQuestionFor}</p>
          {said.general && <p className="alert alert--error" role="alert" id={generalId}>{said.general}</p>}
          {message && <p className="alert alert--error" role="alert">{say(message)}</p>}
          <SchemaForm id={`${titleId}-form`} idPrefix={`${titleId}-q`} form={form} validation={validation} values={values}
            onChange={props.onChange} onSubmit={props.onSubmit} serverErrors={said.fields} context={context}>
            <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.submitAnswers}</button>
          </SchemaForm>
        </>
      )}
    </section>
  );
}
