/**
 * Model-based test harness for machines that invoke promise actors.
 *
 * `createTestModel` refuses machines with invocations, so the MODEL is the same machine config
 * with each `invoke` replaced by its own `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * transitions: the graph walker then chooses each actor's answer as an ordinary event. The
 * SYSTEM UNDER TEST is the real machine, run as an actor whose actors are fromPromise stubs:
 * each path step that is an actor answer resolves or rejects the pending stub call, every other
 * step is sent as is. After every step the real snapshot must equal the model's, and the test's
 * own spec assertions run against it.
 */
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { expect, it } from 'vitest';

type StateConfig = { invoke?: unknown; on?: Record<string, unknown>; states?: Record<string, StateConfig> } & Record<string, unknown>;
interface InvokeConfig { id: string; onDone?: unknown; onError?: unknown }

/**
 * Replaces every invocation with explicit done/error transitions, and every `after` delay with a
 * transition on its own event (`xstate.after.<ms>.<state id>`, XState's name for it), keeping all
 * implementations. `id` is the state node's id (the machine's id, then the state path).
 */
function stripInvocations(config: StateConfig, id: string): StateConfig {
  const { invoke, states, after, ...rest } = config;
  const on: Record<string, unknown> = { ...(rest.on ?? {}) };
  for (const inv of ([] as InvokeConfig[]).concat((invoke as InvokeConfig | InvokeConfig[] | undefined) ?? [])) {
    if (inv.onDone) on[`xstate.done.actor.${inv.id}`] = inv.onDone;
    if (inv.onError) on[`xstate.error.actor.${inv.id}`] = inv.onError;
  }
  for (const [delay, transition] of Object.entries((after as Record<string, unknown> | undefined) ?? {})) on[`xstate.after.${delay}.${id}`] = transition;
  const next: StateConfig = { ...rest, on };
  if (states) next.states = Object.fromEntries(Object.entries(states).map(([k, s]) => [k, stripInvocations(s, `${id}.${k}`)]));
  return next;
}

/** An event as the walker sends it: a type plus any payload. */
export type TestEvent = { type: string; [key: string]: unknown };

/** One recorded effect: an action the app would supply, or an actor call with its input. */
export interface EffectCall { type: string; params?: unknown }

/** A running system under test plus everything it did, for a state's assertions. */
export interface Run {
  snapshot: Snapshot<unknown> & {
    value: unknown; context: Record<string, unknown>; can(event: TestEvent): boolean; hasTag(tag: string): boolean; tags: Set<string>; status: string;
  };
  /** Actions fired, in order (`navigate`, `clearNavto`, ...). */
  effects: EffectCall[];
  /** Actor calls, in order, with the input the machine gave them. */
  calls: EffectCall[];
  /** The events of the path so far (the last one led to the current state). */
  events: TestEvent[];
}

export interface ModelOptions {
  input?: unknown;
  /**
   * Concrete events (with payloads) the walker may send; actor answers are `xstate.done.actor.<id>`
   * events. A function gives the events of a state from its context (e.g. a clock that only moves
   * forward); it must then list every type it can give in `eventTypes`.
   */
  events: TestEvent[] | ((snapshot: { context: Record<string, unknown> }) => TestEvent[]);
  eventTypes?: string[];
  /** Names of the effect actions and actors to record. */
  actions: string[];
  actors: string[];
  /** The spec's outcome at a state, asserted after every step. */
  assertState: (run: Run) => void;
  /**
   * What makes two snapshots the same vertex of the walk (default: value and whole context). A
   * machine whose context holds free-form values passes a coarser key to keep the walk bounded.
   */
  serializeState?: (snapshot: { value: unknown; context: Record<string, unknown> }, event: TestEvent | undefined) => string;
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Walks the machine's shortest paths (plus simple paths when asked) and runs each against the real machine. */
function modelPaths(machine: AnyStateMachine, options: ModelOptions, kind: 'shortest' | 'simple' = 'shortest') {
  const model = createMachine(stripInvocations(machine.config as StateConfig, machine.id) as never, machine.implementations as never);
  const testModel = createTestModel(model, { events: options.events as never });
  // A finished actor ignores further events, so the walk stops at final states too.
  const walk = {
    input: options.input,
    stopWhen: (s: { status: string }) => s.status === 'done',
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  };
  const paths = kind === 'simple' ? testModel.getSimplePaths(walk) : testModel.getShortestPaths(walk);
  return {
    paths: paths.map((path) => ({ description: path.description, length: path.steps.length, run: () => runPath(machine, options, path) })),
    /** Every state value (JSON) the walked paths pass through, to check the walk's coverage. */
    reached: new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value)))),
    /** Every event type the walked paths send. */
    sent: new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type))),
  };
}

