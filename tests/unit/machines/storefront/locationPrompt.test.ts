import { describe, expect, it } from 'vitest';
import { locationPromptMachine, roundPosition, type LocationPromptInput } from '../../../../machines/storefront/locationPrompt';
import { effectsOf, itWalksModel, lastEvent, type Run } from '../harness';

/** Jordan Avery's Springfield, to more decimals than we keep. */
const HERE = { latitude: 39.78172, longitude: -89.65015 };
const KEPT = { latitude: 39.78, longitude: -89.65 };

const EVENTS = [
  { type: 'location.allow' },
  { type: 'location.deny' },
  { type: 'location.dismiss' },
  { type: 'xstate.done.actor.checkLead', output: { status: false, zip_code: null } },
  { type: 'xstate.done.actor.checkLead', output: { status: true, zip_code: '62701' } },
  { type: 'xstate.error.actor.checkLead', error: new Error('Network down') },
  { type: 'xstate.done.actor.locate', output: HERE },
  { type: 'xstate.error.actor.locate', error: new Error('User denied Geolocation') },
  { type: 'xstate.done.actor.saveLead', output: null },
  { type: 'xstate.error.actor.saveLead', error: new Error('Network down') },
];

const ACTIONS = ['storeAnswer', 'storeLocation'];
const ACTORS = ['checkLead', 'locate', 'saveLead'];

/** What the visitor's answer stores, by the event that gave it. */
const ANSWER: Record<string, string> = {
  'location.deny': 'denied', 'location.dismiss': 'dismissed', 'xstate.error.actor.locate': 'denied',
};

function assertSpec(run: Run): void {
  const v = run.snapshot.value as string;
  const ev = lastEvent(run)?.type ?? '';
  // The banner shows only in 'shown', and only after the device check said the server does not know this device.
  expect(run.snapshot.can({ type: 'location.allow' })).toBe(v === 'shown');
  // The banner reads its tag, not the state's name.
  expect(run.snapshot.hasTag('shown')).toBe(v === 'shown');
  switch (v) {
    case 'checking':
      expect(run.calls).toEqual([{ type: 'checkLead' }]);
      expect(run.effects).toEqual([]);
      break;
    case 'shown':
      expect(ev).toBe('xstate.done.actor.checkLead');
      expect(run.effects).toEqual([]);
      break;
    case 'locating':
      expect(run.effects).toEqual([{ type: 'storeAnswer', params: { answer: 'allowed' } }]);
      expect(run.calls.at(-1)).toEqual({ type: 'locate' });
      break;
    case 'saving':
      // The stored position is rounded, and the same one goes to the server.
      expect(effectsOf(run, 'storeLocation')).toEqual([{ type: 'storeLocation', params: { location: KEPT } }]);
      expect(run.calls.at(-1)).toEqual({ type: 'saveLead', params: { location: KEPT } });
      break;
    case 'hidden':
      if (ev in ANSWER) expect(effectsOf(run, 'storeAnswer').at(-1)).toEqual({ type: 'storeAnswer', params: { answer: ANSWER[ev] } });
      // A known device or a failed check asks nothing and stores nothing.
      if (ev.includes('checkLead')) expect(run.effects).toEqual([]);
      if (ev.includes('saveLead')) expect(effectsOf(run, 'storeLocation')).toHaveLength(1);
      break;
    default:
      throw new Error(`unexpected state ${v}`);
  }
}

function walk(input: LocationPromptInput, reaches: string[], unsent?: string[]) {
  itWalksModel(locationPromptMachine, { input, events: EVENTS, actions: ACTIONS, actors: ACTORS, assertState: assertSpec }, { reaches, unsent });
}

describe('location prompt model, a device never asked', () => {
  walk({ answered: false, geolocation: true }, ['checking', 'shown', 'locating', 'saving', 'hidden']);
});

/** Never shown again once answered, and never without geolocation: no device check, nothing to send. */
const NOTHING = EVENTS.map((event) => event.type);

describe('location prompt model, already answered', () => {
  walk({ answered: true, geolocation: true }, ['hidden'], NOTHING);
});

describe('location prompt model, no geolocation', () => {
  walk({ answered: false, geolocation: false }, ['hidden'], NOTHING);
});

describe('roundPosition', () => {
  it('keeps two decimals (about a kilometre)', () => {
    expect(roundPosition(HERE)).toEqual(KEPT);
    expect(roundPosition({ latitude: -0.004, longitude: 0.005 })).toEqual({ latitude: -0, longitude: 0.01 });
  });
});
