/** The Health Questions step through the fake network: questions as a form, Yes reveals, medication rows, saves, the existing-member load. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allNoHealthInfo, DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../../schemas/messages';
import { getSession, setSession } from '../../../src/session';
import { installFakeApi } from './fakeApi';
import { healthRoutes, type HealthWorld } from './healthWorld';
import { renderApp } from './renderApp';

const ID = 'de000001-0000-4000-8000-000000000001';
const text = (id: number) => DEMO_HEALTH_QUESTIONS.find((q) => q.question_id === id)!.question_text;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

async function open(world: HealthWorld = {}) {
  const { routes, state } = healthRoutes(world);
  const calls = installFakeApi({ ...routes, 'save-enrollment': { data: { message: MESSAGES.saveLaterSaved } } });
  setSession('tempId', ID);
  setSession('isSpouseEnrollAccept', true);
  renderApp('/enrollment/health-questions');
  await screen.findByRole('heading', { level: 1, name: 'Health Questions' });
  return { user: userEvent.setup(), calls, state };
}

/** A question's fieldset, named by its text. */
const question = (id: number) => screen.getByRole('group', { name: text(id) });
/** The step's own message region (fields have their own alerts). */
const stepAlert = () => screen.getAllByRole('alert').find((el) => el.classList.contains('alert'))!;
const answer = (id: number, choice: 'Yes' | 'No') => userEvent.click(within(question(id)).getByRole('radio', { name: choice }));

