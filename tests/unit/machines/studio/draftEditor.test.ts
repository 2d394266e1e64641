import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { draftEditorMachine, type DraftEditorContext } from '../../../../machines/studio';
import { MESSAGES } from '../../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from '../harness';

const START = { content: { fields: { email: { required: false } } }, revision: 3 };
const THEIRS = { content: { fields: { email: { label: 'Their label' } } }, revision: 5 };
const SEQUENCE = [{ name: 'email', order: 0 }, { name: 'phone', order: 1 }];
const MERGED = { content: { fields: { email: { label: 'Their label', required: true } } }, revision: 6, merged: [{ kind: 'field', field: 'email', prop: 'label', before: null, after: 'Their label' }] };
const CONFLICTING = {
  status: 409,
  errors: [{ target_element: 'revision', error_message: MESSAGES.draftConflict }, { target_element: 'fields.email.label', error_message: MESSAGES.draftConflictProperty }],
};
const REFUSED = { status: 422, errors: [{ target_element: 'fields.email.label', error_message: 'Give the field a label.' }] };

const EVENTS = [
  { type: 'select', field: 'email' },
  { type: 'set', field: 'email', prop: 'label', value: 'E-mail address' },
  { type: 'set', field: 'email', prop: 'required', value: undefined },
  { type: 'add', name: 'contact_time', change: { widget: 'select', label: 'Preferred contact time' } },
  { type: 'move', field: 'phone', direction: 'up', sequence: SEQUENCE },
  { type: 'tab', prop: 'title', value: 'Additional Information' },
  { type: 'tab', prop: 'order', value: undefined },
  { type: 'message', key: 'required', text: 'Please answer this question' },
  { type: 'message', key: 'required', text: undefined },
  { type: 'translate', language: 'es', place: { kind: 'tab' }, text: 'Información adicional' },
  { type: 'translate', language: 'es', place: { kind: 'tab' }, text: undefined },
  { type: 'undo' },
  { type: 'redo' },
  { type: 'save' },
  { type: 'xstate.done.actor.saveDraft', output: { content: {}, revision: 4, merged: null } },
  { type: 'xstate.done.actor.saveDraft', output: MERGED },
  { type: 'xstate.error.actor.saveDraft', error: CONFLICTING },
  { type: 'xstate.error.actor.saveDraft', error: { status: 409, errors: [{ target_element: 'revision', error_message: MESSAGES.draftStale }] } },
  { type: 'xstate.error.actor.saveDraft', error: REFUSED },
  { type: 'reload' },
  { type: 'xstate.done.actor.loadDraft', output: THEIRS },
  { type: 'xstate.error.actor.loadDraft', error: new Error('Network down') },
  { type: 'leave', to: '/studio/audit' },
  { type: 'leave.confirm' },
  { type: 'leave.cancel' },
];

const dirty = (c: DraftEditorContext) => JSON.stringify(c.content) !== JSON.stringify(c.saved);

