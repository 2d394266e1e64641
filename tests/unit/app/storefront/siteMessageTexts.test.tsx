/**
 * The storefront texts a portal's Storefront: Messages overrides reach since issue 14's last stop,
 * and how they arrive: the rep-enroll question keeps the rep's name in an override; the
 * select-portal dialog, the help widget's machine message and the entry forms' own checks say the
 * portal's words (an entry form's own `messages` first, as the server's 422 says them); overrides
 * that arrive after the page was used render it again in place, keeping what the visitor did.
 * Without overrides every text is the spec's.
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HelpWidgetContext } from '../../../../machines/storefront/helpWidget';
import { MESSAGES } from '../../../../schemas/messages';
import { fill } from '../../../../schemas/uiText/fill';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { say, setSiteMessages } from '../../../../src/shared/text/messages';
import { AccessCodeView } from '../../../../src/storefront/entry/AccessCodeView';
import { HelpConversation } from '../../../../src/storefront/help/HelpConversation';
import { AgentHome } from '../../../../src/storefront/homes';
import { PortalDialog } from '../../../../src/storefront/shop/detail/PortalDialog';
import { installFakeApi, type FakeAnswer } from '../fakeApi';
import { renderApp } from '../renderApp';
import { ENTRY_ROUTES, JORDAN } from './entryWorld';
import { JORDAN_GROUPS, PLATFORMS } from './homesWorld';
import { pricingFormRouteFor } from './pricingFormRoute';
import { buildCarrierForm, buildPlanHealthForm, carrierValues, planHealthValues } from '../../../../adapters';
import { localValidation } from '../../../../stories/fixtures/localValidation';
import { HealthQuestionPanelView } from '../../../../src/storefront/shop/questions/HealthQuestionPanelView';
import { SupplementalQuestionsView } from '../../../../src/storefront/shop/questions/SupplementalQuestionsView';
import { CARRIER_QUESTIONS, HEALTH_QUESTIONS } from './questionsWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAllSession();
  setSiteMessages(undefined);
});

const noop = () => undefined;

describe('the rep-enroll question', () => {
  const question = () => render(
    <AccessCodeView step="confirming" code="AVERY001" error={null} rep={JORDAN} wording="question"
      onType={noop} onSubmit={noop} onConfirm={noop} onCancel={noop} />,
  );

  it("asks the spec's question with the rep's first and last name when nothing is overridden", () => {
    question();
    expect(screen.getByText('Do you want to enroll under Rep Jordan Avery?')).toBeTruthy();
  });

  it("says a portal's question with the rep's name where its override puts it", () => {
    setSiteMessages({ messages: { enrollUnderRep: 'Shall {name} be your rep?' } });
    question();
    expect(screen.getByText('Shall Jordan Avery be your rep?')).toBeTruthy();
    expect(screen.queryByText(fill(MESSAGES.enrollUnderRep, { name: 'Jordan Avery' }))).toBeNull();
  });
});

describe("the help widget's machine message", () => {
  const SLIDE = { id: 4, question: 'How can we reach you?', fields: [{ name: 'email', label: 'E-mail', format: 'email' as const }, { name: 'phone', label: 'Phone', format: 'phone' as const }] };
  const context: HelpWidgetContext = { conversation: { question: SLIDE, answer: [] }, draft: ['', ''], editing: null, error: MESSAGES.helpSlideBoth };
  const conversation = () => render(<HelpConversation step="ready" context={context} send={noop} />);

  it("is the spec's without overrides", () => {
    conversation();
    expect(screen.getAllByText(MESSAGES.helpSlideBoth).length).toBeGreaterThan(0);
  });

  it("is the portal's under the input and in the announcement", () => {
    setSiteMessages({ messages: { helpSlideBoth: 'Both answers, please.' } });
    conversation();
    expect(screen.getAllByText('Both answers, please.', { exact: false })).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.helpSlideBoth, { exact: false })).toBeNull();
  });
});

describe('the select-portal dialog', () => {
  function Harness({ error }: { error: string | null }) {
    const [portal, setPortal] = useState<number | null>(null);
    return <PortalDialog isRep={false} portalId={portal} chosenGroupId={null} error={error} onPortal={setPortal} onGroup={noop} onSubmit={noop} onClose={noop} />;
  }
  const open = (error: string | null = null) => {
    installFakeApi({ 'get-form-fields-pricing': pricingFormRouteFor({ portals: [{ value: '12', label: 'Group Benefits' }], groups: null }) });
    render(<SWRConfig value={{ provider: () => new Map() }}><Harness error={error} /></SWRConfig>);
    return userEvent.setup();
  };

  it("refuses Continue without a portal in the portal's words (the engine's own check)", async () => {
    setSiteMessages({ messages: { choosePlatform: 'Pick where you shop' } });
    const user = open();
    const dialog = await screen.findByRole('dialog', { name: 'Select Portal' });
    await within(dialog).findByLabelText('Portal');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Pick where you shop')).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.choosePlatform)).toBeNull();
  });

  it("shows its machine's message in the portal's words", async () => {
    setSiteMessages({ messages: { choosePlatform: 'Pick where you shop' } });
    open(MESSAGES.choosePlatform);
    const dialog = await screen.findByRole('dialog', { name: 'Select Portal' });
    await within(dialog).findByLabelText('Portal');
    expect(within(dialog).getByRole('alert').textContent).toBe('Pick where you shop');
  });
});

describe("the rep home's portal, group and new-member choices", () => {
  it("are asked for in the portal's words", async () => {
    setSession('agent_id', 1001);
    setSiteMessages({ messages: { choosePlatform: 'Pick where you shop', chooseGroup: 'Pick a group first', chooseNewMemberGroup: 'Pick whom the new member joins' } });
    installFakeApi({ 'get-enrollment-platforms': { data: PLATFORMS }, 'get-agent-groups': { data: JORDAN_GROUPS } });
    render(<SWRConfig value={{ provider: () => new Map() }}><MemoryRouter><AgentHome /></MemoryRouter></SWRConfig>);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Member' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pick where you shop')).toBeTruthy();
    await screen.findByRole('option', { name: 'Group Benefits' });
    await user.selectOptions(screen.getByLabelText('Platform'), 'Group Benefits');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Pick a group first')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start New Member Enrollment' }));
    expect(await screen.findByText('Pick whom the new member joins')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.chooseGroup)).toBeNull();
  });
});

/**
 * The landing's Access Code dialog, opened on the real route table with the fake network; with
 * `overridesWait`, the answer of get-form-fields-messages waits for it (a slow line).
 */
