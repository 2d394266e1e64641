import type { ChangeEvent } from 'react';
import { questionField } from '../../../schemas/forms/healthForm';
import { T } from '../text';

/** One of the scope's health questions (the form view's `questions`). */
export interface PickableQuestion { question_id: number; question_text: string }

/** The input a picked question fills in, by its name in the Add field form. */
function setInput(form: HTMLFormElement | null, name: string, value: string): void {
  const input = form?.elements.namedItem(name);
  if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.value = value;
}

/**
 * Health's Add field: a labelled select of the scope's questions; choosing one fills in the new
 * field's name (`question_<id>`), a text widget and the question's text as its label, which staff
 * may then change (a native select: keyboard and screen readers work as everywhere).
 */
export function QuestionPicker({ questions, taken }: { questions: readonly PickableQuestion[]; taken: ReadonlySet<string> }) {
  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    const question = questions.find((q) => String(q.question_id) === event.currentTarget.value);
    if (!question) return;
    const form = event.currentTarget.form;
    setInput(form, 'name', questionField(question.question_id));
    setInput(form, 'widget', 'text');
    setInput(form, 'label', question.question_text);
  };
  return (
    <>
      <label htmlFor="studio-add-question">{T.healthQuestion}</label>
      <select id="studio-add-question" defaultValue="" onChange={pick} aria-describedby="studio-add-question-hint">
        <option value="">{T.healthQuestionNone}</option>
        {questions.filter((q) => !taken.has(questionField(q.question_id))).map((q) => <option key={q.question_id} value={q.question_id}>{q.question_text}</option>)}
      </select>
      <p className="studio-muted" id="studio-add-question-hint">{T.healthQuestionHint}</p>
    </>
  );
}