function assertSpec(run: Run): void {
  const s = run.snapshot;
  const c = s.context as unknown as DraftEditorContext;
  const ev = lastEvent(run);
  // Every change is undoable, and nothing is ever saved over someone else's revision.
  for (const call of run.calls.filter((x) => x.type === 'saveDraft')) expect((call.params as { revision: number }).revision).toBeGreaterThanOrEqual(3);
  switch (s.value) {
    case 'editing':
      expect(s.can({ type: 'save' })).toBe(dirty(c));
      expect(s.can({ type: 'undo' })).toBe(c.past.length > 0);
      // A plain save keeps what was sent; a merged one shows the merge and says what was merged in.
      const merged = ev?.type === 'xstate.done.actor.saveDraft' ? (ev.output as { merged: unknown }).merged : undefined;
      if (ev?.type === 'xstate.done.actor.saveDraft' && !merged) expect([c.revision, dirty(c), c.merged]).toEqual([4, false, null]);
      if (ev?.type === 'xstate.done.actor.saveDraft' && merged) expect([c.content, c.revision, dirty(c), c.merged]).toEqual([MERGED.content, 6, false, MERGED.merged]);
      if (ev?.type === 'xstate.done.actor.loadDraft') expect([c.content, c.revision, c.past]).toEqual([THEIRS.content, 5, []]);
      if (ev?.type === 'xstate.error.actor.saveDraft') expect([c.error, c.fieldErrors]).toEqual(['Give the field a label.', REFUSED.errors]);
      if (ev?.type === 'set' && ev.prop === 'label') expect(c.content.fields.email.label).toBe('E-mail address');
      if (ev?.type === 'set' && ev.prop === 'required') expect(c.content.fields.email?.required).toBeUndefined();
      if (ev?.type === 'add') expect([c.selected, c.content.fields.contact_time]).toEqual(['contact_time', { widget: 'select', label: 'Preferred contact time' }]);
      if (ev?.type === 'move') expect([c.content.fields.phone.order, c.content.fields.email.order]).toEqual([0, 1]);
      if (ev?.type === 'tab' && ev.prop === 'title') expect(c.content.tab?.title).toBe('Additional Information');
      if (ev?.type === 'tab' && ev.prop === 'order') expect(c.content.tab?.order).toBeUndefined();
      if (ev?.type === 'message' && ev.text !== undefined) expect(c.content.messages?.required).toBe('Please answer this question');
      if (ev?.type === 'message' && ev.text === undefined) expect(c.content.messages?.required).toBeUndefined();
      if (ev?.type === 'select') expect(c.selected).toBe('email');
      break;
    case 'saving':
      expect(run.calls.at(-1)).toEqual({ type: 'saveDraft', params: { content: c.content, revision: c.revision, base: c.saved } });
      break;
    case 'conflict':
      // The refused edits stay on screen: nothing is lost silently.
      if (ev?.type === 'xstate.error.actor.loadDraft') expect(c.error).toBe('Network down');
      else if (ev?.type === 'xstate.error.actor.saveDraft' && ev.error === CONFLICTING) expect([c.error, c.fieldErrors]).toEqual([MESSAGES.draftConflict, CONFLICTING.errors.slice(1)]);
      else if (ev?.type === 'xstate.error.actor.saveDraft') expect([c.error, c.fieldErrors]).toEqual([MESSAGES.draftStale, []]);
      expect(dirty(c)).toBe(true);
      break;
    case 'reloading':
      expect(run.calls.at(-1)?.type).toBe('loadDraft');
      break;
    case 'confirmingLeave':
      expect(dirty(c)).toBe(true);
      expect(effectsOf(run, 'leave')).toHaveLength(0);
      break;
    case 'left':
      expect(effectsOf(run, 'leave')).toEqual([{ type: 'leave', params: { to: '/studio/audit' } }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('draft editor model', () => {
  itWalksModel(draftEditorMachine, {
    input: START,
    events: EVENTS,
    actions: ['leave'],
    actors: ['saveDraft', 'loadDraft'],
    assertState: assertSpec,
    // The walk is bounded by what a person notices: the state, whether there is something to save, undo or redo.
    // The last event is part of a vertex so every edit is tried from every kind of state.
    serializeState: (s, event) => {
      const c = s.context as unknown as DraftEditorContext;
      return JSON.stringify([s.value, dirty(c), c.past.length > 0, c.future.length > 0, c.selected, c.revision, event?.type]);
    },
  }, { reaches: ['editing', 'saving', 'conflict', 'reloading', 'confirmingLeave', 'left'] });
});

describe('the tab panel\'s edits', () => {
  it('sets and clears the tab\'s properties as undoable edits', () => {
    const actor = createActor(draftEditorMachine, { input: START }).start();
    actor.send({ type: 'tab', prop: 'title', value: 'Additional Information' });
    actor.send({ type: 'tab', prop: 'order', value: 2.5 });
    expect(actor.getSnapshot().context.content.tab).toEqual({ title: 'Additional Information', order: 2.5 });
    actor.send({ type: 'tab', prop: 'order', value: undefined });
    expect(actor.getSnapshot().context.content.tab).toEqual({ title: 'Additional Information' });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.content.tab).toEqual({ title: 'Additional Information', order: 2.5 });
    actor.send({ type: 'undo' });
    actor.send({ type: 'undo' });
    // Nothing of the tab left: the layer says nothing of it, as before the edits.
    expect(actor.getSnapshot().context.content).toEqual(START.content);
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context.content.tab).toEqual({ title: 'Additional Information' });
    expect(actor.getSnapshot().can({ type: 'save' })).toBe(true);
  });
});

describe('the translation view\'s edits', () => {
  it('translates a text the draft sets as an undoable edit; clearing the English takes the Spanish with it', () => {
    const actor = createActor(draftEditorMachine, { input: START }).start();
    actor.send({ type: 'tab', prop: 'title', value: 'Additional Information' });
    actor.send({ type: 'translate', language: 'es', place: { kind: 'tab' }, text: 'Información adicional' });
    expect(actor.getSnapshot().context.content.translations).toEqual({ es: { tab: { title: 'Información adicional' } } });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.content.translations).toBeUndefined();
    actor.send({ type: 'redo' });
    actor.send({ type: 'tab', prop: 'title', value: undefined });
    expect(actor.getSnapshot().context.content).toEqual(START.content);
  });
});

describe('the messages panel\'s edits', () => {
  it('overrides a message and resets it to default as undoable edits; a save sends them', () => {
    const actor = createActor(draftEditorMachine, { input: START }).start();
    actor.send({ type: 'message', key: 'required', text: 'Please answer this question' });
    actor.send({ type: 'message', key: 'beneficiaryTotal', text: 'The total is {total}%' });
    expect(actor.getSnapshot().context.content.messages).toEqual({ required: 'Please answer this question', beneficiaryTotal: 'The total is {total}%' });
    // An emptied input stays an (empty) override: the check says it needs words; Reset to default removes it.
    actor.send({ type: 'message', key: 'required', text: '' });
    expect(actor.getSnapshot().context.content.messages?.required).toBe('');
    actor.send({ type: 'message', key: 'required', text: undefined });
    actor.send({ type: 'message', key: 'beneficiaryTotal', text: undefined });
    // Nothing overridden: the layer has no messages part, as before the edits, and nothing is left to save.
    expect(actor.getSnapshot().context.content).toEqual(START.content);
    expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.content.messages).toEqual({ beneficiaryTotal: 'The total is {total}%' });
    actor.send({ type: 'redo' });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().can({ type: 'save' })).toBe(true);
  });
});
