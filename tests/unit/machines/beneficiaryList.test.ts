/**
 * The beneficiary list: the list step machine with the beneficiary policy, model-tested. At
 * every state the spec's outcome holds (enrollment.md sections 2, 4, 5 and 9): the add form is
 * offered while the total is below 100 and fewer than 3 exist, Next only with at least one and a
 * total of exactly 100, the spec's messages, and edit mode's disabled delete and continue.
 */
import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_POLICY, beneficiaryAddBlock, beneficiaryContinueBlock, beneficiaryTitle, percentageOf, totalMessage, totalPercentage,
} from '../../../domain/beneficiaryRules';
import { listControls, type ListSnapshot } from '../../../machines/listControls';
import { listStepMachine, type ListItem } from '../../../machines/listStep';
import { MESSAGES } from '../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from './harness';

const person = (first_name: string, beneficiary_percentage: string): ListItem => ({
  first_name, last_name: 'Lee', birthdate: '09/30/1979', relationship: 'Child', ssn: '123456789', beneficiary_percentage,
});
const FORTY = person('Ann', '40');
const SIXTY = person('Bo', '60');

const EVENTS = [
  { type: 'list.add' },
  { type: 'list.edit', index: 0 },
  { type: 'list.edit', index: 2 },
  { type: 'list.delete', index: 0 },
  { type: 'list.submit', item: FORTY },
  { type: 'list.submit', item: SIXTY },
  { type: 'list.cancel' },
  { type: 'list.continue' },
  { type: 'list.setPolicy', policy: BENEFICIARY_POLICY },
  { type: 'list.setItems', items: [SIXTY, SIXTY] },
  { type: 'xstate.done.actor.validateItem' },
  { type: 'xstate.error.actor.validateItem', error: [{ target_element: 'ssn', error_message: MESSAGES.ssn }] },
];

function assertSpec(run: Run): void {
  const snapshot = run.snapshot as unknown as ListSnapshot;
  const { items } = snapshot.context;
  const total = items.reduce((sum, item) => sum + Number(item.beneficiary_percentage), 0);
  const controls = listControls(snapshot);

  expect(controls.add.shown).toBe(total < 100 && items.length < 3);
  expect(controls.next.shown).toBe(items.length >= 1 && total === 100);
  if (items.length >= 3) expect(controls.add.block).toBe(MESSAGES.beneficiaryMax);
  else if (total > 100) expect(controls.add.block).toBe(`The total percentage is ${total} and should not be more or less than 100%`);
  if (items.length === 0) expect(controls.next.block).toBe(MESSAGES.beneficiaryNone);
  else if (total !== 100) expect(controls.next.block).toBe(`The total percentage is ${total} and should not be more or less than 100%`);
  items.forEach((item, i) => expect(beneficiaryTitle(item, i)).toBe(`Beneficiary #${i + 1}: ${String(item.first_name)} Lee`));

  if (controls.mode === 'editing') {
    expect(controls.remove).toEqual({ enabled: false, title: MESSAGES.listDeleteEditFirst });
    expect(controls.next).toMatchObject({ enabled: false, title: MESSAGES.listContinueEditFirst });
    expect(controls.add.enabled).toBe(false);
  } else {
    expect(controls.remove.title).toBe(MESSAGES.listDelete);
    expect(controls.next.title).toBe(MESSAGES.listContinue);
    expect(controls.next.enabled).toBe(controls.mode === 'list' && controls.next.shown);
  }
  // An item joins the list only after the server's single-beneficiary check answered.
  const event = lastEvent(run);
  if (event?.type === 'list.submit') expect(run.calls.at(-1)?.type).toBe('validateItem');
}

describe('beneficiary list model', () => {
  itWalksModel(listStepMachine, {
    input: { items: [], policy: BENEFICIARY_POLICY },
    events: EVENTS,
    actions: ['persist', 'continue'],
    actors: ['validateItem'],
    assertState: assertSpec,
  }, {
    reaches: ['list', { adding: 'form' }, { adding: 'validating' }, { editing: 'form' }, { editing: 'validating' }],
    // Next changes no state (it hands the list to the save): tests/unit/machines/listStep.test.ts proves it.
    unsent: ['list.continue'],
  });
});

describe('beneficiary rules', () => {
  it('reads a percentage as a whole number of at most 3 digits, anything else as 0', () => {
    expect([percentageOf({ beneficiary_percentage: '40' }), percentageOf({ beneficiary_percentage: 60 }), percentageOf({ beneficiary_percentage: '4x' }), percentageOf({})])
      .toEqual([40, 60, 0, 0]);
    expect(totalPercentage([FORTY, SIXTY])).toBe(100);
  });

  it('words the total as the spec describes it', () => {
    expect(totalMessage(120)).toBe('The total percentage is 120 and should not be more or less than 100%');
  });

  it('blocks an add at 3 beneficiaries or a total of 100 and more, and Next unless 1 to 3 total exactly 100', () => {
    expect(beneficiaryAddBlock([])).toBeNull();
    expect(beneficiaryAddBlock([FORTY, FORTY])).toBeNull();
    expect(beneficiaryAddBlock([FORTY, SIXTY])).toBe(MESSAGES.beneficiaryFull);
    expect(beneficiaryAddBlock([SIXTY, SIXTY])).toBe(totalMessage(120));
    expect(beneficiaryAddBlock([person('A', '10'), person('B', '10'), person('C', '10')])).toBe(MESSAGES.beneficiaryMax);
    expect(beneficiaryContinueBlock([])).toBe(MESSAGES.beneficiaryNone);
    expect(beneficiaryContinueBlock([FORTY])).toBe(totalMessage(40));
    expect(beneficiaryContinueBlock([FORTY, SIXTY])).toBeNull();
    expect(beneficiaryContinueBlock([FORTY, SIXTY, FORTY, FORTY])).toBe(MESSAGES.beneficiaryMax);
  });
});
