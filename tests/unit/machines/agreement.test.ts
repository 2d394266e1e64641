/**
 * The agreement machine, model-tested in each verification mode: after every step of every
 * path, the errors shown, the signature state and what Next sent are what enrollment.md says
 * (restated here from the spec, not from the rules under test).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { agreementMachine, type AgreementInput } from '../../../machines/agreement';
import type { AgreementField } from '../../../domain/agreementRules';
import { MESSAGES } from '../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run, type TestEvent } from './harness';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const IDS = [4, 5, 6];
const HASH = 'a'.repeat(64);
const DOB = '01/20/1979';

const field = (field_name: string, required: boolean, read_only: boolean, value = ''): AgreementField => ({ field_name, required, read_only, value });
const NAME = field('user_name', false, true, 'Dana Ellis');
const DATE = field('date', false, true, '11/22/2026');

interface Scenario {
  name: string;
  input: AgreementInput;
  mode: string;
  /** Whether the signature section shows, and whether a signature is required. */
  signs: boolean;
  signatureRequired: boolean;
}

const input = (eprocess: AgreementInput['eprocess'], fields: AgreementField[]): AgreementInput =>
  ({ agreementIds: IDS, hash: HASH, fields, eprocess, accepted: [], values: {} });

const SCENARIOS: Scenario[] = [
  {
    name: 'broker (rep)', mode: 'rep', signs: false, signatureRequired: false,
    input: input('rep', [field('agent_name', true, true, 'Jordan Avery'), field('agent_code', true, true, 'AVERY001'), NAME, DATE]),
  },
  {
    name: 'group', mode: 'group', signs: false, signatureRequired: false,
    input: input('group', [field('group_name', true, true, 'Acme Manufacturing'), field('group_code', true, true, 'ACME2001'), NAME, DATE]),
  },
  {
    name: 'applicant answering the question', mode: 'applicant', signs: false, signatureRequired: false,
    input: input('applicant', [{ ...NAME, required: true }, field('question', false, true, 'What is your date of birth?'), field('answer', true, false), DATE]),
  },
  {
    name: 'applicant signing (sigapplicant)', mode: 'sigapplicant', signs: true, signatureRequired: true,
    input: input('applicant', [NAME, DATE, field('signature', true, false)]),
  },
  {
    // The broker outranks a signature field: the pad shows, and signing is optional.
    name: 'broker with an optional signature', mode: 'rep', signs: true, signatureRequired: false,
    input: input('rep', [field('agent_name', true, true, 'Jordan Avery'), field('agent_code', false, true, 'AVERY001'), field('signature', true, false)]),
  },
];

const EVENTS: TestEvent[] = [
  ...IDS.flatMap((id) => [{ type: 'agreement.check', id, checked: true }, { type: 'agreement.check', id, checked: false }]),
  { type: 'agreement.check', id: 99, checked: true },
  { type: 'agreement.input', field: 'answer', value: DOB },
  { type: 'signature.drawn', dataUrl: PNG },
  { type: 'signature.clear' },
  { type: 'signature.method', method: 'type' },
  { type: 'signature.method', method: 'draw' },
  { type: 'signature.typed', name: 'dana  ellis' },
  { type: 'signature.typed', name: 'Dan Smith' },
  { type: 'agreement.submit' },
  // The same texts read again (a switch to the language they were in): nothing the spec sees changes.
  { type: 'agreement.reread', hash: HASH },
];
const SIGNATURE_EVENTS = ['signature.drawn', 'signature.clear', 'signature.method', 'signature.typed'];

/** What the user has done so far, replayed from the path's events. */
function replay(scenario: Scenario, run: Run) {
  const accepted = new Set<number>();
  let method = scenario.signs ? 'draw' : 'none';
  let drawn: string | null = null;
  let typed = '';
  let answer = '';
  for (const event of run.events) {
    if (event.type === 'agreement.check' && IDS.includes(event.id as number)) {
      if (event.checked) accepted.add(event.id as number);
      else accepted.delete(event.id as number);
    }
    if (event.type === 'agreement.input') answer = String(event.value);
    if (!scenario.signs) continue;
    if (event.type === 'signature.method' && event.method !== method) [method, drawn, typed] = [String(event.method), null, ''];
    if (event.type === 'signature.drawn' && method === 'draw') drawn = String(event.dataUrl);
    if (event.type === 'signature.typed' && method === 'type') typed = String(event.name);
    if (event.type === 'signature.clear') [drawn, typed] = [null, ''];
  }
  return { accepted, method, drawn, typed, answer };
}

