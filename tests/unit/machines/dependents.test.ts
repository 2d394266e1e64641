/**
 * Dependent Information's machines, model-tested (enrollment.md sections 4, 5 and 9): the premier
 * spouse question (asked for a premier IF list while it is empty, 'Please select spouse status'
 * on a Submit without a choice, Yes and No handed to the screen, asked again when the last
 * dependent is removed, skipped for a member already enrolled with a spouse), and the list step
 * with the dependent policy of each tier (at most 9, IS a single spouse, IF at least 2, IC 1,
 * premier IC one child with the red L713 message, edit mode's disabled controls). Plus the pure rules.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  asksSpouse, dependentAddBlock, dependentContinueBlock, dependentPolicy, dependentTitle, nextRelationship, tierHeading,
  type DependentSetting,
} from '../../../machines/dependentRules';
import { RULES } from '../../../schemas/rules';
import { listControls, type ListSnapshot } from '../../../machines/listControls';
import { listStepMachine, type ListItem, type ValidateItemInput } from '../../../machines/listStep';
import { premierSpouseMachine, spouseInput, type PremierSpouseContext } from '../../../machines/premierSpouse';
import { MESSAGES } from '../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from './harness';

const SPOUSE: ListItem = { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn' };
const CHILD: ListItem = { relationship: 'child', first_name: 'Sky', last_name: 'Quinn' };

const SPOUSE_EVENTS = [
  { type: 'spouse.choose', choice: '' },
  { type: 'spouse.choose', choice: 'yes' },
  { type: 'spouse.choose', choice: 'no' },
  { type: 'spouse.submit' },
  { type: 'dependents.changed', count: 0 },
  { type: 'dependents.changed', count: 1 },
];

function assertSpouse(run: Run): void {
  const context = run.snapshot.context as unknown as PremierSpouseContext;
  const asking = run.snapshot.value === 'asking';
  // The question shows only while asking; an answer is in force only once given.
  expect(context.answer === null).toBe(asking || run.snapshot.value === 'notAsked');
  const event = lastEvent(run);
  if (event?.type === 'spouse.submit' && asking) expect(context.error).toBe(MESSAGES.spouseStatusRequired);
  if (event?.type === 'spouse.submit' && !asking) {
    expect(effectsOf(run, 'answered').at(-1)?.params).toEqual({ answer: context.answer });
  }
  if (event?.type === 'spouse.choose') expect(context.error).toBeNull();
  // Removing the last dependent re-asks; a dependent left keeps the answer.
  if (event?.type === 'dependents.changed') expect(asking).toBe(event.count === 0 && !context.skip);
}

describe('premier spouse question (premier IF, empty list)', () => {
  itWalksModel(premierSpouseMachine, {
    input: spouseInput(true, 0, false, null),
    events: SPOUSE_EVENTS, actions: ['answered'], actors: [], assertState: assertSpouse,
  }, { reaches: ['asking', 'answered'] });
});

describe('premier spouse question (a member already enrolled with a spouse)', () => {
  itWalksModel(premierSpouseMachine, {
    input: spouseInput(true, 1, true, null),
    events: SPOUSE_EVENTS, actions: ['answered'], actors: [], assertState: assertSpouse,
  }, { reaches: ['answered'], unsent: ['spouse.choose', 'spouse.submit', 'dependents.changed'] });
});

describe('premier spouse question (not asked: no premier plan or not IF)', () => {
  itWalksModel(premierSpouseMachine, {
    input: spouseInput(false, 0, false, null),
    events: SPOUSE_EVENTS, actions: ['answered'], actors: [], assertState: assertSpouse,
  }, { reaches: ['notAsked'], unsent: ['spouse.choose', 'spouse.submit', 'dependents.changed'] });

  it('keeps an earlier No when the list is not empty', () => {
    expect(premierSpouseMachine.resolveState(premierSpouseMachine.resolveState({ value: 'deciding', context: { choice: '', answer: 'no', error: null, skip: false } })).context.answer)
      .toBe('no');
  });
});

const LIST_EVENTS = (setting: DependentSetting) => [
  { type: 'list.add' },
  { type: 'list.edit', index: 0 },
  { type: 'list.delete', index: 0 },
  { type: 'list.submit', item: setting.tier === 'IC' ? CHILD : SPOUSE },
  { type: 'list.submit', item: CHILD },
  { type: 'list.cancel' },
  { type: 'list.continue' },
  { type: 'xstate.done.actor.validateItem' },
  { type: 'xstate.error.actor.validateItem', error: [{ target_element: 'ssn', error_message: MESSAGES.ssn }] },
];

function assertList(setting: DependentSetting) {
  return (run: Run) => {
    const snapshot = run.snapshot as unknown as ListSnapshot;
    const { items } = snapshot.context;
    const controls = listControls(snapshot);
    const spouses = items.filter((item) => item.relationship === 'spouse').length;
    const children = items.length - spouses;
    expect(controls.add.shown).toBe(items.length < RULES.listLimits.dependents && !(setting.tier === 'IS' && spouses >= 1));
    const l713 = setting.premier && setting.tier === 'IC' && children > 1;
    if (l713) expect(controls.next.block).toBe(MESSAGES.dependentL713);
    const relationshipsOk = setting.tier === 'IS' ? children === 0 && spouses <= 1 : setting.tier === 'IC' ? spouses === 0 : spouses <= 1;
    const needed = { IF: 2, IC: 1, IS: 1 }[setting.tier] ?? 0;
    expect(controls.next.shown).toBe(!l713 && relationshipsOk && items.length >= needed);
    if (controls.mode === 'editing') {
      expect(controls.remove).toEqual({ enabled: false, title: MESSAGES.listDeleteEditFirst });
      expect(controls.next).toMatchObject({ enabled: false, title: MESSAGES.listContinueEditFirst });
      expect(controls.add.enabled).toBe(false);
    }
    // A dependent joins the list only after validate-single-dependent answered, and every change is saved to the temporary store.
    if (lastEvent(run)?.type === 'list.submit') expect(run.calls.at(-1)?.type).toBe('validateItem');
    if (lastEvent(run)?.type === 'xstate.done.actor.validateItem') expect(effectsOf(run, 'persist').at(-1)?.params).toEqual({ items });
  };
}

// The walk tells lists apart by their first three relationships (longer lists add nothing new to walk; the rules see every item).
const bounded = (snapshot: { value: unknown; context: Record<string, unknown> }) =>
  JSON.stringify([snapshot.value, { ...snapshot.context, policy: null, items: (snapshot.context.items as ListItem[]).slice(0, 3).map((i) => i.relationship) }]);

describe.each<DependentSetting>([
  { tier: 'IF', premier: true, spouse: 'yes' },
  { tier: 'IS', premier: false, spouse: null },
  { tier: 'IC', premier: true, spouse: null },
])('dependent list model ($tier, premier $premier)', (setting) => {
  itWalksModel(listStepMachine, {
    input: { items: [], policy: dependentPolicy(setting) },
    events: LIST_EVENTS(setting), actions: ['persist', 'continue'], actors: ['validateItem'], assertState: assertList(setting),
    serializeState: bounded,
  }, {
    reaches: ['list', { adding: 'form' }, { adding: 'validating' }, { editing: 'form' }, { editing: 'validating' }],
    // Next changes no state (tests/unit/machines/listStep.test.ts); Cancel and Delete only lead back to lists the walk
    // reaches sooner by adding, so no shortest path ends with them: the direct test below plays them.
    unsent: ['list.continue', 'list.cancel', 'list.delete'],
  });
});

describe('dependent list with the spouse question', () => {
  it('persists every change, re-asks when the last dependent is deleted and keeps Cancel free of changes', async () => {
    const persisted: unknown[] = [];
    const list = createActor(listStepMachine.provide({
      actors: { validateItem: fromPromise<unknown, ValidateItemInput>(async () => ({})) },
      actions: { persist: (_, params) => persisted.push(params.items) },
    }), { input: { items: [], policy: dependentPolicy({ tier: 'IF', premier: true, spouse: 'yes' }) } }).start();
    const spouse = createActor(premierSpouseMachine, { input: spouseInput(true, 0, false, null) }).start();
    spouse.send({ type: 'spouse.choose', choice: 'yes' });
    spouse.send({ type: 'spouse.submit' });
    list.send({ type: 'list.add', preset: { relationship: 'spouse' } });
    list.send({ type: 'list.submit', item: SPOUSE });
    await waitFor(list, (snapshot) => snapshot.matches('list'));
    list.send({ type: 'list.add' });
    list.send({ type: 'list.cancel' });
    expect(list.getSnapshot().context.items).toEqual([SPOUSE]);
    list.send({ type: 'list.delete', index: 0 });
    expect(persisted).toEqual([[SPOUSE], []]);
    spouse.send({ type: 'dependents.changed', count: list.getSnapshot().context.items.length });
    expect(spouse.getSnapshot().value).toBe('asking');
  });
});

describe('dependent rules', () => {
  it('heads each tier, IC with a premier plan as Member + 1 Child', () => {
    expect([tierHeading('IS', false), tierHeading('IC', false), tierHeading('IC', true), tierHeading('IF', true), tierHeading('IO', false)])
      .toEqual(['Member + Spouse', 'Member + Children', 'Member + 1 Child', 'Family', 'Member Only']);
  });

  it('asks the spouse question for a premier plan on IF only', () => {
    expect([asksSpouse({ tier: 'IF', premier: true }), asksSpouse({ tier: 'IF', premier: false }), asksSpouse({ tier: 'IC', premier: true })]).toEqual([true, false, false]);
  });

  it('gives the next dependent its relationship: IS spouse, IC child, IF the spouse first unless No', () => {
    const IF: DependentSetting = { tier: 'IF', premier: true, spouse: 'yes' };
    expect(nextRelationship([], { ...IF, tier: 'IS' })).toBe('spouse');
    expect(nextRelationship([], { ...IF, tier: 'IC' })).toBe('child');
    expect(nextRelationship([], IF)).toBe('spouse');
    expect(nextRelationship([SPOUSE], IF)).toBe('child');
    expect(nextRelationship([], { ...IF, spouse: 'no' })).toBe('child');
  });

  it('blocks an add at 9 and a second IS spouse; Next by the tier counts and L713', () => {
    const IF: DependentSetting = { tier: 'IF', premier: false, spouse: null };
    expect(dependentAddBlock(Array.from({ length: 9 }, () => CHILD), IF)).toBe(MESSAGES.listFull);
    expect(dependentAddBlock([SPOUSE], { ...IF, tier: 'IS' })).toBe(MESSAGES.dependentSingleSpouse);
    expect(dependentContinueBlock([SPOUSE], IF)).toBe('Please add at least 2 dependent(s) before continuing.');
    expect(dependentContinueBlock([SPOUSE, CHILD], IF)).toBeNull();
    expect(dependentContinueBlock([CHILD, CHILD], { tier: 'IC', premier: true, spouse: null })).toBe(MESSAGES.dependentL713);
    expect(dependentContinueBlock([CHILD, CHILD], { tier: 'IC', premier: false, spouse: null })).toBeNull();
    expect(dependentContinueBlock([SPOUSE, CHILD], { ...IF, spouse: 'no' })).toBe('This dependent cannot be a spouse for this tier');
  });

  it("titles a dependent 'Dependent #n: first last (Relationship)' from either shape", () => {
    expect(dependentTitle(SPOUSE, 0)).toBe('Dependent #1: Robin Quinn (Spouse)');
    expect(dependentTitle({ primary_info: CHILD }, 1)).toBe('Dependent #2: Sky Quinn (Child)');
  });
});
