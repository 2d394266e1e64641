/**
 * Compare versions of Health Questions and of Agreement & Signature as rendered forms (issue 15):
 * two versions side by side by the wizard's own components, each side's ids its own (no id twice,
 * every label and aria reference reaching its own side's element), every control read-only, each
 * changed field's label ending in '(changed)' on both sides. The wizard's own ids stay as they
 * were when no prefix is given.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agreementAddedDefinitions, buildForm, buildHealthForm, formSchema, resolveForm } from '../../../adapters';
import { agreementMachine } from '../../../machines/agreement';
import type { ProductionRenderingData, VersionData } from '../../../schemas/api/adminTypes';
import { DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';
import { AGREEMENT_FORM, agreementLayerCatalog } from '../../../schemas/forms/agreementForm';
import type { FormLayer } from '../../../schemas/forms/definition';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { AgreementForm } from '../../../src/enrollment/agreement/AgreementForm';
import { HealthForm } from '../../../src/enrollment/health/HealthForm';
import { RenderedCompare } from '../../../src/studio/versions/RenderedCompare';
import { createActor } from 'xstate';
import { localValidation } from '../../../stories/fixtures/localValidation';
import { AGREEMENT_LABEL, HEALTH_DRAFT } from '../../../stories/fixtures/studio/productionPreview';
import { AGREEMENT_CHANGED, agreementVersions, HEALTH_CHANGED, healthVersions } from '../../../stories/fixtures/studio/renderedCompare';
import { registerSchema } from '../app/fakeValidators';

// Each version's content names its rendering: GET …/versions/{n} answers the content, POST …/draft/render renders it.
const renderings = new Map<string, ProductionRenderingData>();
vi.mock('../../../src/api/adminReadVersion', () => ({
  adminReadVersion: async (_target: unknown, version: string): Promise<Partial<VersionData>> => ({ version: Number(version), content: { fields: {}, tab: { title: version } } as FormLayer }),
}));
vi.mock('../../../src/api/adminRenderPreview', () => ({
  adminRenderPreview: async (_target: unknown, content: FormLayer) => renderings.get(String(content.tab?.title))!,
}));

const mark = (label: string) => `${label} (${T.changedMark})`;
const REWORDED = HEALTH_DRAFT.fields.question_140.label!;
const DROPPED = 'In the past 2 years, have you been admitted to a hospital overnight?';

/** Every id once on the page, and every label and aria reference names an element there. */
function expectOwnIds() {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  const references = [
    ...[...document.querySelectorAll('label[for]')].map((label) => label.getAttribute('for')!),
    ...[...document.querySelectorAll('[aria-labelledby], [aria-describedby]')].flatMap((element) =>
      `${element.getAttribute('aria-labelledby') ?? ''} ${element.getAttribute('aria-describedby') ?? ''}`.split(' ').filter(Boolean)),
  ];
  expect(references.filter((id) => !document.getElementById(id))).toEqual([]);
}

/** The two sides. */
async function sides() {
  return { from: within(await screen.findByTestId('studio-compare-from')), to: within(screen.getByTestId('studio-compare-to')) };
}

