/**
 * The studio's preview of health and of the agreement (issue 15): the wizard's own components
 * render what POST …/draft/render answers for the draft as typed, filled with the Preview as
 * persona's saved values, and Next shows the spec's messages (or that the values pass).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agreementAddedDefinitions, buildForm, buildHealthForm, formSchema, resolveForm, withFormMessages } from '../../../adapters';
import type { PersonaValuesData, ProductionRenderingData } from '../../../schemas/api/adminTypes';
import { DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';
import { AGREEMENT_FORM, agreementField, agreementLayerCatalog, agreementTextsLayer } from '../../../schemas/forms/agreementForm';
import type { FormLayer } from '../../../schemas/forms/definition';
import { HEALTH_SHOWN, healthLayerCatalog } from '../../../schemas/forms/healthForm';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { Preview } from '../../../src/studio/preview/Preview';
import { allNoHealthInfo } from '../../../schemas/demo/healthQuestions';
import { AGREEMENT_LABEL, HEALTH_DRAFT, PERSONA_AGENT, storyAgreement } from '../../../stories/fixtures/studio/productionPreview';
import { storyQuestions } from '../../../stories/fixtures/HealthStory';
import { registerSchema } from '../app/fakeValidators';

const CASEY = { id: 'de000006-0000-4000-8000-000000000006', code: 'DEMO0006', name: 'Casey Nguyen', portal_id: 11, group_id: null };

// The admin calls as the server answers them for portal 11: one persona, its saved values, and the rendering.
const renderPreview = vi.hoisted(() => vi.fn<(target: unknown, content: FormLayer, persona?: string) => Promise<ProductionRenderingData>>());
const personaValues = vi.hoisted(() => vi.fn<(target: unknown, id: string) => Promise<PersonaValuesData>>());
vi.mock('../../../src/api/adminRenderPreview', () => ({ adminRenderPreview: renderPreview }));
vi.mock('../../../src/api/adminPersonas', () => ({ adminPersonas: async () => [CASEY] }));
vi.mock('../../../src/api/adminPersonaValues', () => ({ adminPersonaValues: personaValues }));

const TARGET = { form: 'agreement_info', scope: 'portal', scopeId: 11 } as const;
const AGREEMENT_DRAFT: FormLayer = { fields: { [agreementField(1)]: { label: AGREEMENT_LABEL } } };
const TEXTS = DEMO_AGREEMENT_TEXTS[11].map((text, index) => ({ id: 1 + index, ...text }));
const AGREEMENT_RESOLVED = resolveForm(agreementLayerCatalog, [{ layer: 'default', content: agreementTextsLayer(TEXTS) }, { layer: 'portal', content: AGREEMENT_DRAFT }]);

describe("the studio's preview of the agreement", () => {
  it('renders the tab as the wizard does with the draft as typed; Next shows the spec\'s messages; a persona fills it and passes', async () => {
    const user = userEvent.setup();
    renderPreview.mockImplementation(async (_target: unknown, _content: FormLayer, persona?: string) => ({ agreement: storyAgreement(persona ? 'rep' : 'applicant', Boolean(persona)) }));
    const rendering = storyAgreement('rep', true);
    personaValues.mockResolvedValue({ persona: CASEY, values: { accepted_agreements: rendering.texts.map((t) => t.id), agreement_hash: rendering.hash } });
    render(<Preview formName="agreement_info" target={TARGET} resolved={AGREEMENT_RESOLVED} content={AGREEMENT_DRAFT} />);

    expect(await screen.findByRole('checkbox', { name: new RegExp(AGREEMENT_LABEL.replace('.', '\\.')) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: TEXTS[0].text_head })).toBeTruthy();
    expect(renderPreview).toHaveBeenCalledWith(TARGET, AGREEMENT_DRAFT, undefined);
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    expect(await screen.findAllByText(MESSAGES.agreementRequired)).toHaveLength(TEXTS.length);
    expect(screen.getByText(MESSAGES.signatureRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('agreement-0'));

    await user.selectOptions(await screen.findByRole('combobox', { name: T.previewAs }), CASEY.id);
    expect(await screen.findByDisplayValue(PERSONA_AGENT.name)).toBeTruthy();
    expect(renderPreview).toHaveBeenLastCalledWith(TARGET, AGREEMENT_DRAFT, CASEY.id);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    expect(await screen.findByText(T.previewValid)).toBeTruthy();
  });
});

describe("the studio's preview of the fields a draft adds to the agreement", () => {
  // The draft adds a required select and words two messages its own way.
  const REQUIRED = 'Please answer this before you sign';
  const SIGN = 'Sign here, please';
  const ADDING: FormLayer = {
    fields: {
      contact_time: { widget: 'select', label: 'Preferred contact time', required: true, choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }] },
    },
    messages: { required: REQUIRED, signatureRequired: SIGN },
  };
  const resolved = resolveForm(agreementLayerCatalog, [{ layer: 'default', content: agreementTextsLayer(TEXTS) }, { layer: 'portal', content: ADDING }]);
  const defs = agreementAddedDefinitions(resolved);
  const validator = registerSchema(formSchema(withFormMessages(buildForm(AGREEMENT_FORM, agreementLayerCatalog, defs), ADDING.messages)));

  it('renders them below the agreements; Next checks them first, then the agreement, every message in the draft\'s words; a persona\'s saved value fills them', async () => {
    const user = userEvent.setup();
    renderPreview.mockImplementation(async (_target: unknown, _content: FormLayer, persona?: string) => ({
      agreement: {
        ...storyAgreement(persona ? 'rep' : 'applicant', Boolean(persona)),
        added: { result: defs.map((def) => ({ ...def, value: persona ? 'pm' : '' })), validator }, messages: ADDING.messages,
      },
    }));
    personaValues.mockResolvedValue({ persona: CASEY, values: {} });
    render(<Preview formName="agreement_info" target={TARGET} resolved={resolved} content={ADDING} />);

    const addedSelect = () => screen.getByRole('combobox', { name: /Preferred contact time/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: T.previewAs }), CASEY.id);
    await waitFor(() => expect(addedSelect()).toHaveProperty('value', 'pm'));

    // No one: the added select is empty, and Next stops at it before the agreement's rules.
    await user.selectOptions(screen.getByRole('combobox', { name: T.previewAs }), '');
    await waitFor(() => expect(addedSelect()).toHaveProperty('value', ''));
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(screen.queryByText(SIGN)).toBeNull();

    await user.selectOptions(addedSelect(), 'am');
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    expect(await screen.findByText(SIGN)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.signatureRequired)).toBeNull();
  });
});

describe("the studio's preview of health", () => {
  it('renders the draft\'s questions as the wizard does; Next shows the spec\'s message at each; a persona\'s No answers pass', async () => {
    const user = userEvent.setup();
    const questions = storyQuestions(undefined, HEALTH_DRAFT);
    renderPreview.mockResolvedValue({ health: { result: questions, validator: registerSchema(formSchema(buildHealthForm(questions))) } });
    personaValues.mockResolvedValue({ persona: CASEY, values: allNoHealthInfo() });
    const resolved = resolveForm(healthLayerCatalog, [{ layer: 'default', content: HEALTH_SHOWN }, { layer: 'portal', content: HEALTH_DRAFT }]);
    render(<Preview formName="primary_health_info" target={{ ...TARGET, form: 'primary_health_info' }} resolved={resolved} content={HEALTH_DRAFT} />);

    const reworded = await screen.findByRole('group', { name: HEALTH_DRAFT.fields.question_140.label });
    expect(screen.queryByRole('group', { name: /admitted to a hospital overnight/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    await waitFor(() => expect(within(reworded).getByText(MESSAGES.required)).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: T.previewAs }), CASEY.id);
    await waitFor(() => expect(within(screen.getByRole('group', { name: HEALTH_DRAFT.fields.question_140.label })).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true));
    await user.click(screen.getByRole('button', { name: T.previewNext }));
    expect(await screen.findByText(T.previewValid)).toBeTruthy();
  });
});
