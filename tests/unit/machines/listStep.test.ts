/**
 * The generic list step, model-tested with a small policy of its own (at most 2 items, Next
 * once one exists): every state the walk reaches is checked against what the step must do
 * from the state before it, so add, edit, delete, the separate error sets, persist and
 * continue are each proven on every path.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { GENERAL_TARGET, listStepMachine, type ListItem, type ListPolicy, type ListStepContext } from '../../../machines/listStep';
import { listControls, type ListSnapshot } from '../../../machines/listControls';
import { MESSAGES } from '../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from './harness';

const NONE_YET = 'Add one first';
const POLICY: ListPolicy = { maxItems: 2, continueBlock: (items) => (items.length === 0 ? NONE_YET : null) };
const X: ListItem = { name: 'X' };
const Y: ListItem = { name: 'Y', id: 7 };
const PRESET: ListItem = { relationship: 'child' };
/** Two items to start with (the list is full): every path then adds, deletes and edits its way through 0 to 2 items. */
const START = [X, Y];
const FIELD_ERRORS = [{ target_element: 'name', error_message: 'Invalid name' }];

const EVENTS = [
  { type: 'list.add' },
  { type: 'list.add', preset: PRESET },
  { type: 'list.edit', index: 0 },
  { type: 'list.edit', index: 1 },
  { type: 'list.delete', index: 0 },
  { type: 'list.delete', index: 1 },
  { type: 'list.submit', item: X },
  { type: 'list.cancel' },
  { type: 'list.continue' },
  { type: 'list.setItems', items: [Y, Y] },
  // The same rules again: the walker sends every event a state takes, so it needs a concrete one (a change is proven below).
  { type: 'list.setPolicy', policy: POLICY },
  { type: 'xstate.done.actor.validateItem' },
  { type: 'xstate.error.actor.validateItem', error: FIELD_ERRORS },
  { type: 'xstate.error.actor.validateItem', error: new Error('Network down') },
];

const previous = new WeakMap<Run, { value: unknown; context: ListStepContext }>();
const without = (items: ListItem[], index: number) => items.filter((_, i) => i !== index);

