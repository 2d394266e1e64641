/**
 * HealthForm on its own, as the dependents step reuses it: the questions and values in, a form
 * of its own name, Yes reveals its layout's details, the values
 * come back through onSubmit and turn into the wire shape with healthPayload, and server errors
 * show at their dotted paths.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildHealthForm, healthPayload, healthValues, type FormValues } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import { DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../../schemas/messages';
import { HealthForm } from '../../../src/enrollment/health/HealthForm';
import { storyQuestions } from '../../../stories/fixtures/HealthStory';
import { localValidation } from '../../../stories/fixtures/localValidation';

const NAME = 'dependent_health_info';
const questions = storyQuestions([140, 145, 150]);
const form = buildHealthForm(questions, NAME);
const text = (id: number) => DEMO_HEALTH_QUESTIONS.find((q) => q.question_id === id)!.question_text;
const question = (id: number) => screen.getByRole('group', { name: text(id) });

/** A dependent popup's use: state kept by the caller, a Submit button inside the form. */
function Host({ onSubmit, serverErrors }: { onSubmit: (values: FormValues) => void; serverErrors?: FieldError[] }) {
  const [values, setValues] = useState<FormValues>(() => healthValues(form, questions, null));
  return (
    <HealthForm id="dependent-1-health" name={NAME} questions={questions} validation={localValidation(form)} values={values} onChange={setValues} onSubmit={onSubmit} serverErrors={serverErrors}>
      <button type="submit">Submit</button>
    </HealthForm>
  );
}

describe('HealthForm', () => {
  it('shows the questions given under its own name, reveals a Yes\'s details, and hands back values that make the wire shape', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: FormValues) => void>();
    const { container } = render(<Host onSubmit={onSubmit} />);
    expect(container.querySelector('form#dependent-1-health')).not.toBeNull();
    expect(screen.queryByRole('group', { name: text(141) })).toBeNull();

    await user.click(within(question(140)).getByRole('radio', { name: 'Yes' }));
    await user.click(within(question(145)).getByRole('radio', { name: 'No' }));
    await user.click(within(question(150)).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(question(140)).getByLabelText(/Health Condition/).getAttribute('aria-invalid')).toBe('true');

    const details = within(question(140));
    await user.type(details.getByLabelText(/Health Condition/), 'Asthma');
    await user.type(details.getByLabelText(/Date of Onset/), '02032020');
    await user.selectOptions(details.getByLabelText(/Current Treatment/), 'Yes');
    await user.selectOptions(details.getByLabelText(/Taking Medication/), 'No');
    await user.type(details.getByLabelText(/Date Last Seen by a Doctor/), '01152026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const payload = healthPayload(form, onSubmit.mock.calls[0]![0] as FormValues);
    expect(payload.condition_questions).toEqual([
      {
        question_id: 140, question_text: text(140), yes_no_flag: 1,
        conditions: [{ health_condition: 'Asthma', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026' }],
      },
      { question_id: 145, question_text: text(145), yes_no_flag: 0, conditions: [] },
    ]);
    expect(payload.medication_question).toEqual({ question_id: 150, question_text: text(150), yes_no_flag: 0, medications: [] });
  });

  it('shows server errors at their dotted paths', async () => {
    render(<Host onSubmit={vi.fn<(values: FormValues) => void>()} serverErrors={[{ target_element: 'condition_questions.0.yes_no_flag', error_message: MESSAGES.required }]} />);
    expect(await within(question(140)).findByText(MESSAGES.required)).toBeTruthy();
  });
});
