/** The engine on a small nested form: a revealed group, a field shown per answer inside it, list rows. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildForm, toPayload, type FormValues } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import { FormHarness } from '../../../stories/fixtures/FormHarness';
import { FIXED_CATALOG, FIXED_FORM, FIXED_QUESTIONS, fixedDefinitions, NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../../../stories/fixtures/nested';

function renderNested(values: Record<string, unknown> = {}, serverErrors?: { target_element: string; error_message: string }[]) {
  const submits: FormValues[] = [];
  const definitions = nestedDefinitions(values);
  render(<FormHarness tab={NESTED_FORM} catalog={NESTED_CATALOG} definitions={definitions} serverErrors={serverErrors} onSubmit={(v) => submits.push(v)} />);
  return { user: userEvent.setup(), submits, form: buildForm(NESTED_FORM, NESTED_CATALOG, definitions) };
}

test('Yes reveals the detail group, No hides it, and its fields are required only while it shows', async () => {
  const { user, submits } = renderNested();
  expect(screen.queryByRole('group', { name: 'About the condition' })).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  const group = screen.getByRole('group', { name: 'About the condition' });
  expect(within(group).queryByLabelText(/Treatment Notes/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(group).getAllByText(MESSAGES.required)).toHaveLength(3);
  expect(document.activeElement).toBe(within(group).getByLabelText(/Condition/, { selector: 'input' }));
  expect(submits).toHaveLength(0);

  await user.selectOptions(within(group).getByLabelText(/Current Treatment/), 'Yes');
  expect(within(group).getByLabelText(/Treatment Notes/)).toBeTruthy();
  expect(within(group).queryByLabelText(/Date of Recovery/)).toBeNull();

  await user.click(screen.getByRole('radio', { name: 'No' }));
  expect(screen.queryByRole('group', { name: 'About the condition' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(submits).toHaveLength(1));
});

test('medication rows: added up to 3, each checked at its own index, removed by name, and saved as an array', async () => {
  const { user, submits, form } = renderNested({ treated: '0' });
  const add = () => screen.getByRole('button', { name: 'Add a medication' });
  await user.click(add());
  await user.click(add());
  await user.click(add());
  expect(screen.queryByRole('button', { name: 'Add a medication' })).toBeNull();
  expect(screen.getAllByRole('group', { name: /^Medication \d$/ }).map((g) => g.querySelector('legend')?.textContent)).toEqual(['Medication 1', 'Medication 2', 'Medication 3']);

  await user.click(screen.getByRole('button', { name: 'Remove Medication 3' }));
  const [first, second] = screen.getAllByRole('group', { name: /^Medication \d$/ });
  await user.type(within(first).getByLabelText(/^Medication/), 'Aspirin');
  await user.type(within(first).getByLabelText(/Dosage/), '81 mg');
  await user.type(within(second).getByLabelText(/^Medication/), 'Bad<');
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(second).getByText(MESSAGES.text)).toBeTruthy();
  expect(within(second).getByText(MESSAGES.required)).toBeTruthy();
  expect(within(first).queryByText(MESSAGES.required)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Remove Medication 2' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(submits).toHaveLength(1));
  expect(toPayload(form, submits[0])).toEqual({ treated: '0', medications: [{ medication: 'Aspirin', dosage: '81 mg' }] });
});

test('a server error at a nested path shows at that row\'s field and goes once it is edited', async () => {
  const message = 'Dosage must be a number and a unit';
  const { user } = renderNested(
    { treated: '0', medications: [{ medication: 'Aspirin', dosage: 'lots' }] },
    [{ target_element: 'medications.0.dosage', error_message: message }],
  );
  const dosage = screen.getByLabelText(/Dosage/);
  expect(screen.getByText(message)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(dosage));
  expect(dosage.getAttribute('aria-invalid')).toBe('true');
  await user.clear(dosage);
  await user.type(dosage, '81 mg');
  await user.tab();
  await waitFor(() => expect(screen.queryByText(message)).toBeNull());
});

function renderFixed(serverErrors?: { target_element: string; error_message: string }[]) {
  const submits: FormValues[] = [];
  const definitions = fixedDefinitions();
  render(<FormHarness tab={FIXED_FORM} catalog={FIXED_CATALOG} definitions={definitions} serverErrors={serverErrors} onSubmit={(v) => submits.push(v)} />);
  return { user: userEvent.setup(), submits, form: buildForm(FIXED_FORM, FIXED_CATALOG, definitions) };
}

/** The fieldset of a question, named by its text. */
const question = (index: number) => screen.getByRole('group', { name: FIXED_QUESTIONS[index].text });

