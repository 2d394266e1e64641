/**
 * /PlanQuestionView (storefront.md section 2 "Plan questions page"): the filter summary with its
 * Edit popup, breadcrumbs Home / Plans / Plan Details, and the static cancer-insurance medical
 * question sheet. Nothing here is sent: the sheet is for reading and printing (the plan's own
 * questions are asked on its detail page).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../app/ui/TextField';
import { usePageTitle } from '../../../app/usePageTitle';
import { useHomeHref } from '../common/useHomeHref';
import { FilterSummary } from '../filter';
import { MAX_TREATMENT_ENTRIES, QUESTION_SHEET, questionSheetTitle, TREATMENT_FIELDS, treatmentLabel } from './questionSheet';
import { YesNo } from './YesNo';
// oxlint-disable-next-line import/no-unassigned-import -- the sheet shares the panels' styles
import './questions.css';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../schemas/uiText/storefront/shop/questions';
import { fill } from '../../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/shop/questions.ts). */
const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.planQuestionViewPage;

type Entry = Record<(typeof TREATMENT_FIELDS)[number][0], string>;
const emptyEntry = (): Entry => ({ condition: '', treatment_date: '', treatment: '', physician: '' });

function TreatmentEntries() {
  const [entries, setEntries] = useState<Entry[]>([emptyEntry()]);
  const change = (index: number, field: keyof Entry, value: string) => setEntries((list) => list.map((e, i) => (i === index ? { ...e, [field]: value } : e)));
  return (
    <div className="question__details">
      {entries.map((entry, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- entries are only ever appended
        <fieldset key={index} className="question__entry">
          <legend>{fill(TEXT.treatment, { number: index + 1 })}</legend>
          {TREATMENT_FIELDS.map(([field, label]) => (
            <TextField key={field} label={treatmentLabel(label)} value={entry[field]} maxLength={field === 'treatment_date' ? 10 : 200} onChange={(event) => change(index, field, event.target.value)} />
          ))}
        </fieldset>
      ))}
      {entries.length < MAX_TREATMENT_ENTRIES && (
        <p><button type="button" className="btn btn--secondary" onClick={() => setEntries((list) => [...list, emptyEntry()])}>{TEXT.addMore}</button></p>
      )}
    </div>
  );
}

/** The static question sheet page. */
export function PlanQuestionViewPage() {
  const homeHref = useHomeHref();
  const titleId = useId();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  usePageTitle(questionSheetTitle());
  return (
    <div className="plan-question-view">
      <FilterSummary />
      <nav aria-label={TEXT.breadcrumb}>
        <ol className="breadcrumb">
          {homeHref && <li><Link to={homeHref}>{TEXT.home}</Link></li>}
          <li><Link to="/plans">{TEXT.plans}</Link></li>
          <li aria-current="page">{TEXT.planDetails}</li>
        </ol>
      </nav>
      <section className="health-panel" aria-labelledby={titleId}>
        <h1 id={titleId}>{questionSheetTitle()}</h1>
        <p>{TEXT.readTheseQuestionsBeforeYou}</p>
        <ol className="health-panel__questions">
          {QUESTION_SHEET.map((question, index) => (
            <li key={question.id} className="question">
              <YesNo
                legend={<><span className="question__number">{index + 1}.</span> {question.text}</>} value={answers[question.id] ?? null}
                onChange={(yes) => setAnswers((a) => ({ ...a, [question.id]: yes ? 1 : 0 }))}
              />
              {question.treatment && answers[question.id] === 1 && <TreatmentEntries />}
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>{TEXT.print}</button>
      </section>
    </div>
  );
}
