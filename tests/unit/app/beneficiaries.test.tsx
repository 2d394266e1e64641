/**
 * Beneficiary Information through the fake network (enrollment.md sections 2, 4, 5 and 8): the
 * list with its titles and icon buttons, the add and edit popups with their own errors, the
 * percentage input, the add button and Next by the rules, edit mode's titles, the save and its
 * failure at the top, Save & Continue Later, and an existing member's beneficiaries on file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { totalMessage } from '../../../domain/beneficiaryRules';
import { MESSAGES } from '../../../schemas/messages';
import { keepDraft, readDraft, setSession } from '../../../src/session';
import { beneficiaryRoutes, type BeneficiaryWorld } from './beneficiaryWorld';
import { installFakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000001-0000-4000-8000-000000000001';
const PATH = '/enrollment/beneficiary-info';
const ann = { first_name: 'Ann', last_name: 'Rivera', birthdate: '02/03/2001', relationship: 'Child', ssn: '123456701', beneficiary_percentage: '60' };
const bo = { first_name: 'Bo', last_name: 'Rivera', birthdate: '04/05/1960', relationship: 'Parent', ssn: '123456702', beneficiary_percentage: '40' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function open(world: BeneficiaryWorld & { type?: string }, routes: Record<string, FakeRoute | FakeAnswer> = {}) {
  const calls = installFakeApi({
    ...wizardRoutes({ portal: world.portal, groupId: null, eprocess: 'applicant', type: world.type }),
    ...beneficiaryRoutes(world),
    ...routes,
  });
  setSession('tempId', ID);
  renderApp(PATH);
  return { calls, user: userEvent.setup() };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Beneficiary Information' });
const notes = () => screen.getByRole('status').textContent ?? '';
const next = () => screen.queryByRole('button', { name: 'Next' });
const input = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label) as HTMLInputElement;

/** Fills the popup's fields and submits it. */
async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, item: typeof ann) {
  await user.type(input(dialog, /^First Name/), item.first_name);
  await user.type(input(dialog, /^Last Name/), item.last_name);
  await user.type(input(dialog, /^Date of Birth/), item.birthdate.replaceAll('/', ''));
  await user.selectOptions(within(dialog).getByLabelText(/^Relationship/), item.relationship);
  await user.type(input(dialog, /^Social Security Number/), item.ssn);
  await user.type(input(dialog, /^Beneficiary Percentage/), item.beneficiary_percentage);
  await user.tab();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('Beneficiary Information', () => {
  it('starts empty: no Next, the add button, and the spec message to add one', async () => {
    open({ portal: 11 });
    await heading();
    expect(screen.getByText('No beneficiaries added yet.')).toBeTruthy();
    expect(notes()).toBe(MESSAGES.beneficiaryNone);
    expect(next()).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save & Continue Later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeTruthy();
  });

  it('adds a beneficiary through the popup: client checks, percentage digits only without leading zeros, the server check, then the list', async () => {
    const { calls, user } = open({ portal: 11 });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Beneficiary #1' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getAllByText(MESSAGES.required).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === 'validate-single-beneficiary')).toBe(false);

    await user.type(input(dialog, /^Beneficiary Percentage/), 'a6%0x9');
    expect(input(dialog, /^Beneficiary Percentage/).value).toBe('609');
    // Leading zeros go as typed ('050' is 50), a lone 0 stays for its message.
    await user.clear(input(dialog, /^Beneficiary Percentage/));
    await user.type(input(dialog, /^Beneficiary Percentage/), '0050');
    expect(input(dialog, /^Beneficiary Percentage/).value).toBe('50');
    await user.clear(input(dialog, /^Beneficiary Percentage/));
    await fillAndSubmit(user, dialog, { ...ann, beneficiary_percentage: '0' });
    expect(await within(dialog).findByText(MESSAGES.beneficiaryPercentage)).toBeTruthy();
    await user.clear(input(dialog, /^Beneficiary Percentage/));
    await user.type(input(dialog, /^Beneficiary Percentage/), '60');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'validate-single-beneficiary')?.body).toEqual({ enrollment_id: ID, ...ann });
    expect(screen.getByText('Beneficiary #1: Ann Rivera')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Beneficiary #1: Ann Rivera' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Beneficiary #1: Ann Rivera' }).getAttribute('title')).toBe(MESSAGES.listDelete);
    expect(notes()).toBe(totalMessage(60));
    expect(next()).toBeNull();
  });

  it("shows the server's refusal in the add popup only, and a new add starts clean", async () => {
    const { user } = open({ portal: 11 }, {
      'validate-single-beneficiary': { status: 422, data: [{ target_element: 'ssn', error_message: MESSAGES.ssn }] },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Beneficiary #1' });
    await fillAndSubmit(user, dialog, ann);
    const ssn = input(dialog, /^Social Security Number/);
    await waitFor(() => expect(ssn.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(MESSAGES.ssn)).toBeTruthy();
    expect(screen.getByText('No beneficiaries added yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    const again = await screen.findByRole('dialog', { name: 'Add Beneficiary #1' });
    expect(within(again).queryByText(MESSAGES.ssn)).toBeNull();
    expect(input(again, /^First Name/).value).toBe('');
  });

  it('edits in a prefilled popup: delete and Next wait with the spec titles, restored after the edit', async () => {
    const { calls, user } = open({ portal: 12, saved: [ann, { ...bo, beneficiary_id: 7 }] });
    await heading();
    expect(next()?.getAttribute('title')).toBe(MESSAGES.listContinue);
    expect(screen.queryByRole('button', { name: 'Add Beneficiary' })).toBeNull();
    expect(notes()).toBe(MESSAGES.beneficiaryFull);

    await user.click(screen.getByRole('button', { name: 'Edit Beneficiary #2: Bo Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Beneficiary #2' });
    expect(input(dialog, /^Date of Birth/).value).toBe('04/05/1960');
    for (const name of ['Delete Beneficiary #1: Ann Rivera', 'Delete Beneficiary #2: Bo Rivera']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect([button.disabled, button.title]).toEqual([true, MESSAGES.listDeleteEditFirst]);
    }
    expect([(next() as HTMLButtonElement).disabled, next()?.title]).toEqual([true, MESSAGES.listContinueEditFirst]);

    await user.clear(input(dialog, /^Beneficiary Percentage/));
    await user.type(input(dialog, /^Beneficiary Percentage/), '30');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The edited item keeps its id; the total is 90 now: Next goes, the add button is back.
    expect(calls.find((c) => c.path === 'validate-single-beneficiary')?.body).toEqual({ enrollment_id: ID, ...bo, beneficiary_id: 7, beneficiary_percentage: '30' });
    expect(next()).toBeNull();
    expect(notes()).toBe(totalMessage(90));
    expect((screen.getByRole('button', { name: 'Delete Beneficiary #1: Ann Rivera' }) as HTMLButtonElement).title).toBe(MESSAGES.listDelete);
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeTruthy();
  });

  it('says the maximum at 3 beneficiaries and offers no add', async () => {
    open({ portal: 11, saved: [ann, { ...bo, beneficiary_percentage: '30' }, { ...bo, first_name: 'Cy', beneficiary_percentage: '30' }] });
    await heading();
    expect(screen.getAllByRole('listitem', { hidden: false }).filter((li) => li.classList.contains('item-list__item'))).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add Beneficiary' })).toBeNull();
    expect(notes()).toBe(`${MESSAGES.beneficiaryMax}${totalMessage(120)}`);
  });

  it("says the maximum at the form's own limit when a layer set one, and offers no add", async () => {
    open({ portal: 11, maxItems: 2, saved: [{ ...ann, beneficiary_percentage: '50' }, { ...bo, beneficiary_percentage: '50' }] });
    await heading();
    expect(screen.queryByRole('button', { name: 'Add Beneficiary' })).toBeNull();
    expect(notes()).toBe('Maximum allowed number of beneficiaries is 2');
    expect(next()).toBeTruthy();
  });

  it('deletes an item, renumbers the rest and keeps focus in the list', async () => {
    const { user } = open({ portal: 11, saved: [ann, bo] });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Delete Beneficiary #1: Ann Rivera' }));
    expect(screen.getByText('Beneficiary #1: Bo Rivera')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Beneficiaries' }));
    expect(notes()).toBe(totalMessage(40));
  });

  it('saves the list on Next and moves to the next tab', async () => {
    const { calls, user } = open({ portal: 11, saved: [ann, bo] }, { 'save-beneficiary-info': { data: { saved_tab: 'benificiary_info' } } });
    await heading();
    await user.click(next()!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Questions' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'save-beneficiary-info')?.body).toEqual({ enrollment_id: ID, beneficiaries: [ann, bo] });
  });

  it('shows the last message of a failed save in the top error area', async () => {
    const { user } = open({ portal: 11, saved: [ann, bo] }, {
      'save-beneficiary-info': {
        status: 422,
        data: [{ target_element: 'beneficiaries.0.ssn', error_message: MESSAGES.ssn }, { target_element: 'beneficiaries.1.birthdate', error_message: MESSAGES.pastDate }],
      },
    });
    await heading();
    await user.click(next()!);
    const alert = await screen.findByText(MESSAGES.pastDate);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeTruthy();
  });

  it('sends Save & Continue Later with the tab and the list', async () => {
    const { calls, user } = open({ portal: 11, saved: [ann] }, { 'save-enrollment': { data: { message: MESSAGES.saveLaterSaved } } });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
    await user.type(within(dialog).getByLabelText(MESSAGES.saveLaterPrompt), 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(MESSAGES.saveLaterSaved)).toBeTruthy();
    expect(calls.find((c) => c.path === 'save-enrollment')?.body).toEqual({
      enrollment_id: ID, email: 'casey@example.com', tab: 'benificiary_info', data: { beneficiaries: [ann] },
    });
  });
});

describe('after the session ended', () => {
  it('gives back the list this browser kept, says so, and forgets the copy', async () => {
    keepDraft(ID, 'beneficiary_info', { items: [ann] } as never);
    open({ portal: 11, saved: [bo] });
    expect(await screen.findByText('Beneficiary #1: Ann Rivera')).toBeTruthy();
    expect(screen.queryByText('Beneficiary #1: Bo Rivera')).toBeNull();
    expect(screen.getByText(`${MESSAGES.draftRestored} ${MESSAGES.draftWithheld}`)).toBeTruthy();
    await waitFor(() => expect(readDraft(ID, 'beneficiary_info')).toBeNull());
  });

  it("keeps no SSN in the browser: a kept person the server also holds gets the server's, a new one is typed again", async () => {
    const cy = { ...bo, first_name: 'Cy', ssn: '123456703' };
    keepDraft(ID, 'beneficiary_info', { items: [ann, cy] } as never);
    expect(sessionStorage.getItem(`bs-draft:${ID}:beneficiary_info`)).not.toMatch(/12345670|ssn/);
    const { user } = open({ portal: 11, saved: [bo, ann] });
    expect(await screen.findByText('Beneficiary #1: Ann Rivera')).toBeTruthy();
    expect(screen.getByText('Beneficiary #2: Cy Rivera')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Beneficiary #1: Ann Rivera' }));
    expect(input(await screen.findByRole('dialog'), /^Social Security Number/).value).toBe(ann.ssn);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Beneficiary #2: Cy Rivera' }));
    expect(input(await screen.findByRole('dialog'), /^Social Security Number/).value).toBe('');
  });
});

describe('an existing member', () => {
  const alex = { beneficiary_id: 1, first_name: 'Alex', last_name: 'Lee', dob: '09/30/1979', relationship: 'Spouse', ssn: '123457002', beneficiary_percentage: '100' };

  it('finds the beneficiaries on file, dob copied to birthdate, ready to go on', async () => {
    const { calls, user } = open({ portal: 12, type: 'existing-user', onFile: [alex] });
    expect(await screen.findByText('Beneficiary #1: Alex Lee')).toBeTruthy();
    expect(next()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Beneficiary #1: Alex Lee' }));
    expect(input(await screen.findByRole('dialog'), /^Date of Birth/).value).toBe('09/30/1979');
    expect(calls.filter((c) => c.path === 'get-beneficiaries-existing-user-enrollment')).toHaveLength(1);
  });

  it('falls back to the saved list when the beneficiaries on file cannot be read', async () => {
    open({ portal: 12, type: 'existing-user', onFile: 'fails' });
    await heading();
    expect(screen.getByText('No beneficiaries added yet.')).toBeTruthy();
  });

  it('keeps what this enrollment saved over what is on file', async () => {
    const { calls } = open({ portal: 12, type: 'existing-user', saved: [ann, bo], onFile: [alex] });
    expect(await screen.findByText('Beneficiary #1: Ann Rivera')).toBeTruthy();
    expect(calls.some((c) => c.path === 'get-beneficiaries-existing-user-enrollment')).toBe(false);
  });
});