test('fixed rows: one fieldset per question titled by its text, no add or remove, hidden ids never shown', async () => {
  const { user } = renderFixed();
  expect(FIXED_QUESTIONS.map((_, i) => question(i))).toHaveLength(3);
  expect(within(screen.getByRole('group', { name: 'Questions' })).queryByRole('button')).toBeNull();
  expect(screen.queryByText('Question 1')).toBeNull();
  // The answer's own label is for screen readers: the question's legend names it on screen.
  const answer = within(question(0)).getByRole('radiogroup', { name: 'Your answer' });
  expect(answer.querySelector('legend')?.className).toContain('visually-hidden');
  expect(document.querySelectorAll('input[type="text"][value="1"]')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  for (const i of [0, 1, 2]) expect(within(question(i)).getByText(MESSAGES.required)).toBeTruthy();
});

test('a Yes reveals that question\'s own detail row, checked at its path; the list that always holds a row keeps it', async () => {
  const { user, submits, form } = renderFixed();
  expect(screen.queryByLabelText(/Since/)).toBeNull();
  await user.click(within(question(0)).getByRole('radio', { name: 'Yes' }));
  await user.click(within(question(1)).getByRole('radio', { name: 'Yes' }));
  await user.click(within(question(2)).getByRole('radio', { name: 'No' }));
  expect(within(question(1)).queryByRole('group', { name: 'Details' })).toBeNull();
  // Each row's radios are a group of their own: answering one question leaves the others' answers checked.
  expect(within(question(0)).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
  expect(within(question(1)).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
  const since = within(question(0)).getByLabelText(/Since/);
  await user.type(since, '02302020');
  await user.tab();
  // One dose row is always there and cannot be removed.
  expect(screen.getByRole('group', { name: 'Dose 1' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Remove Dose 1' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(within(question(0)).getByText(MESSAGES.date)).toBeTruthy();
  expect(within(screen.getByRole('group', { name: 'Dose 1' })).getByText(MESSAGES.required)).toBeTruthy();
  expect(submits).toHaveLength(0);

  // A second dose may be added and removed; left empty it is no dose.
  await user.click(screen.getByRole('button', { name: 'Add a dose' }));
  expect(screen.getByRole('button', { name: 'Remove Dose 2' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add a dose' })).toBeNull();
  await user.clear(since);
  await user.type(since, '02032020');
  await user.type(within(screen.getByRole('group', { name: 'Dose 1' })).getByLabelText(/Amount/), '5 mg');
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(submits).toHaveLength(1));
  expect(toPayload(form, submits[0])).toEqual({
    questions: [
      { id: 1, text: FIXED_QUESTIONS[0].text, answer: 1, details: [{ since: '02/03/2020' }] },
      { id: 2, text: FIXED_QUESTIONS[1].text, answer: 1 },
      { id: 3, text: FIXED_QUESTIONS[2].text, answer: 0 },
    ],
    doses: [{ amount: '5 mg' }],
  });
});

test('a server error inside a fixed row\'s detail row shows at that field', async () => {
  const message = 'Please give the date';
  const { user } = renderFixed([{ target_element: 'questions.2.details.0.note', error_message: message }]);
  await user.click(within(question(2)).getByRole('radio', { name: 'Yes' }));
  const note = within(question(2)).getByLabelText(/Note/);
  expect(note.getAttribute('aria-invalid')).toBe('true');
  expect(within(question(2)).getByText(message)).toBeTruthy();
});
