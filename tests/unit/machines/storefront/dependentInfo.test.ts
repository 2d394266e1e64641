import { describe, expect } from 'vitest';
import { dependentInfoMachine, type DependentInfoContext } from '../../../../machines/storefront/dependentInfo';
import { MESSAGES } from '../../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from '../harness';

const HELD = { spouse_dob: '02/02/1986', no_of_children: 2 };

const EVENTS = [
  { type: 'xstate.done.actor.loadInfo', output: { spouse_dob: null, no_of_children: null } },
  { type: 'xstate.done.actor.loadInfo', output: HELD },
  { type: 'xstate.error.actor.loadInfo', error: new Error('Network down') },
  { type: 'dependents.change', field: 'dep_dob', values: { dep_dob: '02/02/1986', no_of_children: '' } },
  { type: 'dependents.change', field: 'no_of_children', values: { dep_dob: '02/02/1986', no_of_children: '2' } },
  // The engine hands only values its schema passed.
  { type: 'dependents.submit', values: { dep_dob: '02/02/1986', no_of_children: '2' } },
  { type: 'xstate.done.actor.storeInfo', output: HELD },
  { type: 'xstate.error.actor.storeInfo', error: [{ target_element: 'dep_dob', error_message: MESSAGES.pastDate }] },
  { type: 'xstate.error.actor.storeInfo', error: new Error('Network down') },
];

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as DependentInfoContext;
  const ev = lastEvent(run) as { type: string; field?: string; error?: unknown } | undefined;
  // The values are the engine's (a loaded, changed or submitted set).
  expect(['', '02/02/1986']).toContain(ctx.values.dep_dob);
  if (s.value !== 'saved') expect(effectsOf(run, 'saved')).toEqual([]);
  switch (s.value) {
    case 'loading':
      expect(ctx.values).toEqual({ dep_dob: '', no_of_children: '' });
      break;
    case 'editing':
      if (ev?.type === 'dependents.change') expect(ctx.errors[ev.field!]).toBeUndefined();
      if (ev?.type === 'xstate.error.actor.storeInfo') {
        expect(ctx.errors).toEqual(ev.error instanceof Error ? { general: 'Network down' } : { dep_dob: MESSAGES.pastDate });
      }
      break;
    case 'saving':
      expect(ctx.errors).toEqual({});
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
