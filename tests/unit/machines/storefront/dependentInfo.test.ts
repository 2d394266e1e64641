import { describe, expect } from 'vitest';
import { dependentInfoMachine, type DependentInfoContext } from '../../../../machines/storefront/dependentInfo';
import { dependentInfoErrors } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from '../harness';

const NOW = new Date(2026, 10, 23, 12);
const HELD = { spouse_dob: '02/02/1986', no_of_children: 2 };

const EVENTS = [
  { type: 'xstate.done.actor.loadInfo', output: { spouse_dob: null, no_of_children: null } },
  { type: 'xstate.done.actor.loadInfo', output: HELD },
  { type: 'xstate.error.actor.loadInfo', error: new Error('Network down') },
  { type: 'dependents.change', field: 'dep_dob', value: '0202a1986' },
  { type: 'dependents.change', field: 'no_of_children', value: '9' },
  { type: 'dependents.change', field: 'no_of_children', value: '2' },
  { type: 'dependents.submit', now: NOW },
  { type: 'xstate.done.actor.storeInfo', output: HELD },
  { type: 'xstate.error.actor.storeInfo', error: [{ target_element: 'dep_dob', error_message: MESSAGES.pastDate }] },
  { type: 'xstate.error.actor.storeInfo', error: new Error('Network down') },
];

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as DependentInfoContext;
  const ev = lastEvent(run) as { type: string; field?: string; error?: unknown } | undefined;
  // The DOB keeps digits and slashes only; the children one of the choices typed.
  expect(['', '02/02/1986']).toContain(ctx.values.dep_dob);
  if (s.value !== 'saved') expect(effectsOf(run, 'saved')).toEqual([]);
  switch (s.value) {
    case 'loading':
      expect(ctx.values).toEqual({ dep_dob: '', no_of_children: '' });
      break;
    case 'editing':
      if (ev?.type === 'dependents.submit') {
        // Family (IF): the spouse's DOB and 1-8 children, each message at its field; nothing stored.
        expect(ctx.errors).toEqual(Object.fromEntries(dependentInfoErrors('IF', ctx.values, NOW).map((e) => [e.target_element, e.error_message])));
        expect(Object.keys(ctx.errors).length).toBeGreaterThan(0);
      }
      if (ev?.type === 'dependents.change') expect(ctx.errors[ev.field!]).toBeUndefined();
      if (ev?.type === 'xstate.error.actor.storeInfo') {
        expect(ctx.errors).toEqual(ev.error instanceof Error ? { general: 'Network down' } : { dep_dob: MESSAGES.pastDate });
      }
      break;
    case 'saving':
      expect(dependentInfoErrors('IF', ctx.values, NOW)).toEqual([]);
      expect(run.calls.at(-1)).toEqual({ type: 'storeInfo', params: { values: { dep_dob: '02/02/1986', no_of_children: '2' } } });
      break;
    case 'saved':
      expect(ctx.saved).toEqual(HELD);
      expect(effectsOf(run, 'saved')).toEqual([{ type: 'saved', params: HELD }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('dependent info model (tier IF)', () => {
  itWalksModel(dependentInfoMachine, {
    input: { tier: 'IF' }, events: EVENTS, actions: ['saved'], actors: ['loadInfo', 'storeInfo'], assertState: assertSpec,
  }, { reaches: ['loading', 'editing', 'saving', 'saved'] });
});
