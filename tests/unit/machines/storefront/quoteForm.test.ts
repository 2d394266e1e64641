import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { errorsByField, quoteFormMachine, type QuoteFormContext } from '../../../../machines/storefront/quoteForm';
import { quoteErrors } from '../../../../domain/storefront/quoteRules';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

const NOW = new Date(2026, 10, 23, 12);
const TEMP = '0b7c6d1e-1111-4222-8333-944445555666';
const SERVER_ERRORS = [
  { target_element: 'zip', error_message: MESSAGES.zipUnknown },
  { target_element: 'platform_group_id', error_message: MESSAGES.choosePlatform },
];

const answers = (actor: string) => [
  { type: `xstate.done.actor.${actor}`, output: { temp_enrollment_id: TEMP } },
  { type: `xstate.error.actor.${actor}`, error: SERVER_ERRORS },
  { type: `xstate.error.actor.${actor}`, error: new Error('Network down') },
];

const EVENTS = [
  { type: 'quoteForm.change', field: 'zip', value: '627011' },
  { type: 'quoteForm.change', field: 'zip', value: '6270' },
  { type: 'quoteForm.change', field: 'dob', value: '05141980' },
  { type: 'quoteForm.change', field: 'gender', value: '1' },
  { type: 'quoteForm.submit', now: NOW },
  ...answers('createFilter'),
  ...answers('changeFilter'),
];

type Ev = { type: string; field?: string; value?: string; error?: unknown };

/** What the screens read: each state's tags (storefront screens never name a state). */
const QUOTE_FORM_TAGS: Record<string, readonly string[]> = { creating: ['busy'], updating: ['busy'] };

const assertSpec = (tempId: string | null) => (run: Run): void => {
  const { snapshot: s } = run;
  expectTags(run, QUOTE_FORM_TAGS);
  const ctx = s.context as unknown as QuoteFormContext;
  const ev = lastEvent(run) as Ev | undefined;
  // The zip input is capped at 5 characters; the DOB reads MM/DD/YYYY as typed.
  expect(['', '62701', '6270']).toContain(ctx.values.zip);
  expect(['', '05/14/1980']).toContain(ctx.values.dob);
  expect(ctx.values.tier).toBe('IO');
  if (s.value !== 'submitted') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'editing':
      if (ev?.type === 'quoteForm.submit') {
        // Submit with a rule broken: every message at its field, nothing called.
        expect(ctx.errors).toEqual(errorsByField(quoteErrors(ctx.values, { now: NOW })).errors);
        expect(Object.keys(ctx.errors).length).toBeGreaterThan(0);
      }
      if (ev?.type === 'quoteForm.change') expect(ctx.errors[ev.field as 'zip']).toBeUndefined();
      if (ev?.type?.startsWith('xstate.error.actor')) {
        expect({ errors: ctx.errors, error: ctx.error }).toEqual(ev.error instanceof Error
          ? { errors: {}, error: 'Network down' }
          : { errors: { zip: MESSAGES.zipUnknown }, error: MESSAGES.choosePlatform });
      }
      break;
    case 'creating':
      expect(tempId).toBeNull();
      expect(quoteErrors(ctx.values, { now: NOW })).toEqual([]);
      expect(run.calls.at(-1)).toEqual({ type: 'createFilter', params: { values: { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', category: '' } } });
      break;
    case 'updating':
      expect(tempId).toBe(TEMP);
      expect(run.calls.at(-1)).toEqual({ type: 'changeFilter', params: { tempId: TEMP, values: { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', category: '' } } });
      break;
    case 'submitted':
      expect(ctx.tempId).toBe(TEMP);
      expect(run.effects).toEqual([
        ...(tempId === null ? [{ type: 'storeTempId', params: { tempId: TEMP } }] : []),
        { type: 'refresh', params: { plans: tempId !== null } },
        { type: 'navigate', params: { to: '/plans' } },
      ]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
};

const OPTIONS = { events: EVENTS, actions: ['storeTempId', 'refresh', 'navigate'], actors: ['createFilter', 'changeFilter'] };

describe('quote form model: a new visitor creates the temporary enrollment', () => {
  itWalksModel(quoteFormMachine, { ...OPTIONS, assertState: assertSpec(null) }, {
    reaches: ['editing', 'creating', 'submitted'], unsent: ['xstate.done.actor.changeFilter', 'xstate.error.actor.changeFilter'],
  });
});

describe('quote form model: a visitor with a tempId updates it', () => {
  itWalksModel(quoteFormMachine, { ...OPTIONS, input: { tempId: TEMP }, assertState: assertSpec(TEMP) }, {
    reaches: ['editing', 'updating', 'submitted'], unsent: ['xstate.done.actor.createFilter', 'xstate.error.actor.createFilter'],
  });
});

describe('quote form with a premier plan selected or in the cart', () => {
  it('asks for the category, shows each rule at its field, and clears a message when its field is typed in', () => {
    const actor = createActor(quoteFormMachine, { input: { premier: true, values: { zip: '62701', gender: '0', tier: 'IC' } } }).start();
    actor.send({ type: 'quoteForm.change', field: 'dob', value: `0101${NOW.getFullYear() - 17}` });
    actor.send({ type: 'quoteForm.submit', now: NOW });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ dob: 'You must be 18 years to proceed', category: 'Field is required' });
    actor.send({ type: 'quoteForm.change', field: 'category', value: 'medical' });
    expect(actor.getSnapshot().context.errors).toEqual({ dob: 'You must be 18 years to proceed' });
    actor.send({ type: 'quoteForm.change', field: 'dob', value: '13/45/1980' });
    expect(actor.getSnapshot().context.values.dob).toBe('12/31/1980');
    actor.send({ type: 'quoteForm.submit', now: NOW });
    // createFilter is not provided here: the machine invoked it (and its default refuses to run).
    expect(actor.getSnapshot().value).toBe('creating');
    actor.stop();
  });
});
