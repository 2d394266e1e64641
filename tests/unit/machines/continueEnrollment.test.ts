import { describe, expect } from 'vitest';
import { continueEnrollmentMachine } from '../../../machines/continueEnrollment';
import type { ContinueData, FieldError } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from './harness';

const DEMO1: ContinueData = {
  enrollment_id: 'de000001-0000-4000-8000-000000000001', saved_tab: 'primary_info', group_id: null,
  platform_group_id: 11, agent_id: 1001, open_type: null, type: 'new-member', eprocess: 'applicant',
};
const IN_CART: ContinueData = { ...DEMO1, saved_tab: 'cart_info' };
const WRONG_CODE: FieldError[] = [{ target_element: 'code', error_message: MESSAGES.continueFailed }];
const THROTTLED: FieldError[] = [{ target_element: 'code', error_message: MESSAGES.continueThrottled }];

/** Each banner input and the messages the spec expects for it. */
const SUBMITS: Array<{ code: string; email: string; errors: FieldError[] }> = [
  { code: '', email: '', errors: [{ target_element: 'code', error_message: 'Field is required' }, { target_element: 'email', error_message: 'Field is required' }] },
  { code: 'DEMO0001', email: 'foo@', errors: [{ target_element: 'email', error_message: 'Enter valid email address' }] },
  { code: '', email: 'a b@c.d', errors: [{ target_element: 'code', error_message: 'Field is required' }, { target_element: 'email', error_message: 'Enter valid email address' }] },
  { code: ' DEMO0001 ', email: 'demo@example.com ', errors: [] },
];
const EVENTS = [
  ...SUBMITS.map(({ code, email }) => ({ type: 'continue.submit', code, email })),
  { type: 'xstate.done.actor.continueEnrollment', output: DEMO1 },
  { type: 'xstate.done.actor.continueEnrollment', output: IN_CART },
  // One contract: the actor resolves the ContinueData and rejects with the answer's FieldError[] or an Error.
  { type: 'xstate.error.actor.continueEnrollment', error: WRONG_CODE },
  { type: 'xstate.error.actor.continueEnrollment', error: THROTTLED },
  { type: 'xstate.error.actor.continueEnrollment', error: new Error('Network down') },
];

const bothFlagged = (message: string) => [
  { target_element: 'code', error_message: message },
  { target_element: 'email', error_message: message },
];

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as { fieldErrors: FieldError[] };
  const ev = lastEvent(run) as { type: string; code?: string; email?: string; output?: unknown; error?: unknown } | undefined;
  expect(s.can({ type: 'continue.submit', code: 'x', email: 'y' })).toBe(s.value === 'editing');
  expect(s.hasTag('busy')).toBe(s.value !== 'editing');
  if (s.value !== 'done') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'editing':
      if (ev?.type === 'continue.submit') expect(ctx.fieldErrors).toEqual(SUBMITS.find((x) => x.code === ev.code && x.email === ev.email)!.errors);
      if (ev?.error === WRONG_CODE) expect(ctx.fieldErrors).toEqual(bothFlagged(MESSAGES.continueFailed));
      if (ev?.error === THROTTLED) expect(ctx.fieldErrors).toEqual(bothFlagged(MESSAGES.continueThrottled));
      if (ev?.error instanceof Error) expect(ctx.fieldErrors).toEqual(bothFlagged(MESSAGES.continueFailed));
      break;
    case 'submitting':
      expect(run.calls.at(-1)).toEqual({ type: 'continueEnrollment', params: { code: 'DEMO0001', email: 'demo@example.com' } });
      expect(ctx.fieldErrors).toEqual([]);
      break;
    case 'done': {
      const data = ev?.output as ContinueData;
      expect(run.effects).toEqual([
        { type: 'storeSession', params: { data } },
        { type: 'navigate', params: { to: data === IN_CART ? '/cart' : '/enrollment/personal-info', reload: true } },
      ]);
      break;
    }
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('continue-enrollment banner model', () => {
  itWalksModel(continueEnrollmentMachine, {
    events: EVENTS,
    actions: ['storeSession', 'navigate'],
    actors: ['continueEnrollment'],
    assertState: assertSpec,
  }, { reaches: ['done', 'editing', 'submitting'] });
});
