/** The engine on a small nested form: a revealed group, a field shown per answer inside it, list rows. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildForm, toPayload, type FormValues } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import { FormHarness } from '../../../stories/fixtures/FormHarness';
import { NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../../../stories/fixtures/nested';

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
