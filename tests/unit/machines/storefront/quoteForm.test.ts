import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { errorsByField, quoteFormMachine, type QuoteFormContext } from '../../../../machines/storefront/quoteForm';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

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

/** The engine's values: it checked them with the form's schema before Submit reaches the machine. */
const VALID = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', category: '' };

const EVENTS = [
  { type: 'quoteForm.change', values: { zip: '6270' } },
  // Referred By is shown, never kept: only the saved fields are.
  { type: 'quoteForm.change', values: { ...VALID, referred_by: 'Jordan Avery' } },
  { type: 'quoteForm.submit', values: VALID },
  ...answers('createFilter'),
  ...answers('changeFilter'),
];

type Ev = { type: string; values?: Record<string, string>; error?: unknown };

/** What the screens read: each state's tags (storefront screens never name a state). */
const QUOTE_FORM_TAGS: Record<string, readonly string[]> = { creating: ['busy'], updating: ['busy'] };

const assertSpec = (tempId: string | null) => (run: Run): void => {
  const { snapshot: s } = run;
  expectTags(run, QUOTE_FORM_TAGS);
  const ctx = s.context as unknown as QuoteFormContext;
  const ev = lastEvent(run) as Ev | undefined;
  // The machine keeps the saved fields as the engine hands them; the tier defaults to IO.
  expect(Object.keys(ctx.values).sort()).toEqual(['category', 'dob', 'gender', 'tier', 'zip']);
  expect(ctx.values.tier).toBe('IO');
  if (s.value !== 'submitted') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'editing':
      if (ev?.type === 'quoteForm.change') expect(ctx.error).toBeNull();
      if (ev?.type?.startsWith('xstate.error.actor')) {
        // The server's field errors go to the engine at their fields; one at no field of the form is the form's message.
        expect({ fieldErrors: ctx.fieldErrors, error: ctx.error }).toEqual(ev.error instanceof Error
          ? { fieldErrors: [], error: 'Network down' }
          : { fieldErrors: [SERVER_ERRORS[0]], error: MESSAGES.choosePlatform });
      }
      break;
    case 'creating':
      expect(tempId).toBeNull();
      expect(run.calls.at(-1)).toEqual({ type: 'createFilter', params: { values: VALID } });
      break;
    case 'updating':
      expect(tempId).toBe(TEMP);
      expect(run.calls.at(-1)).toEqual({ type: 'changeFilter', params: { tempId: TEMP, values: VALID } });
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

describe('quote form errors', () => {
  it('splits the server answer: errors at the form\'s fields, the first other message for the form', () => {
    expect(errorsByField(SERVER_ERRORS)).toEqual({ fieldErrors: [SERVER_ERRORS[0]], general: MESSAGES.choosePlatform });
  });

  it('a Submit after a failure starts clean and sends the values the engine submitted', () => {
    const actor = createActor(quoteFormMachine, { input: { values: { zip: '62701', gender: '0', tier: 'IC' } } }).start();
    actor.send({ type: 'quoteForm.submit', values: { dob: '01/01/1980', category: 'family' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ zip: '62701', gender: '0', tier: 'IC', dob: '01/01/1980', category: 'family' });
    actor.stop();
  });
});
