/**
 * Where the Health Questions step's answers come from (enrollment.md section 4, health step): an
 * existing member whose enrollment has no health_track yet has their health info on file loaded
 * and saved at once (the save sets health_track), then the saved info is loaded; anyone else
 * gets the saved temporary info. A failed lookup of the record on file falls back to the saved
 * info; a refused auto-save leaves the record's answers in the form, unsaved, for the member to
 * complete; a failed load of the saved info starts empty (the spec's silent load failures).
 *
 * The app supplies the actors with `.provide()`: `loadExisting` (the record on file, or null),
 * `autoSave` (saves the record, rejects on refusal) and `loadSaved` (the saved info, or null).
 * The machine runs to its final state and outputs the answers to show.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './effects';
import { isExistingMember } from '../domain/wizardRules';

export interface HealthLoadInput {
  enrollType: string | null;
  /** The enrollment's health_track flag: the member's record was loaded and saved before. */
  healthTrack: boolean;
}

/** What the step shows: the answers (health info in its wire shape, or null for none) and where they came from. */
export interface HealthLoadOutput {
  answers: unknown;
  /** 'saved': the saved info (after an auto-save too); 'existing': the record on file, not saved; 'none'. */
  source: 'saved' | 'existing' | 'none';
  /** The record on file was saved into this enrollment just now. */
  autoSaved: boolean;
}

interface HealthLoadContext extends HealthLoadInput, HealthLoadOutput {}

/** Whether the record on file must be loaded and saved first: an existing member without health_track. */
export function needsHealthAutoLoad(input: HealthLoadInput): boolean {
  return isExistingMember(input.enrollType) && !input.healthTrack;
}

const hasAnswers = (answers: unknown): boolean => typeof answers === 'object' && answers !== null;

/** The health step's load machine; see the file comment for the actors to provide. */
export const healthLoadMachine = setup({
  types: {
    input: {} as HealthLoadInput,
    context: {} as HealthLoadContext,
    output: {} as HealthLoadOutput,
  },
  actors: {
    loadExisting: notProvided<unknown, void>('loadExisting'),
    autoSave: notProvided<unknown, { answers: unknown }>('autoSave'),
    loadSaved: notProvided<unknown, void>('loadSaved'),
  },
  guards: {
    needsAutoLoad: ({ context }) => needsHealthAutoLoad(context),
    foundRecord: (_, params: { answers: unknown }) => hasAnswers(params.answers),
    foundSaved: (_, params: { answers: unknown }) => hasAnswers(params.answers),
  },
}).createMachine({
  id: 'healthLoad',
  context: ({ input }) => ({ ...input, answers: null, source: 'none', autoSaved: false }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'needsAutoLoad', target: 'loadingExisting' }, { target: 'loadingSaved' }],
    },
    loadingExisting: {
      invoke: {
        id: 'loadExisting',
        src: 'loadExisting',
        onDone: [
          {
            guard: { type: 'foundRecord', params: ({ event }) => ({ answers: event.output }) },
            target: 'autoSaving',
            actions: assign({ answers: ({ event }) => event.output, source: 'existing' }),
          },
          { target: 'loadingSaved' },
        ],
        onError: { target: 'loadingSaved' },
      },
    },
    autoSaving: {
      invoke: {
        id: 'autoSave',
        src: 'autoSave',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: { target: 'loadingSaved', actions: assign({ autoSaved: true }) },
        // Refused (e.g. the questions changed since): the member completes the record's answers and saves them.
        onError: { target: 'ready' },
      },
    },
    loadingSaved: {
      invoke: {
        id: 'loadSaved',
        src: 'loadSaved',
        onDone: [
          {
            guard: { type: 'foundSaved', params: ({ event }) => ({ answers: event.output }) },
            target: 'ready',
            actions: assign({ answers: ({ event }) => event.output, source: 'saved' }),
          },
          // Nothing saved: what the auto-save just stored cannot be missing, so the record stays shown as it was.
          { target: 'ready' },
        ],
        onError: { target: 'ready' },
      },
    },
    ready: { type: 'final' },
  },
  output: ({ context }) => ({ answers: context.answers, source: context.source, autoSaved: context.autoSaved }),
});
