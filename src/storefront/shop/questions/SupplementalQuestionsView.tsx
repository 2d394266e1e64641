/**
 * The supplemental carrier questions in one state (useSupplementalQuestions drives it): the
 * engine's form of the plan's carrier questions (adapters/carrierQuestions), the banner and Save.
 */
import { useId, useMemo } from 'react';
import type { FormValues, TabForm } from '../../../../adapters';
import type { CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { say, useSiteMessagesStamp, withSiteMessages } from '../../../shared/text/messages';
import { panelErrors } from './panelErrors';
import { SchemaForm, type FormValidator } from '../../../engine/onDemand';
import { titleLangs } from '../../../engine/titleLangs';
// oxlint-disable-next-line import/no-unassigned-import -- the panels' styles load with plan detail's chunk
import './questions.css';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.supplementalQuestionsView;

export type SupplementalState = 'loading' | 'failed' | 'none' | 'answering' | 'saving' | 'saved';

export interface SupplementalQuestionsViewProps {
  state: SupplementalState;
  questions: readonly CarrierQuestion[];
  /** The questions' form (buildCarrierForm) and its validator (null until it has loaded). */
  form: TabForm;
  validation: FormValidator | null;
  values: FormValues;
  /** Messages by target (`general`: the banner; `aflac_data.{i}.true_condition`: a question's). */
  errors: Readonly<Record<string, string>>;
  message: string | null;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** The carrier's questions, each Yes or No; flagged ones must be Yes ('Please answer yes in order to continue.'). */
export function SupplementalQuestionsView({ state, questions, form, validation, values, errors, message, onChange, onSubmit, onRetry }: SupplementalQuestionsViewProps) {
  const titleId = useId();
  // The site's overrides may arrive after the machine wrote its message: said again when they change.
  const overridesStamp = useSiteMessagesStamp();
  const said = useMemo(() => panelErrors(errors, overridesStamp), [errors, overridesStamp]);
  const siteForm = withSiteMessages(form);
  // A question the store has not translated is marked in its language.
  const context = useMemo(() => ({ titleLang: titleLangs(questions.map((q) => ({ text: q.question, lang: q.content_lang }))) }), [questions]);
  if (state === 'none') return null;
  if (state === 'saved') return <output className="alert alert--success">{message === null ? null : say(message)}</output>;
  return (
    <section className="carrier-questions" aria-labelledby={titleId} aria-busy={state === 'loading' || state === 'saving'}>
      <h2 id={titleId}>{TEXT.supplementalQuestions}</h2>
      {state === 'loading' && <p><output>{TEXT.loadingTheQuestions}</output></p>}
      {state === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{message === null ? null : say(message)}</span>
          <button type="button" className="btn btn--link" onClick={onRetry}>{TEXT.tryAgain}</button>
        </div>
      )}
      {(state === 'answering' || state === 'saving') && validation && (
        <>
          {said.general && <p className="alert alert--error" role="alert">{said.general}</p>}
          {message && <p className="alert alert--error" role="alert">{say(message)}</p>}
          <SchemaForm id={`${titleId}-form`} idPrefix={`${titleId}-q`} form={siteForm} validation={validation} values={values}
            onChange={onChange} onSubmit={onSubmit} serverErrors={said.fields} context={context}>
            <button type="submit" className="btn btn--primary" disabled={state === 'saving'}>{TEXT.saveAnswers}</button>
          </SchemaForm>
        </>
      )}
    </section>
  );
}