async function accessCodeDialog(routes: Record<string, unknown>, overridesWait?: Promise<void>) {
  installFakeApi({ ...ENTRY_ROUTES, ...routes } as Parameters<typeof installFakeApi>[0]);
  if (overridesWait) {
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => (input.includes('get-form-fields-messages') ? overridesWait.then(() => fake(input, init)) : fake(input, init)));
  }
  vi.spyOn(console, 'error').mockImplementation(noop);
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'I have a rep access code' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, code: await within(dialog).findByLabelText('Rep Access Code') };
}

/** get-form-fields-access-code as the server answers it with the form's own message overrides. */
function accessCodeWith(messages: Record<string, string>) {
  return () => {
    const answer = (ENTRY_ROUTES['get-form-fields-access-code'] as () => FakeAnswer)();
    return { data: { ...(answer.data as object), messages } };
  };
}

describe('an entry form on the client', () => {
  it("refuses a blank code in the portal's words, as the server's 422 would", async () => {
    const { user, dialog } = await accessCodeDialog({ 'get-form-fields-messages': { data: { messages: { required: 'Please fill this in' } } } });
    await vi.waitFor(() => expect(say(MESSAGES.required)).toBe('Please fill this in'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please fill this in')).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.required)).toBeNull();
  });

  it("says its machine's message in the form's own words first, then the site's", async () => {
    const { user, dialog, code } = await accessCodeDialog({
      'get-form-fields-access-code': accessCodeWith({ invalidRepAccessCode: 'That code is unknown on this form' }),
      'get-form-fields-messages': { data: { messages: { invalidRepAccessCode: 'The site does not know that code' } } },
    });
    await user.type(code, 'NOBODY99');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('That code is unknown on this form')).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.invalidRepAccessCode)).toBeNull();
  });
});

describe('overrides that arrive after the page was used', () => {
  it('render the page again in place: the open dialog keeps the typed code and says the new text', async () => {
    let release: () => void = noop;
    const arrived = new Promise<void>((resolve) => { release = resolve; });
    // The overrides' answer waits until the visitor has typed and been answered.
    const { user, dialog, code } = await accessCodeDialog({ 'get-form-fields-messages': { data: { messages: { invalidRepAccessCode: 'We do not know this code' } } } }, arrived);
    await user.type(code, 'NOBODY99');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(MESSAGES.invalidRepAccessCode)).toBeTruthy();
    release();
    expect(await within(dialog).findByText('We do not know this code')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((within(dialog).getByLabelText('Rep Access Code') as HTMLInputElement).value).toBe('NOBODY99');
  });
});

describe("plan detail's question panels", () => {
  const health = () => {
    const form = buildPlanHealthForm(HEALTH_QUESTIONS);
    const errors = { general: MESSAGES.answerAllQuestions, 'answers.0.yes_no_flag': MESSAGES.answerAllQuestions };
    return render(<HealthQuestionPanelView state="answering" questions={HEALTH_QUESTIONS} form={form} validation={localValidation(form)}
      values={planHealthValues(form, HEALTH_QUESTIONS, [])} errors={errors} message={null} onChange={noop} onSubmit={noop} onRetry={noop} />);
  };
  const carrier = () => {
    const form = buildCarrierForm(CARRIER_QUESTIONS);
    const errors = { general: MESSAGES.carrierAnswerBanner, 'aflac_data.0.true_condition': MESSAGES.carrierAnswerYes };
    return render(<SupplementalQuestionsView state="answering" questions={CARRIER_QUESTIONS} form={form} validation={localValidation(form)}
      values={carrierValues(form, CARRIER_QUESTIONS, [])} errors={errors} message={null} onChange={noop} onSubmit={noop} onRetry={noop} />);
  };

  it("say the rules' messages in the spec's words when nothing is overridden", async () => {
    const first = health();
    expect((await screen.findByRole('alert')).textContent).toBe('Please answer all questions');
    first.unmount();
    carrier();
    expect(await screen.findByText(MESSAGES.carrierAnswerBanner)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.carrierAnswerYes)).toBeTruthy();
  });

  it("say them in the portal's words, and again when the overrides arrive after the message", async () => {
    const first = health();
    expect(await screen.findByText('Please answer all questions')).toBeTruthy();
    act(() => setSiteMessages({ messages: { answerAllQuestions: 'Every question needs an answer.' } }));
    expect(await screen.findByText('Every question needs an answer.')).toBeTruthy();
    expect(screen.queryByText('Please answer all questions')).toBeNull();
    first.unmount();
    act(() => setSiteMessages({ messages: { carrierAnswerYes: 'Only Yes lets you go on.' } }));
    carrier();
    expect(await screen.findByText('Only Yes lets you go on.')).toBeTruthy();
  });
});
