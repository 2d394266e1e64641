/**
 * Dependent Information's machines, model-tested (enrollment.md sections 4, 5 and 9): the premier
 * spouse question (asked for a premier IF list while it is empty, 'Please select spouse status'
 * on a Submit without a choice, Yes and No handed to the screen, asked again when the last
 * dependent is removed, skipped for a member already enrolled with a spouse), and the list step
 * with the dependent policy of each tier (at most 9, IS a single spouse, IF at least 2, IC 1,
 * premier IC one child with the red L713 message, edit mode's disabled controls). Plus the pure rules.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  asksSpouse, dependentAddBlock, dependentContinueBlock, dependentPolicy, dependentTitle, nextRelationship, tierHeading,
  type DependentSetting,
} from '../../../domain/dependentRules';
import { RULES } from '../../../schemas/rules';
import { listControls, type ListSnapshot } from '../../../machines/listControls';
import { listStepMachine, type ListItem, type ListItems, type ValidateItemInput } from '../../../machines/listStep';
import { dependentListMachine, dependentsMachine, type DependentsContext, type DependentsInput } from '../../../machines/dependents';
import { MESSAGES } from '../../../schemas/messages';
import { effectsOf, expectTags, itWalksModel, lastEvent, type Run } from './harness';

const SPOUSE: ListItem = { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn' };
const CHILD: ListItem = { relationship: 'child', first_name: 'Sky', last_name: 'Quinn' };

const SPOUSE_EVENTS = [
  { type: 'spouse.choose', choice: '' },
  { type: 'spouse.choose', choice: 'yes' },
  { type: 'spouse.choose', choice: 'no' },
  { type: 'spouse.submit' },
  // The list child's reports of its items.
  { type: 'dependents.changed', items: [] },
  { type: 'dependents.changed', items: [CHILD] },
];

const IF_PREMIER: Omit<DependentsInput, 'items'> = { tier: 'IF', premier: true, existingMember: false, declined: false };

function assertSpouse(run: Run): void {
  const context = run.snapshot.context as unknown as DependentsContext;
  const value = run.snapshot.value as string;
  const asking = value === 'asking';
  // The question shows only while asking (its tag); an answer is in force only once given.
  expectTags(run, { asking: ['asking'] });
  expect(context.answer === null).toBe(asking || value === 'notAsked');
  const event = lastEvent(run) as { type: string; items?: ListItems } | undefined;
  const before = run.events.slice(0, -1).filter((e) => e.type === 'dependents.changed').at(-1) as { items: ListItems } | undefined;
  if (event?.type === 'spouse.submit' && asking) expect(context.error).toBe(MESSAGES.spouseStatusRequired);
  if (event?.type === 'spouse.submit' && !asking) {
    // The answer is kept in the browser (the answer only), and the list takes the policy of the answer.
    expect(effectsOf(run, 'storeAnswer').at(-1)?.params).toEqual({ answer: context.answer });
    expect(run.effects.slice(-2).map((effect) => effect.type)).toEqual(['setListPolicy', 'storeAnswer']);
  }
  if (event?.type === 'spouse.choose') expect(context.error).toBeNull();
  if (event?.type === 'dependents.changed') {
    // Every change of the list is kept and persisted; one that empties a list of dependents asks again.
    expect(context.items).toEqual(event.items);
    expect(effectsOf(run, 'persist').at(-1)?.params).toEqual({ items: event.items });
    const emptied = event.items!.length === 0 && (before?.items.length ?? 0) > 0;
    if (emptied) expect(asking).toBe(!context.skip);
    // A change that keeps dependents on the list keeps the answer in force.
    if (!emptied && before !== undefined && (before.items.length > 0 || event.items!.length > 0) && context.answer !== null) expect(asking).toBe(false);
  }
  // Nothing of a dependent is ever handed to the browser's storage: storeAnswer carries the answer alone.
  for (const stored of effectsOf(run, 'storeAnswer')) expect(Object.keys(stored.params as object)).toEqual(['answer']);
}

// The walk stands in for the list child (its reports are events of the path): the policy it is sent is recorded as an effect.
const spouseModel = dependentsMachine.provide({ actions: { setListPolicy: () => undefined } });
const SPOUSE_MODEL = { events: SPOUSE_EVENTS, actions: ['persist', 'storeAnswer', 'setListPolicy'], actors: ['list'], assertState: assertSpouse };

describe('dependents machine: premier spouse question (premier IF, empty list)', () => {
  itWalksModel(spouseModel, { ...SPOUSE_MODEL, input: { ...IF_PREMIER, items: [] } }, { reaches: ['asking', 'answered'] });
});

describe('dependents machine: a member already enrolled with a spouse is never asked', () => {
  itWalksModel(spouseModel, { ...SPOUSE_MODEL, input: { ...IF_PREMIER, existingMember: true, items: [SPOUSE] } },
    { reaches: ['answered'], unsent: ['spouse.choose', 'spouse.submit'] });
});

describe('dependents machine: not asked (no premier plan, or not IF)', () => {
  itWalksModel(spouseModel, { ...SPOUSE_MODEL, input: { ...IF_PREMIER, premier: false, items: [] } },
    { reaches: ['notAsked'], unsent: ['spouse.choose', 'spouse.submit'] });
});

describe('dependents machine: the answer a step starts with', () => {
  const start = (input: DependentsInput) => createActor(dependentsMachine, { input }).getSnapshot().context.answer;
  it('keeps an earlier No (the browser\'s marker) when the list is not empty, else Yes', () => {
    expect(start({ ...IF_PREMIER, declined: true, items: [CHILD] })).toBe('no');
    expect(start({ ...IF_PREMIER, declined: false, items: [CHILD] })).toBe('yes');
    expect(start({ ...IF_PREMIER, declined: true, items: [SPOUSE] })).toBe('yes');
    expect(start({ ...IF_PREMIER, declined: true, items: [] })).toBeNull();
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

describe('dependents machine with its list', () => {
  it('persists every change, sets the list policy by the answer and asks again when the last dependent is deleted', async () => {
    const persisted: unknown[] = [];
    const stored: unknown[] = [];
    const dependents = createActor(dependentsMachine.provide({
      actors: { list: dependentListMachine.provide({ actors: { validateItem: fromPromise<unknown, ValidateItemInput>(async () => ({})) } }) },
      actions: { persist: (_, params) => persisted.push(params.items), storeAnswer: (_, params) => stored.push(params) },
    }), { input: { ...IF_PREMIER, items: [] } }).start();
    const list = dependents.getSnapshot().children.list as ActorRefFrom<typeof dependentListMachine>;
    expect(dependents.getSnapshot().hasTag('asking')).toBe(true);
    dependents.send({ type: 'spouse.choose', choice: 'no' });
    dependents.send({ type: 'spouse.submit' });
    expect(stored).toEqual([{ answer: 'no' }]);
    // No: children only.
    expect(listControls(list.getSnapshot()).add.shown).toBe(true);
    expect(list.getSnapshot().context.policy.continueBlock?.([SPOUSE, CHILD])).toBe('This dependent cannot be a spouse for this tier');
    list.send({ type: 'list.add', preset: { relationship: 'child' } });
    list.send({ type: 'list.submit', item: CHILD });
    await waitFor(list, (snapshot) => snapshot.context.items.length === 1);
    list.send({ type: 'list.delete', index: 0 });
    expect(persisted).toEqual([[CHILD], []]);
    expect(dependents.getSnapshot().hasTag('asking')).toBe(true);
    dependents.send({ type: 'spouse.choose', choice: 'yes' });
    dependents.send({ type: 'spouse.submit' });
    expect(list.getSnapshot().context.policy.continueBlock?.([SPOUSE, CHILD])).toBeNull();
    list.send({ type: 'list.add', preset: { relationship: 'spouse' } });
    list.send({ type: 'list.cancel' });
    expect(list.getSnapshot().context.items).toEqual([]);
    expect(dependents.getSnapshot().hasTag('asking')).toBe(false);
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
    expect(dependentContinueBlock([SPOUSE], IF)).toBe('Please add at least 2 dependents before continuing.');
    expect(dependentContinueBlock([SPOUSE, CHILD], IF)).toBeNull();
    expect(dependentContinueBlock([CHILD, CHILD], { tier: 'IC', premier: true, spouse: null })).toBe(MESSAGES.dependentL713);
    expect(dependentContinueBlock([CHILD, CHILD], { tier: 'IC', premier: false, spouse: null })).toBeNull();
    expect(dependentContinueBlock([SPOUSE, CHILD], { ...IF, spouse: 'no' })).toBe('This dependent cannot be a spouse for this tier');
  });

  it('asks for one dependent in the singular and more in the plural', () => {
    const IF: DependentSetting = { tier: 'IF', premier: false, spouse: null };
    expect(dependentContinueBlock([], { ...IF, tier: 'IS' })).toBe(MESSAGES.dependentNeeded);
    expect(dependentContinueBlock([], IF)).toBe(MESSAGES.dependentsNeeded.replace('{count}', '2'));
  });
  it("titles a dependent 'Dependent #n: first last (Relationship)' from either shape", () => {
    expect(dependentTitle(SPOUSE, 0)).toBe('Dependent #1: Robin Quinn (Spouse)');
    expect(dependentTitle({ primary_info: CHILD }, 1)).toBe('Dependent #2: Sky Quinn (Child)');
  });
});
