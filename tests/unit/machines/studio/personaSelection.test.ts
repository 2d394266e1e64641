import { describe, expect } from 'vitest';
import { personaSelectionMachine, type PersonaSelectionContext } from '../../../../machines/studio';
import { expectTags, itWalksModel, lastEvent, type Run } from '../harness';

const TAYLOR = { id: 'de000002-0000-4000-8000-000000000002', code: 'DEMO0002', name: 'Taylor Brooks' };
const MORGAN = { id: 'de000004-0000-4000-8000-000000000004', code: 'DEMO0004', name: 'Morgan Lee' };
const VALUES = { first_name: 'Taylor', ssn: 'xxxxx0002' };

const EVENTS = [
  { type: 'xstate.done.actor.listPersonas', output: [TAYLOR, MORGAN] },
  { type: 'xstate.error.actor.listPersonas', error: new Error('Network down') },
  { type: 'persona.choose', id: TAYLOR.id },
  { type: 'persona.choose', id: MORGAN.id },
  { type: 'persona.choose', id: '' },
  // Not one of the listed personas: ignored, nothing is read.
  { type: 'persona.choose', id: 'de000001-0000-4000-8000-000000000001' },
  { type: 'persona.retry' },
  { type: 'xstate.done.actor.loadPersona', output: VALUES },
  { type: 'xstate.error.actor.loadPersona', error: new Error('Network down') },
];

const TAGS = { listing: ['busy', 'unlisted'], listFailed: ['unlisted'], blank: ['noOne'], loading: ['busy'], shown: ['persona'] };

function assertSpec(run: Run): void {
  const s = run.snapshot;
  const c = s.context as unknown as PersonaSelectionContext;
  const ev = lastEvent(run);
  expectTags(run, TAGS);
  // Only listed personas are ever read.
  for (const call of run.calls.filter((x) => x.type === 'loadPersona')) expect([TAYLOR.id, MORGAN.id]).toContain(call.params);
  switch (s.value) {
    case 'listing':
      expect(run.calls.at(-1)?.type).toBe('listPersonas');
      break;
    case 'listFailed':
      expect(c.error).toBe('Network down');
      expect(s.can({ type: 'persona.choose', id: TAYLOR.id })).toBe(false);
      break;
    case 'blank':
      expect(c.personas).toEqual([TAYLOR, MORGAN]);
      expect(c.chosen).toBe('');
      expect(c.values).toBeNull();
      break;
    case 'loading':
      // The last choice is the one read; an older answer never shows as it.
      expect(run.calls.at(-1)).toEqual({ type: 'loadPersona', params: c.chosen });
      expect(c.values).toBeNull();
      if (ev?.type === 'persona.choose') expect(c.chosen).toBe(ev.id);
      break;
    case 'shown':
      expect(c.values).toEqual(VALUES);
      expect(c.chosen).not.toBe('');
      break;
    case 'failed':
      expect(c.error).toBe('Network down');
      expect(c.values).toBeNull();
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('persona selection model', () => {
  itWalksModel(personaSelectionMachine, { events: EVENTS, actions: [], actors: ['listPersonas', 'loadPersona'], assertState: assertSpec }, {
    reaches: ['listing', 'listFailed', 'blank', 'loading', 'shown', 'failed'],
  });
});
