/**
 * /PlanQuestionView (storefront.md section 2 "Plan questions page"): the filter summary with its
 * Edit popup, breadcrumbs Home / Plans / Plan Details, and the static cancer-insurance medical
 * question sheet. Nothing here is sent: the sheet is for reading and printing (the plan's own
 * questions are asked on its detail page).
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../app/ui/TextField';
import { useHomeHref } from '../common/useHomeHref';
import { FilterSummary } from '../filter';
import { MAX_TREATMENT_ENTRIES, QUESTION_SHEET, QUESTION_SHEET_TITLE, TREATMENT_FIELDS } from './questionSheet';
import { YesNo } from './YesNo';
// oxlint-disable-next-line import/no-unassigned-import -- the sheet shares the panels' styles
import './questions.css';

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
          <legend>Treatment {index + 1}</legend>
          {TREATMENT_FIELDS.map(([field, label]) => (
            <TextField key={field} label={label} value={entry[field]} maxLength={field === 'treatment_date' ? 10 : 200} onChange={(event) => change(index, field, event.target.value)} />
          ))}
        </fieldset>
      ))}
      {entries.length < MAX_TREATMENT_ENTRIES && (
        <p><button type="button" className="btn btn--secondary" onClick={() => setEntries((list) => [...list, emptyEntry()])}>Add more</button></p>
      )}
    </div>
  );
}

/** The static question sheet page. */
export function PlanQuestionViewPage() {
  const homeHref = useHomeHref();
  const titleId = useId();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  return (
    <div className="plan-question-view">
      <FilterSummary />
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          {homeHref && <li><Link to={homeHref}>Home</Link></li>}
          <li><Link to="/plans">Plans</Link></li>
          <li aria-current="page">Plan Details</li>
        </ol>
      </nav>
      <section className="health-panel" aria-labelledby={titleId}>
        <h1 id={titleId}>{QUESTION_SHEET_TITLE}</h1>
        <p>Read these questions before you apply; the plan asks them on its detail page. Nothing on this sheet is sent, so print it if you want a copy.</p>
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
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>Print</button>
      </section>
    </div>
  );
}