describe('Health Questions', () => {
  it('shows each question as its own fieldset, reveals a Yes\'s layout details, and hides them on No', async () => {
    const { user } = await open();
    expect(DEMO_HEALTH_QUESTIONS.map((q) => question(q.question_id))).toHaveLength(6);
    expect(screen.queryByLabelText(/Health Condition/)).toBeNull();
    await user.click(within(question(140)).getByRole('radio', { name: 'Yes' }));
    const details = within(question(140));
    for (const label of [/Health Condition/, /Date of Onset/, /Date of Recovery/, /Current Treatment/, /Taking Medication/, /Date Last Seen by a Doctor/, /Symptoms/]) {
      expect(details.getByLabelText(label)).toBeTruthy();
    }
    expect(within(details.getByLabelText(/Current Treatment/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Please Select', 'Yes', 'No']);
    // 145 is yes/no only; 146 and 147 use the special layout.
    await user.click(within(question(145)).getByRole('radio', { name: 'Yes' }));
    expect(within(question(145)).queryAllByRole('textbox')).toEqual([]);
    await user.click(within(question(146)).getByRole('radio', { name: 'Yes' }));
    for (const label of [/^Condition/, /Current Status/, /Last Seen by Physician/, /Date of Recovery/, /Physician Name/, /Physician Address/, /Physician Phone/]) {
      expect(within(question(146)).getByLabelText(label)).toBeTruthy();
    }
    await user.click(within(question(140)).getByRole('radio', { name: 'No' }));
    expect(within(question(140)).queryByLabelText(/Health Condition/)).toBeNull();
  });

  it('saves a Yes with details and one medication row, sets isSpouseEnrollAccept to false, and moves on', async () => {
    const { user, calls, state } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(question(140)).getByText(MESSAGES.required)).toBeTruthy();
    for (const id of [140, 141, 145, 146, 147, 150]) await answer(id, id === 140 || id === 150 ? 'Yes' : 'No');
    const details = within(question(140));
    await user.type(details.getByLabelText(/Health Condition/), 'Angina');
    await user.type(details.getByLabelText(/Date of Onset/), '02032020');
    await user.selectOptions(details.getByLabelText(/Current Treatment/), 'Yes');
    await user.selectOptions(details.getByLabelText(/Taking Medication/), 'No');
    await user.type(details.getByLabelText(/Date Last Seen by a Doctor/), '01152026');
    const medications = within(question(150));
    // Row 1 is there on Yes and stays; rows 2 and 3 may be added, no more.
    expect(medications.queryByRole('button', { name: 'Remove Medication 1' })).toBeNull();
    await user.click(medications.getByRole('button', { name: 'Add another medication' }));
    await user.click(medications.getByRole('button', { name: 'Add another medication' }));
    expect(medications.queryByRole('button', { name: 'Add another medication' })).toBeNull();
    await user.click(medications.getByRole('button', { name: 'Remove Medication 3' }));
    const row1 = within(medications.getByRole('group', { name: 'Medication 1' }));
    await user.type(row1.getByLabelText(/^Medication/), 'Aspirin');
    await user.type(row1.getByLabelText(/Dosage/), '81 mg');
    await user.type(row1.getByLabelText(/Medical Condition/), 'Angina');
    await user.type(screen.getByLabelText('Additional Notes'), 'Seen yearly');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();

    const body = calls.find((c) => c.path === 'save-primary-health-info')?.body as Record<string, unknown>;
    expect(body).toEqual({
      enrollment_id: ID,
      condition_questions: [140, 141, 145, 146, 147].map((id) => ({
        question_id: id, question_text: text(id), yes_no_flag: id === 140 ? 1 : 0,
        conditions: id === 140 ? [{ health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026' }] : [],
      })),
      // Row 2 was left empty: it is not sent.
      medication_question: { question_id: 150, question_text: text(150), yes_no_flag: 1, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }] },
      notes: 'Seen yearly',
    });
    expect(state.healthTrack).toBe(true);
    expect(getSession('isSpouseEnrollAccept')).toBe(false);
  });

  it('shows a server error at its nested field, the list\'s own under the list, and one no field has in the message area; nothing moves on', async () => {
    const { user } = await open({
      saved: allNoHealthInfo(),
      save: () => ({ status: 422, data: [
        { target_element: 'condition_questions.4.conditions.0.physician_name', error_message: 'Physician not known' },
        { target_element: 'condition_questions', error_message: MESSAGES.healthQuestionsChanged },
        { target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden },
      ] }),
    });
    await answer(147, 'Yes');
    const details = within(question(147));
    await userEvent.type(details.getByLabelText(/^Condition/), 'Fracture');
    await userEvent.type(details.getByLabelText(/Current Status/), 'Recovered');
    await userEvent.type(details.getByLabelText(/Last Seen by Physician/), '05012025');
    await userEvent.type(details.getByLabelText(/Physician Name/), 'Dr Ada Park');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = await within(question(147)).findByText('Physician not known');
    expect(name).toBeTruthy();
    expect(details.getByLabelText(/Physician Name/).getAttribute('aria-invalid')).toBe('true');
    // The list's own error shows under the questions; an error no field has goes to the step's message region.
    expect(within(screen.getByRole('group', { name: 'Health questions' })).getByText(MESSAGES.healthQuestionsChanged)).toBeTruthy();
    expect(stepAlert().textContent).toBe(MESSAGES.sessionForbidden);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Health Questions');
    expect(getSession('isSpouseEnrollAccept')).toBe(true);
  });

  it('loads an existing member\'s health info on file and saves it at once (health_track), then shows the saved answers', async () => {
    const { calls, state } = await open({ type: 'existing-user', existing: allNoHealthInfo('On file since 2024') });
    await waitFor(() => expect(within(question(141)).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true));
    // Each question keeps its own answer (radios of one row never share a group with another row's).
    for (const q of DEMO_HEALTH_QUESTIONS) expect(within(question(q.question_id)).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    const order = calls.map((c) => c.path).filter((p) => p.includes('health') || p === 'get-enrollment-temp-info');
    expect(order.indexOf('get-existing-primary-health-info')).toBeLessThan(order.indexOf('save-primary-health-info'));
    expect(calls.find((c) => c.path === 'save-primary-health-info')?.body).toEqual({ enrollment_id: ID, ...allNoHealthInfo('On file since 2024') });
    expect(state.healthTrack).toBe(true);
    expect(screen.getByText(MESSAGES.healthOnFileSaved)).toBeTruthy();
    expect((screen.getByLabelText('Additional Notes') as HTMLTextAreaElement).value).toBe('On file since 2024');
    // The auto-save is not the user's Next: the spouse flag is the dependents step's until the user saves.
    expect(getSession('isSpouseEnrollAccept')).toBe(true);
  });

  it('shows an existing member\'s saved answers without loading the record again once health_track is set', async () => {
    const saved = { ...allNoHealthInfo(), medication_question: { question_id: 150, question_text: text(150), yes_no_flag: 1, medications: [{ medication: 'Statin', dosage: '10 mg', medical_condition: 'Cholesterol' }] } };
    const { calls } = await open({ type: 'existing-user', healthTrack: true, saved, existing: allNoHealthInfo('stale') });
    expect((within(question(150)).getByLabelText(/^Medication/) as HTMLInputElement).value).toBe('Statin');
    expect(calls.some((c) => c.path === 'get-existing-primary-health-info' || c.path === 'save-primary-health-info')).toBe(false);
  });

  it('files Save & Continue Later under health_info with the current answers', async () => {
    const { user, calls } = await open();
    await answer(141, 'Yes');
    await user.type(within(question(141)).getByLabelText(/Health Condition/), 'Diabetes');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
    await user.type(within(dialog).getByLabelText(MESSAGES.saveLaterPrompt), 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(MESSAGES.saveLaterSaved)).toBeTruthy();
    const body = calls.find((c) => c.path === 'save-enrollment')?.body as { tab: string; data: { condition_questions: unknown[] } };
    expect(body.tab).toBe('health_info');
    expect(body.data.condition_questions[1]).toEqual({ question_id: 141, question_text: text(141), yes_no_flag: 1, conditions: [{ health_condition: 'Diabetes' }] });
    expect(body.data.condition_questions[0]).toEqual({ question_id: 140, question_text: text(140), conditions: [] });
  });
});
