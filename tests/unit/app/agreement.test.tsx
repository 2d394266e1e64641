/**
 * The Agreement & Signature step through the fake network: the spec's heading and agreements,
 * each verification mode, the messages when nothing is checked or signed, signing on the pad
 * and by typing the name from the keyboard, the save's body, server errors at their fields,
 * Save & Continue Later's draft, and a draft's checks coming back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_TITLE, SIGNATURE_LABELS, type VerificationMode } from '../../../schemas/agreement';
import { MESSAGES } from '../../../schemas/messages';
import { setSession } from '../../../src/session';
import {
  FIXTURE_AGREEMENT_HASH as HASH, fixtureAgreementFields, fixtureAgreementTexts,
} from '../../../stories/fixtures/agreement';
import FakeSignaturePad, { FAKE_SIGNATURE } from '../support/fakeSignaturePad';
import { installFakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000006-0000-4000-8000-000000000006';
const PATH = '/enrollment/agreement-signature';
const TEXTS = fixtureAgreementTexts(11);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

interface World { mode: VerificationMode; eprocess: string; saved?: unknown; save?: FakeRoute | FakeAnswer }

function open(world: World) {
  const base = wizardRoutes({ portal: 11, groupId: null, eprocess: world.eprocess });
  const tempInfo = base['get-enrollment-temp-info'] as FakeRoute;
  const calls = installFakeApi({
    ...base,
    'get-enrollment-temp-info': (url, body) => (url.searchParams.get('column') === 'aggrement_info' ? { data: { result: world.saved ?? null } } : tempInfo(url, body)),
    'get-agreement-texts': { data: { result: TEXTS, hash: HASH } },
    'get-form-fields-agreement-info': { data: { result: fixtureAgreementFields(world.mode) } },
    'save-agreement-info': world.save ?? { data: { saved_tab: 'aggrement_info' } },
    'save-enrollment': { data: { message: MESSAGES.saveLaterSaved } },
  });
  setSession('tempId', ID);
  renderApp(PATH);
  return { calls, user: userEvent.setup(), saves: () => calls.filter((c) => c.path === 'save-agreement-info') };
}

const heading = () => screen.findByRole('heading', { level: 1, name: AGREEMENT_TITLE });
const next = () => screen.getByRole('button', { name: 'Next' });
const checkbox = (index: number) => screen.getByRole('checkbox', { name: TEXTS[index].text_required });

async function checkAll(user: ReturnType<typeof userEvent.setup>) {
  for (const index of TEXTS.keys()) await user.click(checkbox(index));
}

describe('agreement step', () => {
  it('shows the agreements and broker verification, refuses Next with nothing checked, then saves as the broker', async () => {
    const { user, saves } = open({ mode: 'rep', eprocess: 'rep' });
    await heading();
    for (const text of TEXTS) {
      expect(screen.getByRole('heading', { level: 2, name: text.text_head })).toBeTruthy();
      expect(screen.getByText(text.text_body)).toBeTruthy();
    }
    const broker = screen.getByRole('region', { name: 'Broker Verification' });
    expect(within(broker).getByLabelText<HTMLInputElement>('Broker Name').value).toBe('Jordan Avery');
    expect(within(broker).getByLabelText<HTMLInputElement>('Broker Code').readOnly).toBe(true);
    // Broker verification: nothing to sign.
    expect(screen.queryByRole('group', { name: SIGNATURE_LABELS.legend })).toBeNull();

    await user.click(next());
    expect(screen.getAllByText(MESSAGES.agreementRequired)).toHaveLength(3);
    expect(checkbox(0).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkbox(0).getAttribute('aria-describedby') ?? '')?.textContent).toBe(MESSAGES.agreementRequired);
    expect(document.activeElement).toBe(checkbox(0));
    expect(saves()).toHaveLength(0);

    // The messages follow each box as it is checked.
    await user.click(checkbox(0));
    expect(screen.getAllByText(MESSAGES.agreementRequired)).toHaveLength(2);
    await user.click(checkbox(1));
    await user.click(checkbox(2));
    expect(screen.queryByText(MESSAGES.agreementRequired)).toBeNull();
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({
      enrollment_id: ID, eprocess: 'rep', accepted_agreements: [1, 2, 3], agreement_hash: HASH,
      agent_name: 'Jordan Avery', agent_code: 'AVERY001', user_name: 'Dana Ellis', date: '11/22/2026',
    });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: AGREEMENT_TITLE })).toBeNull());
  });

  it("asks an applicant for a signature ('Signature is required') and sends what was drawn on the pad", async () => {
    const { user, saves } = open({ mode: 'sigapplicant', eprocess: 'applicant' });
    await heading();
    const signature = screen.getByRole('group', { name: SIGNATURE_LABELS.legend });
    await within(signature).findByRole('img', { name: SIGNATURE_LABELS.pad });
    await checkAll(user);
    await user.click(next());
    expect(within(signature).getByText(MESSAGES.signatureRequired)).toBeTruthy();
    expect(document.activeElement).toBe(signature);
    expect(saves()).toHaveLength(0);

    FakeSignaturePad.latest().stroke();
    await waitFor(() => expect(within(signature).queryByText(MESSAGES.signatureRequired)).toBeNull());
    // Clear empties the pad and the signature again.
    await user.click(within(signature).getByRole('button', { name: SIGNATURE_LABELS.clear }));
    expect(FakeSignaturePad.latest().isEmpty()).toBe(true);
    expect(within(signature).getByText(MESSAGES.signatureRequired)).toBeTruthy();
    FakeSignaturePad.latest().stroke();
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({ eprocess: 'applicant', accepted_agreements: [1, 2, 3], signature: FAKE_SIGNATURE, user_name: 'Dana Ellis' });
    expect(saves()[0].body).not.toHaveProperty('typed_signature');
  });

  it('signs by typing the full name, from the keyboard alone', async () => {
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    const { user, saves } = open({ mode: 'sigapplicant', eprocess: 'applicant' });
    await heading();
    // Tab to the first box, check each with Space.
    for (const index of TEXTS.keys()) {
      while (document.activeElement !== checkbox(index)) await user.tab();
      await user.keyboard(' ');
    }
    const draw = screen.getByRole('radio', { name: SIGNATURE_LABELS.draw });
    while (document.activeElement !== draw) await user.tab();
    await user.keyboard('{ArrowRight}');
    const typed = screen.getByRole('textbox', { name: SIGNATURE_LABELS.typedInput });
    expect(screen.getByRole('radio', { name: SIGNATURE_LABELS.type })).toHaveProperty('checked', true);
    while (document.activeElement !== typed) await user.tab();
    await user.keyboard('Dana Smith');
    while (document.activeElement !== next()) await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(MESSAGES.typedNameMismatch)).toBeTruthy();
    expect(typed.getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);

    await user.clear(typed);
    await user.type(typed, 'dana ellis');
    expect(screen.queryByText(MESSAGES.typedNameMismatch)).toBeNull();
    next().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toMatchObject({ typed_signature: 'dana ellis' });
    expect(saves()[0].body).not.toHaveProperty('signature');
  });

  it("shows a server error on target 'answer' at the answer field until it is changed", async () => {
    const { user, saves } = open({
      mode: 'applicant', eprocess: 'applicant',
      save: { status: 422, data: [{ target_element: 'answer', error_message: MESSAGES.verificationAnswerMismatch }] },
    });
    await heading();
    await checkAll(user);
    const answer = screen.getByLabelText('Answer');
    await user.click(next());
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    await user.type(answer, '01/01/1900');
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.verificationAnswerMismatch)).toBeTruthy();
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(answer);
    await user.type(answer, '0');
    expect(screen.queryByText(MESSAGES.verificationAnswerMismatch)).toBeNull();
  });

  it('brings back the agreements checked in a draft of the same texts, and Save & Continue Later never sends a signature', async () => {
    const { user, calls } = open({ mode: 'sigapplicant', eprocess: 'applicant', saved: { status: 'draft', accepted_agreements: [1, 3], agreement_hash: HASH } });
    await heading();
    expect([0, 1, 2].map((index) => (checkbox(index) as HTMLInputElement).checked)).toEqual([true, false, true]);
    await screen.findByRole('img', { name: SIGNATURE_LABELS.pad });
    FakeSignaturePad.latest().stroke();
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(MESSAGES.saveLaterPrompt), 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await within(dialog).findByText(MESSAGES.saveLaterSaved);
    expect(calls.find((c) => c.path === 'save-enrollment')?.body).toEqual({
      enrollment_id: ID, email: 'dana@example.com', tab: 'aggrement_info', data: { accepted_agreements: [1, 3], agreement_hash: HASH },
    });
  });

  it('ignores checks saved on other texts', async () => {
    open({ mode: 'rep', eprocess: 'rep', saved: { status: 'signed', accepted_agreements: [1, 2, 3], agreement_hash: 'f'.repeat(64) } });
    await heading();
    expect([0, 1, 2].map((index) => (checkbox(index) as HTMLInputElement).checked)).toEqual([false, false, false]);
  });
});
