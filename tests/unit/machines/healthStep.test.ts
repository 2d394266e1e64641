/**
 * The health step's load, model-tested: an existing member without health_track has the record
 * on file loaded and saved, then the saved info shows; everyone else sees the saved info; every
 * failure lands on something the member can act on, never on a save of the wrong answers.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { healthLoadMachine, needsHealthAutoLoad, type HealthLoadInput, type HealthLoadOutput } from '../../../machines/healthStep';
import { allNoHealthInfo } from '../../../schemas/demo/healthQuestions';
import { itWalksModel, lastEvent, type Run } from './harness';

const RECORD = allNoHealthInfo('on file');
const SAVED = allNoHealthInfo('saved');

const EVENTS = [
  { type: 'xstate.done.actor.loadExisting', output: RECORD },
  { type: 'xstate.done.actor.loadExisting', output: null },
  { type: 'xstate.error.actor.loadExisting', error: new Error('offline') },
  { type: 'xstate.done.actor.autoSave', output: { saved_tab: 'health_info' } },
  { type: 'xstate.error.actor.autoSave', error: [{ target_element: 'condition_questions.0.yes_no_flag', error_message: 'Field is required' }] },
  { type: 'xstate.done.actor.loadSaved', output: SAVED },
  { type: 'xstate.done.actor.loadSaved', output: null },
  { type: 'xstate.error.actor.loadSaved', error: new Error('offline') },
];

interface Scenario { name: string; input: HealthLoadInput; autoLoads: boolean }
const SCENARIOS: Scenario[] = [
  { name: 'existing-user without health_track: the record is loaded and saved first', input: { enrollType: 'existing-user', healthTrack: false }, autoLoads: true },
  { name: 'existing-member without health_track: the same', input: { enrollType: 'existing-member', healthTrack: false }, autoLoads: true },
  { name: 'existing member with health_track: the saved info only', input: { enrollType: 'existing-user', healthTrack: true }, autoLoads: false },
  { name: 'new member: the saved info only', input: { enrollType: 'new-member', healthTrack: false }, autoLoads: false },
];

/** What the step must show once loaded, from the answers the path's actors gave. */
function expectedOutput(run: Run): HealthLoadOutput {
  const answerOf = (type: string) => run.events.find((e) => e.type === type) as { output?: unknown } | undefined;
  const record = answerOf('xstate.done.actor.loadExisting')?.output ?? null;
  const autoSaved = run.events.some((e) => e.type === 'xstate.done.actor.autoSave');
  const saved = answerOf('xstate.done.actor.loadSaved')?.output ?? null;
  if (saved) return { answers: saved, source: 'saved', autoSaved };
  if (record) return { answers: record, source: 'existing', autoSaved };
  return { answers: null, source: 'none', autoSaved: false };
}

function assertSpec(sc: Scenario, run: Run): void {
  const value = run.snapshot.value as string;
  const calls = run.calls.map((c) => c.type);
  // The record on file is looked up, and saved, only for an existing member without health_track.
  if (!sc.autoLoads) expect(calls).not.toContain('loadExisting');
  // Only the record on file is ever auto-saved, and only once.
  expect(run.calls.filter((c) => c.type === 'autoSave')).toEqual(calls.includes('autoSave') ? [{ type: 'autoSave', params: { answers: RECORD } }] : []);
  switch (value) {
    case 'loadingExisting':
      expect(sc.autoLoads).toBe(true);
      expect(calls).toEqual(['loadExisting']);
      break;
    case 'autoSaving':
      expect(lastEvent(run)).toEqual({ type: 'xstate.done.actor.loadExisting', output: RECORD });
      break;
    case 'loadingSaved':
      expect(calls.at(-1)).toBe('loadSaved');
      // After an auto-save, the saved info is read back only once the save succeeded.
      if (calls.includes('autoSave')) expect(lastEvent(run)?.type).toBe('xstate.done.actor.autoSave');
      break;
    case 'ready':
      expect(run.snapshot.status).toBe('done');
      expect((run.snapshot as unknown as { output: HealthLoadOutput }).output).toEqual(expectedOutput(run));
      // A refused auto-save shows the record unsaved: the saved info is not read over it.
      if (lastEvent(run)?.type === 'xstate.error.actor.autoSave') expect(calls.at(-1)).toBe('autoSave');
      break;
    default:
      throw new Error(`unexpected state ${value}`);
  }
}

describe.each(SCENARIOS)('health load model: $name', (sc) => {
  itWalksModel(healthLoadMachine, {
    input: sc.input,
    events: EVENTS,
    actions: [],
    actors: ['loadExisting', 'autoSave', 'loadSaved'],
    assertState: (run) => assertSpec(sc, run),
  }, {
    reaches: sc.autoLoads ? ['loadingExisting', 'autoSaving', 'loadingSaved', 'ready'] : ['loadingSaved', 'ready'],
    unsent: sc.autoLoads ? [] : EVENTS.filter((e) => !e.type.endsWith('loadSaved')).map((e) => e.type),
  }, 'simple');
});

describe('needsHealthAutoLoad', () => {
  it('holds only for an existing member (existing-member or existing-user) without health_track', () => {
    expect(needsHealthAutoLoad({ enrollType: 'existing-member', healthTrack: false })).toBe(true);
    expect(needsHealthAutoLoad({ enrollType: 'existing-user', healthTrack: true })).toBe(false);
    expect(needsHealthAutoLoad({ enrollType: 'new-group-member', healthTrack: false })).toBe(false);
    expect(needsHealthAutoLoad({ enrollType: null, healthTrack: false })).toBe(false);
  });

  it('runs to the saved info as one promise once its actors are provided', async () => {
    const machine = healthLoadMachine.provide({
      actors: {
        loadExisting: fromPromise<unknown, void>(async () => RECORD),
        autoSave: fromPromise<unknown, { answers: unknown }>(async () => ({ saved_tab: 'health_info' })),
        loadSaved: fromPromise<unknown, void>(async () => SAVED),
      },
    });
    const output = await toPromise(createActor(machine, { input: { enrollType: 'existing-user', healthTrack: false } }).start());
    expect(output).toEqual({ answers: SAVED, source: 'saved', autoSaved: true });
  });
});
