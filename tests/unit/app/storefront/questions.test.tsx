/**
 * The questions of plan detail through the fake network (storefront.md sections 2, 4, 5, 8):
 * the health-question panel (every question asked, what a Yes needs, the decline text, the
 * success text and the page told), the supplemental carrier questions (the Yes rule and its
 * banner; nothing for a plan without) and the dependent info dialog per tier.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../schemas/messages';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DependentInfoDialog, HealthQuestionPanel, PlanQuestionViewPage, SupplementalQuestions } from '../../../../src/storefront/shop/questions';
import { QUESTION_SHEET } from '../../../../src/storefront/shop/questions/questionSheet';
import { installFakeApi } from '../fakeApi';
import { pricingFormRoute } from './pricingFormRoute';
import { CARRIER_ANSWER, CARRIER_QUESTIONS, HEALTH_QUESTIONS, QUESTION_SET, QUESTIONS_ANSWER, TEMP_ID } from './questionsWorld';

afterEach(() => { vi.unstubAllGlobals(); });

const question = (text: string) => screen.getByRole('group', { name: new RegExp(text.replace(/[?()]/g, '.')) });

describe('the health-question panel', () => {
  it('asks every question, then what each Yes needs, before anything is saved', async () => {
    const calls = installFakeApi({ 'get-questions': QUESTIONS_ANSWER });
    render(<HealthQuestionPanel tempId={TEMP_ID} planId={305} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit Answers' }));
    // Once, at the form; every unanswered question is invalid and described by it.
    expect(screen.getAllByText(MESSAGES.answerAllQuestions)).toHaveLength(1);
    for (const q of HEALTH_QUESTIONS) {
      const yes = within(question(q.question_text)).getByLabelText('Yes');
      expect(yes.getAttribute('aria-invalid')).toBe('true');
      const describedBy = yes.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.answerAllQuestions);
    }
    // Focus goes to the first thing to fix: the first question's first choice.
    expect(document.activeElement).toBe(within(question(HEALTH_QUESTIONS[0].question_text)).getByLabelText('Yes'));
    for (const q of HEALTH_QUESTIONS) await user.click(within(question(q.question_text)).getByLabelText('Yes'));
    // The conditions by their groups, and two detail entries.
    expect(screen.getByRole('group', { name: 'A. Prior to age 60' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'B. Prior to age 75' })).toBeTruthy();
    expect(screen.getAllByLabelText('Reason for condition')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByLabelText('Who does this apply to?').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.questionChooseCondition)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'save-question-answers')).toEqual([]);
    expect(calls[0].query).toEqual({ enrollment_id: TEMP_ID, plan_id: '305', type: 'save' });
  });

  it('shows the decline text for Cancer prior to age 60 and tells the page', async () => {
    const calls = installFakeApi({ 'get-questions': QUESTIONS_ANSWER, 'save-question-answers': { data: { error_message: QUESTION_SET.decline_message } } });
    const onDeclined = vi.fn<(message: string) => void>();
    const onAnswered = vi.fn<(message: string) => void>();
    render(<HealthQuestionPanel tempId={TEMP_ID} planId={305} onDeclined={onDeclined} onAnswered={onAnswered} />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: /pregnant/ })).getByLabelText('No'));
    await user.click(within(question(HEALTH_QUESTIONS[1].question_text)).getByLabelText('Yes'));
    await user.click(screen.getByLabelText('Cancer'));
    await user.click(within(question(HEALTH_QUESTIONS[2].question_text)).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(QUESTION_SET.decline_message);
    expect(onDeclined).toHaveBeenCalledWith(QUESTION_SET.decline_message);
    expect(onAnswered).not.toHaveBeenCalled();
    expect(calls.find((c) => c.path === 'save-question-answers')?.body).toEqual({
      enrollment_id: TEMP_ID, plan_id: 305,
      answers: [{ question_id: 3051, yes_no_flag: 0 }, { question_id: 3052, yes_no_flag: 1, checkbox_answers: [1] }, { question_id: 3053, yes_no_flag: 0 }],
    });
  });

  it('closes once the answers are accepted, handing the success text to the page', async () => {
    installFakeApi({ 'get-questions': QUESTIONS_ANSWER, 'save-question-answers': { data: { success_message: QUESTION_SET.success_message } } });
    const onAnswered = vi.fn<(message: string) => void>();
    render(<HealthQuestionPanel tempId={TEMP_ID} planId={305} onAnswered={onAnswered} />);
    const user = userEvent.setup();
    for (const q of HEALTH_QUESTIONS) await user.click(within(await screen.findByRole('group', { name: new RegExp(q.question_text.slice(0, 20)) })).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(QUESTION_SET.success_message));
    // The panel closes: the page shows the success text and reloads pricing.
    expect(screen.queryByRole('region', { name: 'Health questions' })).toBeNull();
  });
});

describe('the supplemental carrier questions', () => {
  it('needs Yes where the carrier says so, with the banner, then saves', async () => {
    const calls = installFakeApi({ 'get-aflac-questions': CARRIER_ANSWER, 'save-aflac-questions': { data: { success_message: MESSAGES.carrierAnswersSaved } } });
    const onSaved = vi.fn<() => void>();
    render(<SupplementalQuestions tempId={TEMP_ID} planId={1201} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Answers' }));
    expect(screen.getByText(MESSAGES.carrierAnswerBanner)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.carrierAnswerYes)).toHaveLength(2);
    expect(screen.getAllByText(MESSAGES.carrierAnswerYesNo)).toHaveLength(1);
    const groups = CARRIER_QUESTIONS.map((q) => question(q.question));
    await user.click(within(groups[0]).getByLabelText('Yes'));
    await user.click(within(groups[1]).getByLabelText('No'));
    await user.click(within(groups[2]).getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Save Answers' }));
    expect(screen.getAllByText(MESSAGES.carrierAnswerYes)).toHaveLength(1);
    await user.click(within(question(CARRIER_QUESTIONS[1].question)).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Save Answers' }));
    expect(await screen.findByText(MESSAGES.carrierAnswersSaved)).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.path === 'save-aflac-questions')?.body).toEqual({
      enrollment_id: TEMP_ID, plan_id: 1201, aflac_data: [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 1 }, { qid: 3, true_condition: 0 }],
    });
  });

  it('shows nothing for a plan without carrier questions (204)', async () => {
    const calls = installFakeApi({ 'get-aflac-questions': { status: 204, data: null } });
    const { container } = render(<SupplementalQuestions tempId={TEMP_ID} planId={301} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});

describe('the dependent info dialog', () => {
  it.each([
    ['IS', ['Spouse DOB (mm/dd/yyyy)'], ['Number of children']],
    ['IC', ['Number of children'], ['Spouse DOB (mm/dd/yyyy)']],
    ['IF', ['Spouse DOB (mm/dd/yyyy)', 'Number of children'], []],
  ])('tier %s asks %j', async (tier, shown, hidden) => {
    installFakeApi({ 'get-temp-dependent-info': { data: { spouse_dob: null, no_of_children: null } }, 'get-form-fields-pricing': pricingFormRoute });
    render(<DependentInfoDialog tempId={TEMP_ID} planId={1901} tier={tier} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.dependentInfoTitle });
    await within(dialog).findByRole('button', { name: 'Continue' });
    for (const label of shown) expect(within(dialog).getByLabelText(label)).toBeTruthy();
    for (const label of hidden) expect(within(dialog).queryByLabelText(label)).toBeNull();
    const children = within(dialog).queryByLabelText('Number of children');
    const max = tier === 'IC' ? 9 : 8;
    expect(children ? [...children.querySelectorAll('option')].map((o) => o.textContent).slice(1) : []).toEqual(tier === 'IS' ? [] : Array.from({ length: max }, (_, i) => String(i + 1)));
  });

  it('requires what the tier asks, formats the date, and saves', async () => {
    const calls = installFakeApi({
      'get-temp-dependent-info': { data: { spouse_dob: null, no_of_children: null } },
      'store-temp-dependent-info': { data: { spouse_dob: '02/02/1986', no_of_children: 2 } },
      'get-form-fields-pricing': pricingFormRoute,
    });
    const onSaved = vi.fn<(info: unknown) => void>();
    render(<DependentInfoDialog tempId={TEMP_ID} planId={1901} tier="IF" open onSaved={onSaved} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.dependentInfoTitle });
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(within(dialog).getAllByText(MESSAGES.required)).toHaveLength(2));
    const dob = within(dialog).getByLabelText('Spouse DOB (mm/dd/yyyy)');
    expect(document.activeElement).toBe(dob);
    await user.type(dob, '02a021986');
    expect((dob as HTMLInputElement).value).toBe('02/02/1986');
    await user.selectOptions(within(dialog).getByLabelText('Number of children'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ spouse_dob: '02/02/1986', no_of_children: 2 }));
    expect(calls.find((c) => c.path === 'store-temp-dependent-info')?.body).toEqual({ enrollment_id: TEMP_ID, plan_id: 1901, dep_dob: '02/02/1986', no_of_children: 2 });
  });

  it('shows the server\'s message at its field', async () => {
    installFakeApi({
      'get-temp-dependent-info': { data: { spouse_dob: '02/02/1986', no_of_children: null } },
      'store-temp-dependent-info': { status: 422, data: [{ target_element: 'dep_dob', error_message: MESSAGES.pastDate }] },
      'get-form-fields-pricing': pricingFormRoute,
    });
    render(<DependentInfoDialog tempId={TEMP_ID} planId={1901} tier="IS" open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.dependentInfoTitle });
    await vi.waitFor(() => expect((within(dialog).getByLabelText('Spouse DOB (mm/dd/yyyy)') as HTMLInputElement).value).toBe('02/02/1986'));
    await vi.waitFor(() => expect((within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(MESSAGES.pastDate)).toBeTruthy();
  });
});

describe('the PlanQuestionView sheet', () => {
  it('shows the summary, the breadcrumbs and the sheet; a Yes to the 10-year question asks treatments, Add more adds one', async () => {
    installFakeApi({});
    render(<SWRConfig value={{ provider: () => new Map() }}><MemoryRouter><PlanQuestionViewPage /></MemoryRouter></SWRConfig>);
    expect(screen.getByRole('heading', { name: 'Cancer insurance: medical questions' })).toBeTruthy();
    expect(document.title).toMatch(/^Cancer insurance: medical questions \| /);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(crumbs.slice(-2)).toEqual(['Plans', 'Plan Details']);
    expect(screen.getByRole('region', { name: 'Your basic details' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: new RegExp(QUESTION_SHEET[2].text.slice(0, 30)) })).getByLabelText('Yes'));
    expect(screen.getByRole('group', { name: 'Treatment 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add more' }));
    expect(screen.getByRole('group', { name: 'Treatment 2' })).toBeTruthy();
  });
});