type ModelPath = ReturnType<ReturnType<typeof createTestModel>['getShortestPaths']>[number];

async function runPath(machine: AnyStateMachine, options: ModelOptions, path: ModelPath): Promise<Run> {
  const effects: EffectCall[] = [];
  const calls: EffectCall[] = [];
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actions = Object.fromEntries(options.actions.map((type) => [type, (_: unknown, params: unknown) => {
    effects.push(params === undefined ? { type } : { type, params });
  }]));
  const actors = Object.fromEntries(options.actors.map((type) => [type, fromPromise(({ input }) => {
    calls.push({ type, params: input });
    return new Promise((resolve, reject) => pending.set(type, { resolve, reject }));
  })]));
  // Delays run on a simulated clock: a path step `xstate.after.<ms>.<id>` moves it on by <ms>.
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actions, actors } as never), { input: options.input as never, clock });
  actor.start();
  const run: Run = { snapshot: actor.getSnapshot(), effects, calls, events: [] };
  await path.test({
    events: Object.fromEntries(path.steps.map(({ event }) => [event.type, async (step: { event: EventObject }) => {
      const { type } = step.event;
      const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      const delay = /^xstate\.after\.([0-9]+)\./.exec(type);
      if (delay) {
        clock.increment(Number(delay[1]));
      } else if (answer) {
        const stub = pending.get(answer[2]);
        expect(stub, `${answer[2]} was invoked before its answer`).toBeDefined();
        pending.delete(answer[2]);
        if (answer[1] === 'done') stub!.resolve((step.event as { output?: unknown }).output);
        else stub!.reject((step.event as { error?: unknown }).error);
      } else if (type !== 'xstate.init') {
        actor.send(step.event);
      }
      run.events.push(step.event as TestEvent);
      await settle();
    }])),
    states: {
      '*': (modelState) => {
        run.snapshot = actor.getSnapshot();
        expect(run.snapshot.value).toEqual(modelState.value);
        // With a coarser key the walk keeps one context per vertex, reached perhaps by another
        // path: the real run must then reach the same vertex, not the same free-form values.
        if (options.serializeState) {
          const last = run.events.at(-1);
          expect(options.serializeState(run.snapshot, last)).toEqual(options.serializeState(modelState as never, last));
        } else {
          expect(run.snapshot.context).toEqual(modelState.context);
        }
        options.assertState(run);
      },
    },
  });
  actor.stop();
  return run;
}

/** What a model walk must cover, on top of the per-state assertions. */
export interface Coverage {
  /** Every state value the walk must pass through (and no other). */
  reaches: unknown[];
  /** Event types of `options.events` no path can send (the rest must each be sent somewhere). */
  unsent?: string[];
}

/**
 * Declares the model tests of a machine inside the caller's describe: that the walk covers the
 * expected states and events, then one test per path, each step played against
 * the real machine and checked with `assertState`.
 */
export function itWalksModel(machine: AnyStateMachine, options: ModelOptions, coverage: Coverage, kind: 'shortest' | 'simple' = 'shortest'): void {
  const walk = modelPaths(machine, options, kind);
  it('walks every state the spec expects', () => {
    expect([...walk.reached].sort()).toEqual(coverage.reaches.map((v) => JSON.stringify(v)).sort());
  });
  it('sends every event the spec expects on some path', () => {
    const unsent = new Set(coverage.unsent);
    const types = typeof options.events === 'function' ? (options.eventTypes ?? []) : options.events.map((e) => e.type);
    const expected = new Set(['xstate.init', ...types.filter((type) => !unsent.has(type))]);
    expect([...walk.sent].sort()).toEqual([...expected].sort());
  });
  it.each(walk.paths)('$description', async ({ run, length }) => {
    // Every step of the path was played against the real machine and checked against the spec.
    expect((await run()).events).toHaveLength(length);
  });
}

/**
 * The UI contract: the tags a screen reads are exactly those `table` gives the current state
 * (a state value as JSON for nested or parallel machines; a missing state carries none).
 */
export function expectTags(run: Run, table: Record<string, readonly string[]>): void {
  const { value } = run.snapshot;
  const key = typeof value === 'string' ? value : JSON.stringify(value);
  expect([...run.snapshot.tags].sort()).toEqual([...(table[key] ?? [])].sort());
}

/** The last event of the path so far. */
export function lastEvent(run: Run): TestEvent | undefined {
  return run.events.at(-1);
}

/** The effects of one type, in order. */
export function effectsOf(run: Run, type: string): EffectCall[] {
  return run.effects.filter((e) => e.type === type);
}
