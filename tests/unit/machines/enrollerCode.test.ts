import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { enrollerCodeMachine, type EnrollerCodeInput } from '../../../machines/enrollerCode';
import { enrollerCodeBlock } from '../../../domain/wizardRules';
import { MESSAGES } from '../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from './harness';

const INVALID = [{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeInvalid }];
const EVENTS = [
  { type: 'enroller.open' },
  { type: 'enroller.cancel' },
  { type: 'enroller.submit', code: '' },
  { type: 'enroller.submit', code: '   ' },
  { type: 'enroller.submit', code: 'ENR-1001' },
  { type: 'xstate.done.actor.saveCode', output: {} },
  { type: 'xstate.error.actor.saveCode', error: INVALID },
  { type: 'xstate.error.actor.saveCode', error: new Error('Network down') },
];

const base: EnrollerCodeInput = { eprocess: 'applicant', serverShows: false, required: false, saved: false };
// Whether a group requires a code is data of the group (groups.requires_enroller_code): the machine has it from check-enroll-code's required.
const SCENARIOS: Array<{ name: string; input: EnrollerCodeInput }> = [
  { name: 'rep enroller', input: { ...base, eprocess: 'rep' } },
  { name: 'group 2556, code required by the server', input: { ...base, eprocess: 'group', required: true } },
  { name: 'applicant of group 2512, code required by the server', input: { ...base, required: true } },
  { name: 'group 2556 with a code already saved', input: { ...base, required: true, saved: true } },
  { name: 'applicant the server shows the button to', input: { ...base, serverShows: true } },
  { name: 'applicant without the button', input: base },
];

const events = (run: Run) => run.events as Array<{ type: string; code?: string; output?: unknown; error?: unknown }>;

/** The spec's rule, restated: button for rep, the groups requiring a code (2556/2512), or when check-enroll-code says so. */
function buttonShown(input: EnrollerCodeInput): boolean {
  return input.eprocess === 'rep' || input.required || input.serverShows;
}

/** Where a code is required (groups 2556 and 2512) Next is blocked until one is saved; saving clears it. */
function nextBlocked(input: EnrollerCodeInput, run: Run): boolean {
  const savedNow = input.saved || events(run).some((e) => e.type === 'xstate.done.actor.saveCode');
  return input.required && !savedNow;
}

function assertSpec(input: EnrollerCodeInput, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as { error: string | null; required: boolean; saved: boolean };
  const ev = lastEvent(run) as { type: string; code?: string; output?: unknown; error?: unknown } | undefined;
  expect(s.can({ type: 'enroller.open' })).toBe(s.value === 'closed' && buttonShown(input));
  expect(enrollerCodeBlock(ctx)).toBe(nextBlocked(input, run) ? MESSAGES.enrollerCodeEmpty : null);
  // The dialog shows whenever it is open, busy while the code is saved.
  expect(s.hasTag('dialog')).toBe(s.value !== 'closed');
  expect(s.hasTag('busy')).toBe(s.value === 'saving');
  switch (s.value) {
    case 'closed':
      expect(ctx.error).toBeNull();
      break;
    case 'open':
      if (ev?.type === 'enroller.open') expect(ctx.error).toBeNull();
      if (ev?.type === 'enroller.submit') {
        expect(ctx.error).toBe(MESSAGES.enrollerCodeEmpty);
        expect(run.calls).toHaveLength(events(run).filter((e) => e.type === 'enroller.submit' && e.code === 'ENR-1001').length);
      }
      // The modal shows the server's message.
      if (ev?.type.startsWith('xstate.')) expect(ctx.error).toBe(ev.type.includes('error') && ev.error instanceof Error ? 'Network down' : MESSAGES.enrollerCodeInvalid);
      break;
    case 'saving':
      expect(run.calls.at(-1)).toEqual({ type: 'saveCode', params: { code: 'ENR-1001' } });
      expect(ctx.error).toBeNull();
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe.each(SCENARIOS)('enroller code model: $name', ({ input }) => {
  // Where the button shows, the walk reaches the modal and the save; elsewhere it stays closed.
  itWalksModel(enrollerCodeMachine, {
    input,
    events: EVENTS,
    actions: [],
    actors: ['saveCode'],
    assertState: (run) => assertSpec(input, run),
  }, buttonShown(input)
    ? { reaches: ['closed', 'open', 'saving'] }
    : { reaches: ['closed'], unsent: EVENTS.map((e) => e.type) });
});

describe('enroller code: without the button', () => {
  it('never opens the modal', () => {
    const actor = createActor(enrollerCodeMachine, { input: base }).start();
    actor.send({ type: 'enroller.open' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