/** enrollment.md section 5, restated: each agreement, the required answer, the signature. */
function specErrors(scenario: Scenario, done: ReturnType<typeof replay>) {
  const errors: { target_element: string; error_message: string }[] = IDS.flatMap((id, index) => (done.accepted.has(id)
    ? [] : [{ target_element: `agreements.${index}`, error_message: MESSAGES.agreementRequired }]));
  if (scenario.mode === 'applicant' && done.answer === '') errors.push({ target_element: 'answer', error_message: MESSAGES.required });
  const typed = done.method === 'type' ? done.typed.trim() : '';
  // A typed name must be the applicant's, when their name is shown.
  const shownName = scenario.input.fields.some((f) => f.field_name === 'user_name');
  if (typed !== '' && shownName && typed.toLowerCase().replace(/\s+/g, ' ') !== 'dana ellis') {
    errors.push({ target_element: 'signature', error_message: MESSAGES.typedNameMismatch });
  } else if (scenario.signatureRequired && !(done.method === 'draw' ? done.drawn : typed)) {
    errors.push({ target_element: 'signature', error_message: MESSAGES.signatureRequired });
  }
  return errors;
}

/** The body Next sends: every filled field, the checked agreements in order, the hash and the signature. */
function specPayload(scenario: Scenario, done: ReturnType<typeof replay>) {
  const payload: Record<string, unknown> = { eprocess: scenario.input.eprocess, accepted_agreements: IDS.filter((id) => done.accepted.has(id)), agreement_hash: HASH };
  for (const f of scenario.input.fields) {
    const value = f.field_name === 'answer' ? done.answer : String(f.value);
    if (f.field_name !== 'signature' && value !== '') payload[f.field_name] = value;
  }
  if (done.method === 'draw' && done.drawn) payload.signature = done.drawn;
  if (done.method === 'type' && done.typed.trim()) payload.typed_signature = done.typed.trim();
  return payload;
}

function assertSpec(scenario: Scenario, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as { mode: string; errors: unknown[]; accepted: number[] };
  const done = replay(scenario, run);
  const submits = run.events.filter((e) => e.type === 'agreement.submit').length;
  expect(ctx.mode).toBe(scenario.mode);
  expect(ctx.accepted).toEqual(IDS.filter((id) => done.accepted.has(id)));
  // The signature section: none where no signature applies; otherwise the pad or the typed name, empty or signed.
  const signed = done.method === 'draw' ? Boolean(done.drawn) : done.typed.trim() !== '';
  expect(s.value).toEqual(scenario.signs ? { [done.method === 'draw' ? 'drawing' : 'typing']: signed ? 'signed' : 'empty' } : 'noSignature');
  // Errors show only once Next was pressed, and then follow every change.
  expect(ctx.errors).toEqual(submits > 0 ? specErrors(scenario, done) : []);
  if (lastEvent(run)?.type !== 'agreement.submit') return;
  const expected = specErrors(scenario, done);
  const sent = effectsOf(run, 'submit');
  if (expected.length === 0) {
    expect(sent.at(-1)).toEqual({ type: 'submit', params: { payload: specPayload(scenario, done) } });
  } else {
    expect(effectsOf(run, 'showErrors').length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(submits);
  }
}

describe.each(SCENARIOS)('agreement model: $name', (scenario) => {
  const signingStates = [{ drawing: 'empty' }, { drawing: 'signed' }, { typing: 'empty' }, { typing: 'signed' }];
  itWalksModel(agreementMachine, {
    input: scenario.input,
    events: EVENTS,
    actions: ['submit', 'showErrors'],
    actors: [],
    assertState: (run) => assertSpec(scenario, run),
  }, {
    reaches: scenario.signs ? signingStates : ['noSignature'],
    // Without a signature section, signature events change nothing; a reread of the same texts never does (its own test below).
    unsent: scenario.signs ? ['agreement.reread'] : [...SIGNATURE_EVENTS, 'agreement.reread'],
  });
});

describe('agreement machine', () => {
  it('keeps agreements checked in a draft of the same texts, in display order, and ignores unknown ids', () => {
    const actor = createActor(agreementMachine, { input: { ...SCENARIOS[0].input, accepted: [6, 4, 77] } }).start();
    expect(actor.getSnapshot().context.accepted).toEqual([4, 6]);
  });

  it('sends the hash of the texts read last after a switch read them again, what was checked and typed kept', () => {
    const actor = createActor(agreementMachine, { input: { ...SCENARIOS[0].input, accepted: [4] } }).start();
    actor.send({ type: 'agreement.check', id: 5, checked: true });
    const spanish = 'b'.repeat(64);
    actor.send({ type: 'agreement.reread', hash: spanish });
    expect(actor.getSnapshot().context).toMatchObject({ hash: spanish, accepted: [4, 5] });
  });
});