/** Each side's every control disabled: the compare reads, it changes nothing. */
function expectReadOnly() {
  for (const side of ['from', 'to']) {
    const controls = [...screen.getByTestId(`studio-compare-${side}`).querySelectorAll<HTMLInputElement>('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((control) => !control.matches(':disabled'))).toEqual([]);
  }
}

describe('Compare versions of health as rendered forms', () => {
  it('shows both versions by the wizard\'s health form, the changed questions and the changed detail field marked, no id twice', async () => {
    const [one, two] = healthVersions();
    renderings.set('1', { health: { result: one, validator: registerSchema(formSchema(buildHealthForm(one))) } });
    renderings.set('2', { health: { result: two, validator: registerSchema(formSchema(buildHealthForm(two))) } });
    const changes = [...HEALTH_CHANGED].map((field) => ({ kind: 'field' as const, field, prop: 'label', before: null, after: null }));
    render(<RenderedCompare target={{ form: 'primary_health_info', scope: 'group', scopeId: 2001 }} formName="primary_health_info" from="1" to="2" changes={changes} />);

    const { from, to } = await sides();
    expect(await to.findByRole('group', { name: mark(REWORDED) })).toBeTruthy();
    expect(await from.findByRole('group', { name: mark(DROPPED) })).toBeTruthy();
    expect(to.queryByRole('group', { name: new RegExp(DROPPED) })).toBeNull();
    expect(from.getByRole('group', { name: mark(DROPPED) })).toBeTruthy();
    expect(from.getByRole('group', { name: mark(one.codition_questions[0].question_text) })).toBeTruthy();
    // The changed detail field shows (its question answered Yes), marked on both sides, each under its own label.
    expect(to.getAllByLabelText(mark('Diagnosis')).length).toBeGreaterThan(0);
    expect(from.getAllByLabelText(mark('Health Condition')).length).toBeGreaterThan(0);
    expect(to.queryByLabelText(mark('Dosage'))).toBeNull();
    expectReadOnly();
    expectOwnIds();
  });
});

describe('Compare versions of the agreement as rendered forms', () => {
  it('shows both versions by the wizard\'s agreement form, the reworded agreement and the added field marked, no id twice', async () => {
    const [one, two] = agreementVersions();
    const adding: FormLayer = { fields: { contact_time: { widget: 'select', label: 'Preferred contact time', required: true, choices: [{ value: 'am', label: 'Morning' }] } } };
    const defs = agreementAddedDefinitions(resolveForm(agreementLayerCatalog, [{ layer: 'group', content: adding }]));
    const validator = registerSchema(formSchema(buildForm(AGREEMENT_FORM, agreementLayerCatalog, defs)));
    renderings.set('1', { agreement: one });
    renderings.set('2', { agreement: { ...two, added: { result: defs, validator } } });
    const changes = [...AGREEMENT_CHANGED, 'contact_time'].map((field) => ({ kind: 'field' as const, field, prop: 'label', before: null, after: null }));
    render(<RenderedCompare target={{ form: 'agreement_info', scope: 'group', scopeId: 2001 }} formName="agreement_info" from="1" to="2" changes={changes} />);

    const { from, to } = await sides();
    expect(await to.findByRole('checkbox', { name: mark(AGREEMENT_LABEL) })).toBeTruthy();
    expect(await from.findByRole('checkbox', { name: mark(DEMO_AGREEMENT_TEXTS[11][0].text_required) })).toBeTruthy();
    expect(from.getByRole('checkbox', { name: mark(DEMO_AGREEMENT_TEXTS[11][0].text_required) })).toBeTruthy();
    expect(from.getByRole('checkbox', { name: DEMO_AGREEMENT_TEXTS[11][1].text_required })).toBeTruthy();
    expect(await to.findByRole('combobox', { name: mark('Preferred contact time') })).toBeTruthy();
    expect(from.queryByRole('combobox', { name: /Preferred contact time/ })).toBeNull();
    expectReadOnly();
    expectOwnIds();
  });
});

describe("the wizard's health and agreement forms without a prefix", () => {
  it('keep the ids the enrollee\'s pages have always had', () => {
    const [questions] = healthVersions();
    const [agreement] = agreementVersions();
    const actor = createActor(agreementMachine, { input: { agreementIds: agreement.texts.map((t) => t.id), hash: agreement.hash, fields: agreement.fields, eprocess: 'applicant', accepted: [], values: {} } }).start();
    const targets = { register: () => () => undefined, focusFirst: () => false };
    const { container } = render(
      <>
        <HealthForm id="health-form" questions={questions} validation={localValidation(buildHealthForm(questions))} values={{}} onChange={() => undefined} onSubmit={() => undefined} />
        <AgreementForm texts={agreement.texts} context={actor.getSnapshot().context} send={() => undefined} errors={[]} targets={targets} />
      </>,
    );
    expect(container.querySelector('#agreement-0')).not.toBeNull();
    expect(container.querySelector('#root_condition_questions_0_yes_no_flag, [id^="root_"]')).not.toBeNull();
  });
});