/** What the step must hold after `event`, given the state before it. */
function assertStep(run: Run): void {
  const snapshot = run.snapshot as unknown as ListSnapshot & { value: unknown };
  const ctx = snapshot.context;
  const before = previous.get(run);
  previous.set(run, { value: snapshot.value, context: structuredClone({ ...ctx, policy: undefined }) as never });
  const event = lastEvent(run) as { type: string; index?: number; preset?: ListItem; item?: ListItem; error?: unknown } | undefined;
  const controls = listControls(snapshot);
  const persists = effectsOf(run, 'persist');

  // Always: the policy's rules, and the edit mode's titles.
  expect(controls.add.shown).toBe(ctx.items.length < 2);
  expect(controls.next.shown).toBe(ctx.items.length > 0);
  expect(controls.remove.title).toBe(controls.mode === 'editing' ? MESSAGES.listDeleteEditFirst : MESSAGES.listDelete);
  expect(controls.next.title).toBe(controls.mode === 'editing' ? MESSAGES.listContinueEditFirst : MESSAGES.listContinue);
  expect(controls.add.enabled).toBe(controls.mode === 'list' && ctx.items.length < 2);
  expect(controls.remove.enabled).toBe(controls.mode === 'list');
  expect(controls.next.enabled).toBe(controls.mode === 'list' && ctx.items.length > 0);
  if (controls.mode === 'list') {
    expect(ctx).toMatchObject({ draft: null, editIndex: null, pending: null, addErrors: [], editErrors: [] });
    expect(controls.next.reason).toBe(ctx.items.length > 0 ? null : NONE_YET);
    if (ctx.items.length >= 2) expect(controls.add.block).toBe(MESSAGES.listFull);
  } else {
    expect(controls.next.reason).toBe(MESSAGES.listContinueEditFirst);
  }
  if (!before || !event) {
    expect(ctx.items).toEqual(START);
    return;
  }
  const prev = before.context;

  switch (event.type) {
    case 'list.add':
      expect(snapshot.value).toEqual({ adding: 'form' });
      expect(ctx.draft).toEqual(event.preset ?? {});
      expect(ctx.items).toEqual(prev.items);
      break;
    case 'list.edit':
      expect(snapshot.value).toEqual({ editing: 'form' });
      expect(ctx.editIndex).toBe(event.index);
      expect(ctx.draft).toEqual(prev.items[event.index!]);
      expect(controls.add.title).toBe(MESSAGES.listAddEditFirst);
      break;
    case 'list.delete':
      expect(ctx.items).toEqual(without(prev.items, event.index!));
      expect(persists.at(-1)).toEqual({ type: 'persist', params: { items: ctx.items } });
      break;
    case 'list.submit':
      expect(ctx.pending).toEqual(X);
      expect(run.calls.at(-1)).toEqual({
        type: 'validateItem', params: { item: X, index: before.value === 'list' ? null : prev.editIndex, items: prev.items },
      });
      expect(ctx.items).toEqual(prev.items);
      break;
    case 'list.cancel':
      expect(snapshot.value).toBe('list');
      expect(ctx.items).toEqual(prev.items);
      break;
    case 'list.setPolicy':
      expect(snapshot.value).toEqual(before.value);
      expect(ctx.items).toEqual(prev.items);
      break;
    case 'list.continue':
      expect(effectsOf(run, 'continue').at(-1)).toEqual({ type: 'continue', params: { items: ctx.items } });
      break;
    case 'list.setItems':
      expect(ctx.items).toEqual([Y, Y]);
      expect(persists.at(-1)).toEqual({ type: 'persist', params: { items: [Y, Y] } });
      break;
    case 'xstate.done.actor.validateItem': {
      // A valid item is appended (add) or takes the edited one's place (edit), then persisted.
      const adding = JSON.stringify(before.value).includes('adding');
      const expected = adding ? [...prev.items, prev.pending] : prev.items.map((item, i) => (i === prev.editIndex ? prev.pending : item));
      expect(ctx.items).toEqual(expected);
      expect(persists.at(-1)).toEqual({ type: 'persist', params: { items: ctx.items } });
      break;
    }
    case 'xstate.error.actor.validateItem': {
      // Refused: the popup stays open with its own errors; the other popup's set stays empty; nothing changes.
      const errors = event.error instanceof Error ? [{ target_element: GENERAL_TARGET, error_message: 'Network down' }] : FIELD_ERRORS;
      const adding = JSON.stringify(snapshot.value).includes('adding');
      expect(snapshot.value).toEqual(adding ? { adding: 'form' } : { editing: 'form' });
      expect(adding ? ctx.addErrors : ctx.editErrors).toEqual(errors);
      expect(adding ? ctx.editErrors : ctx.addErrors).toEqual([]);
      expect(ctx.items).toEqual(prev.items);
      break;
    }
    default:
      throw new Error(`unexpected event ${event.type}`);
  }
  // Persisted exactly after each change of the items.
  const changes = run.events.filter((e, i) => i > 0 && ['list.delete', 'list.setItems', 'xstate.done.actor.validateItem'].includes(e.type));
  expect(persists).toHaveLength(changes.length);
}

describe('list step model', () => {
  itWalksModel(listStepMachine, {
    input: { items: START, policy: POLICY },
    events: EVENTS,
    actions: ['persist', 'continue'],
    actors: ['validateItem'],
    assertState: assertStep,
  }, {
    reaches: ['list', { adding: 'form' }, { adding: 'validating' }, { editing: 'form' }, { editing: 'validating' }],
    // Next changes no state (it hands the items to the step's save), so no shortest path needs it: proven below.
    unsent: ['list.continue'],
  });
});

describe('list step Next', () => {
  function started(items: ListItem[], policy: ListPolicy = POLICY) {
    const continued: unknown[] = [];
    const actor = createActor(listStepMachine.provide({ actions: { continue: (_, params) => continued.push(params.items) } }), { input: { items, policy } });
    actor.start();
    return { actor, continued };
  }

  it('hands the items on only when the policy lets Next go on, and never while a popup is open', () => {
    const empty = started([]);
    empty.actor.send({ type: 'list.continue' });
    expect(empty.continued).toEqual([]);
    const one = started([X]);
    one.actor.send({ type: 'list.edit', index: 0 });
    one.actor.send({ type: 'list.continue' });
    expect(one.continued).toEqual([]);
    one.actor.send({ type: 'list.cancel' });
    one.actor.send({ type: 'list.continue' });
    expect(one.continued).toEqual([[X]]);
  });

  it('takes new rules while open (e.g. a dependent list after the spouse question)', () => {
    const { actor } = started([X]);
    expect(actor.getSnapshot().can({ type: 'list.add' })).toBe(true);
    actor.send({ type: 'list.setPolicy', policy: { maxItems: 1 } });
    expect(actor.getSnapshot().can({ type: 'list.add' })).toBe(false);
    expect(listControls(actor.getSnapshot()).add).toMatchObject({ shown: false, block: MESSAGES.listFull });
  });
});
