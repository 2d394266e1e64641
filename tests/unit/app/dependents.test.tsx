/**
 * Dependent Information through the fake network (enrollment.md sections 2, 4, 5, 8 and 9): the
 * tier heading, the premier spouse question with its Yes and No paths and the re-ask after the
 * last removal, the read-only relationship given by the tier, validate-single-dependent before an
 * add, the temporary store after each change, the L713 message in red, the green go-ahead with
 * Next, an existing member's dependents on file, and Save & Continue Later's check of every dependent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allNoHealthInfo, DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../../schemas/messages';
import { SPOUSE_DECLINED } from '../../../src/enrollment/dependents/useDependents';
import { getSession, setSession } from '../../../src/session';
import { dependentsRoutes, type DependentsWorld } from './dependentsWorld';
import { installFakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000005-0000-4000-8000-000000000005';
const PATH = '/enrollment/dependent-information';
const robin = { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn', birthdate: '02/14/1986', gender: '1', ssn: '123450055', height_feet: '5', height_inch: '6' };
const sky = { relationship: 'child', first_name: 'Sky', last_name: 'Quinn', birthdate: '03/04/2015', gender: '0', ssn: '123450056', height_feet: '4', height_inch: '2' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function open(world: DependentsWorld & { type?: string }, routes: Record<string, FakeRoute | FakeAnswer> = {}) {
  const calls = installFakeApi({
    ...wizardRoutes({ portal: world.portal, groupId: null, eprocess: 'applicant', type: world.type }),
    ...dependentsRoutes(world),
    ...routes,
  });
  setSession('tempId', ID);
  renderApp(PATH);
  return { calls, user: userEvent.setup() };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Dependent Information' });
const notes = () => screen.getByRole('status').textContent ?? '';
const next = () => screen.queryByRole('button', { name: 'Next' });
const input = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label) as HTMLInputElement;

/** Fills the popup's fields (the relationship is preset and read-only) and submits it. */
async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, item: typeof robin) {
  await user.type(input(dialog, /^First Name/), item.first_name);
  await user.type(input(dialog, /^Last Name/), item.last_name);
  await user.type(input(dialog, /^Date of Birth/), item.birthdate.replaceAll('/', ''));
  await user.selectOptions(within(dialog).getByLabelText(/^Gender/), item.gender);
  await user.type(input(dialog, /^Social Security Number/), item.ssn);
  await user.type(input(dialog, /^Height \(feet\)/), item.height_feet);
  await user.type(input(dialog, /^Height \(inches\)/), item.height_inch);
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

/** Answers the premier spouse question. */
async function answerSpouse(user: ReturnType<typeof userEvent.setup>, choice: 'yes' | 'no') {
  const question = screen.getByRole('form', { name: 'Spouse enrollment' });
  await user.selectOptions(within(question).getByLabelText(/enroll your spouse/), choice);
  await user.click(within(question).getByRole('button', { name: 'Submit' }));
}

/** Adds a dependent with Add Spouse or Add Child (its relationship preset and read-only) and waits for its title. */
async function addDependent(user: ReturnType<typeof userEvent.setup>, item: typeof robin, number: number) {
  const spouse = item.relationship === 'spouse';
  await user.click(screen.getByRole('button', { name: spouse ? 'Add Spouse' : 'Add Child' }));
  const dialog = await screen.findByRole('dialog', { name: `Dependent #${number}` });
  const relationship = within(dialog).getByLabelText(/^Relationship/) as HTMLSelectElement;
  expect([relationship.value, relationship.disabled]).toEqual([item.relationship, true]);
  await fillAndSubmit(user, dialog, item);
  await screen.findByText(`Dependent #${number}: ${item.first_name} ${item.last_name} (${spouse ? 'Spouse' : 'Child'})`);
}

describe('Dependent Information', () => {
  it('premier IF: asks the spouse question, requires an answer, then Yes adds the spouse first and a child next', async () => {
    const { calls, user } = open({ portal: 11, tier: 'IF', premier: true });
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Family' })).toBeTruthy();
    const question = screen.getByRole('form', { name: 'Spouse enrollment' });
    expect(within(question).getAllByRole('option').map((o) => o.textContent)).toEqual(['Please Select', 'Yes', 'No']);
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Submit' }));
    expect(within(question).getByRole('alert').textContent).toBe(MESSAGES.spouseStatusRequired);

    await answerSpouse(user, 'yes');
    expect(getSession('isSpouseEnrollAccept')).toBe(true);
    await addDependent(user, robin, 1);
    expect(calls.find((c) => c.path === 'validate-single-dependent')?.body).toEqual({ enrollment_id: ID, primary_info: robin });
    await waitFor(() => expect(calls.find((c) => c.path === 'save-dependent-info-to-temp')?.body).toEqual({ enrollment_id: ID, dependents: [{ primary_info: robin }] }));
    expect(screen.getByRole('button', { name: 'Add Child' })).toBeTruthy();
    expect(next()).toBeNull();
    expect(notes()).toBe('Please add at least 2 dependents before continuing.');
  });

  it('premier IF, No: only children are allowed, removing the last asks again, and Yes then allows the spouse', async () => {
    const { user } = open({ portal: 11, tier: 'IF', premier: true });
    await heading();
    await answerSpouse(user, 'no');
    expect(getSession('isSpouseEnrollAccept')).toBe(false);
    await addDependent(user, sky, 1);
    expect(screen.queryByRole('button', { name: 'Add Spouse' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Dependent #1: Sky Quinn (Child)' }));
    expect(await screen.findByRole('form', { name: 'Spouse enrollment' })).toBeTruthy();
    await answerSpouse(user, 'yes');
    expect(screen.getByRole('button', { name: 'Add Spouse' })).toBeTruthy();
  });

  it('premier IF: the browser keeps that No was answered and nothing of a dependent; Yes clears it, an older stash of the spouse too', async () => {
    setSession('tempDepData', robin);
    const { user } = open({ portal: 11, tier: 'IF', premier: true });
    await heading();
    await answerSpouse(user, 'no');
    expect(getSession('tempDepData')).toEqual(SPOUSE_DECLINED);
    expect(localStorage.getItem('tempDepData')).not.toContain(robin.first_name);
    await addDependent(user, sky, 1);
    expect(localStorage.getItem('tempDepData')).not.toContain(sky.first_name);
    await user.click(screen.getByRole('button', { name: 'Delete Dependent #1: Sky Quinn (Child)' }));
    await screen.findByRole('form', { name: 'Spouse enrollment' });
    await answerSpouse(user, 'yes');
    expect(getSession('tempDepData')).toBeNull();
    expect(screen.queryByText(/Robin Quinn/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Spouse' })).toBeTruthy();
  });

  it('premier IC: more than one child shows the L713 message in red and no Next; the heading reads Member + 1 Child', async () => {
    open({ portal: 11, tier: 'IC', premier: true, saved: [{ primary_info: sky }, { primary_info: { ...sky, first_name: 'Lake' } }] });
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Member + 1 Child' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.dependentL713).className).toBe('list-step__note--error');
    expect(next()).toBeNull();
  });

  it('IS with its spouse: the green go-ahead, no add, and Next saves every dependent in wire shape', async () => {
    const { calls, user } = open({ portal: 11, tier: 'IS', premier: false, saved: [{ dependent_id: 1, primary_info: { ...robin, employed: '0' } }] });
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Member + Spouse' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Spouse enrollment' })).toBeNull();
    expect(screen.getByText(MESSAGES.dependentsEnough).className).toBe('list-step__note--success');
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    await user.click(next()!);
    await waitFor(() => expect(calls.find((c) => c.path === 'save-dependent-info')?.body).toEqual({
      enrollment_id: ID, dependents: [{ dependent_id: 1, primary_info: robin }],
    }));
  });

  it("loads an existing member's dependents on file on the first visit and skips the spouse question", async () => {
    const alex = { relationship: 'spouse', first_name: 'Alex', last_name: 'Lee', birthdate: '09/30/1979', gender: '0', ssn: '123457002', height_feet: '5', height_inch: '11' };
    const { calls } = open({ portal: 11, tier: 'IF', premier: true, type: 'existing-user', onFile: [{ dependent_id: 4, primary_info: { ...alex, employed: '0' } }] });
    await screen.findByText('Dependent #1: Alex Lee (Spouse)');
    expect(screen.queryByRole('form', { name: 'Spouse enrollment' })).toBeNull();
    expect(getSession('first_track')).toBe(true);
    await waitFor(() => expect(calls.some((c) => c.path === 'save-dependent-info-to-temp')).toBe(true));
  });

  it("answers a dependent's optional health questions in a popup 'Dependent #n', checked by the server, then kept with the dependent", async () => {
    const { calls, user } = open({ portal: 11, tier: 'IS', premier: false, saved: [{ primary_info: robin }] });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Answer health questions of Dependent #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dependent #1' });
    for (const q of DEMO_HEALTH_QUESTIONS) await user.click(within(within(dialog).getByRole('group', { name: q.question_text })).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dependent #1' })).toBeNull());
    type Health = { condition_questions: { yes_no_flag: number }[] };
    const flags = (health: Health) => health.condition_questions.map((q) => q.yes_no_flag);
    const check = calls.filter((c) => c.path === 'validate-single-dependent').at(-1)?.body as { health_info: Health };
    expect(flags(check.health_info)).toEqual(flags(allNoHealthInfo() as Health));
    const temp = () => calls.filter((c) => c.path === 'save-dependent-info-to-temp').at(-1)?.body as { dependents: { health_info?: unknown }[] } | undefined;
    await waitFor(() => expect(temp()?.dependents[0].health_info).toEqual(check.health_info));
    expect(screen.getByRole('button', { name: 'Edit health questions of Dependent #1' })).toBeTruthy();
  });

  it("Save & Continue Later first checks every dependent: 'Dependent #N {message}' and no dialog when one is refused", async () => {
    const { user } = open({ portal: 11, tier: 'IS', premier: false, saved: [{ primary_info: robin }] }, {
      'validate-single-dependent': { status: 422, data: [{ target_element: 'ssn', error_message: MESSAGES.ssn }] },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    expect(await screen.findByText(`Dependent #1 ${MESSAGES.ssn}`)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Save & Continue Later' })).toBeNull();
  });
});
