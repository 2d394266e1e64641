import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  billingEventFor, billingMachine, displayValues, lookupErrors, routingStatus, type BillingContext, type BillingInput, type LookupRoutingInput,
} from '../../../machines/billing';
import { fixedMethodNote, lockedFields, offeredMethods } from '../../../domain/billingRules';
import type { ExistingBank, ExistingCard } from '../../../schemas/api/billing';
import { ADDRESS_FIELDS, BANK_FIELDS, CARD_FIELDS } from '../../../schemas/billing';
import { MESSAGES } from '../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from './harness';

const BANK: ExistingBank = {
  bank_id: 1, account_name: 'Morgan Lee', bank_name: 'First Demo Bank', account_number: 'xxxxxxxx6789',
  account_type: 'checking', account_holder_type: 'individual', bank_routing: '123456780',
};
const CARD: ExistingCard = { card_id: 5, name_on_cc: 'Morgan Lee', card_brand: 'Visa', card_number: 'xxxxxxxxxxxx4242', expiration_month: '12', expiration_year: '2030' };
const CONTACT = { address1: '15 Maple Dr', address2: '', city: 'Springfield', state: 'IL', zip: '62701' };
const FOUND = 'First Demo Bank';
const CHECKSUM_FAILURE = [{ target_element: 'q', error_message: MESSAGES.routingChecksum }];
const TYPED = { account_name: 'Casey Rivera', address1: '9 Elm St' };

const EVENTS = [
  { type: 'billing.chooseMethod', values: { payment_method: 'cc' } },
  // The engine cleared the bill date while EFT was hidden: entering EFT gives back the default.
  { type: 'billing.chooseMethod', values: { payment_method: 'eft', bill_date: '' } },
  { type: 'billing.chooseBank', values: { bank_id: 'new' } },
  { type: 'billing.chooseBank', values: { bank_id: '1' } },
  { type: 'billing.chooseCard', values: { card_id: 'new' } },
  { type: 'billing.chooseCard', values: { card_id: '5' } },
  { type: 'billing.physicalAddress', values: { is_physical_address: 'yes' } },
  { type: 'billing.physicalAddress', values: { is_physical_address: 'no' } },
  { type: 'billing.edit', values: TYPED },
  { type: 'billing.edit', values: { routing_number: '111000025' } },
  { type: 'billing.routingBlur', routing: '123456780' },
  { type: 'billing.routingBlur', routing: '1234' },
  { type: 'xstate.done.actor.lookupRouting', output: { name: FOUND } },
  { type: 'xstate.error.actor.lookupRouting', error: CHECKSUM_FAILURE },
];

interface Scenario { name: string; input: BillingInput; reaches: unknown[]; unsent: string[] }

const NEW_ONLY_STATES = [
  { card: { newCard: 'ownAddress' } }, { card: { newCard: 'physicalAddress' } },
  { eft: { newAccount: 'idle' } }, { eft: { newAccount: 'lookingUp' } }, { eft: { newAccount: 'found' } }, { eft: { newAccount: 'failed' } },
];

const SCENARIOS: Scenario[] = [
  {
    name: 'portal 11 applicant: card by default, EFT beside it, nothing on file',
    input: { methods: offeredMethods('cc', ['cc']), values: { payment_method: 'cc', bill_date: '28' }, banks: [], cards: [], contact: CONTACT, defaultBillDate: '28' },
    reaches: NEW_ONLY_STATES,
    unsent: ['billing.chooseBank', 'billing.chooseCard'],
  },
  {
    name: 'member 7001: EFT with the bank on file locked, a card on file too',
    input: { methods: offeredMethods('eft', ['eft', 'cc']), values: { payment_method: 'eft', bill_date: '', bank_id: '1' }, banks: [BANK], cards: [CARD], contact: CONTACT, defaultBillDate: '28' },
    reaches: [{ eft: 'onFile' }, { card: 'onFile' }, ...NEW_ONLY_STATES],
    unsent: [],
  },
  {
    name: 'group 2001: list billing, fixed with a note only',
    input: { methods: offeredMethods('list', ['list']), values: { payment_method: 'list' }, banks: [], cards: [], contact: CONTACT, defaultBillDate: '28' },
    reaches: ['fixed'],
    unsent: EVENTS.map((e) => e.type).filter((type) => type !== 'xstate.init'),
  },
];

const pick = (values: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, values[f]]));

function assertSpec(sc: Scenario, run: Run): void {
  const context = run.snapshot.context as unknown as BillingContext;
  const { values, lock, lookup } = context;
  const state = JSON.stringify(run.snapshot.value);
  const ev = lastEvent(run) as { type: string; values?: Record<string, unknown>; routing?: string } | undefined;
  const shown = displayValues(context);
  // The note of a fixed type, and an account or card on file, by tag.
  expect(run.snapshot.hasTag('fixed')).toBe(state === '"fixed"');
  expect(run.snapshot.hasTag('onFile')).toBe(state === '{"eft":"onFile"}' || state === '{"card":"onFile"}');
  // The form never holds a masked number as the user's own: a number on file only shows over a locked field.
  expect(String(values.account_number ?? '')).not.toMatch(/x/);
  expect(String(values.card_number ?? '')).not.toMatch(/x/);
  if (state === '"fixed"') {
    expect(sc.input.methods).toHaveLength(1);
    expect(fixedMethodNote(values.payment_method)).not.toBeNull();
    expect(lock).toBe('none');
    return;
  }
  const paying = state.startsWith('{"eft"') ? 'eft' : 'cc';
  expect(values.payment_method).toBe(paying);
  if (paying === 'eft') {
    // EFT always has a bill date: the saved one or the default 28th.
    expect(values.bill_date).not.toBe('');
  }
  if (state === '{"eft":"onFile"}') {
    expect(lock).toBe('bankOnFile');
    expect(lockedFields(lock)).toEqual(BANK_FIELDS);
    expect(pick(shown, BANK_FIELDS)).toEqual({
      account_name: BANK.account_name, account_number: BANK.account_number, routing_number: BANK.bank_routing,
      bank_name: BANK.bank_name, account_type: BANK.account_type, account_holder_type: BANK.account_holder_type,
    });
    // An edit cannot change a locked field: the name stays what it was before (typed earlier under 'new', or not).
    const typedBefore = run.events.slice(0, -1).some((e) => e.type === 'billing.edit' && e.values === TYPED);
    if (ev?.type === 'billing.edit' && !typedBefore) expect(values.account_name ?? '').not.toBe(TYPED.account_name);
  } else if (state === '{"card":"onFile"}') {
    expect(lock).toBe('cardOnFile');
    expect(lockedFields(lock)).toEqual(CARD_FIELDS);
    expect(shown).toMatchObject({ card_number: CARD.card_number, expiration_month: '12', expiration_year: '2030', security_code: '', first_name_on_cc: 'Morgan', last_name_on_cc: 'Lee' });
  } else if (state.startsWith('{"eft":{"newAccount"')) {
    expect(lock).toBe('none');
    expect(shown).toEqual(values);
    if (sc.input.banks.length > 0) expect(values.bank_id).toBe('new');
    const sub = (run.snapshot.value as { eft: { newAccount: string } }).eft.newAccount;
    if (sub === 'lookingUp') {
      expect(routingStatus(lookup, values)).toBe(MESSAGES.routingLookingUp);
      expect(run.calls.at(-1)).toEqual({ type: 'lookupRouting', params: { routing: '123456780' } });
    }
    if (sub === 'found') {
      expect(values.bank_name).toBe(FOUND);
      expect(routingStatus(lookup, values)).toBe(FOUND);
      expect(lookupErrors(lookup)).toEqual([]);
    }
    if (sub === 'failed') {
      // A failure shows the lookup's message at the routing number and clears the bank name.
      expect(values.bank_name).toBe('');
      expect(lookupErrors(lookup)).toEqual([{ target_element: 'routing_number', error_message: MESSAGES.routingChecksum }]);
    }
    if (sub === 'idle') {
      expect(lookupErrors(lookup)).toEqual([]);
      if (ev?.type === 'billing.routingBlur' || (ev?.type === 'billing.edit' && ev.values?.routing_number)) expect(values.bank_name ?? '').toBe('');
    }
  } else if (state === '{"card":{"newCard":"physicalAddress"}}') {
    // The contact address, read-only.
    expect(lock).toBe('physicalAddress');
    expect(lockedFields(lock)).toEqual(ADDRESS_FIELDS);
    expect(pick(values, ADDRESS_FIELDS)).toEqual(CONTACT);
    expect(values.is_physical_address).toBe('yes');
  } else if (state === '{"card":{"newCard":"ownAddress"}}') {
    expect(lock).toBe('none');
    if (sc.input.cards.length > 0) expect(values.card_id).toBe('new');
    if (ev?.type === 'billing.physicalAddress') {
      // Unchecking clears the address and says no.
      expect(pick(values, ADDRESS_FIELDS)).toEqual({ address1: '', address2: '', city: '', state: '', zip: '' });
      expect(values.is_physical_address).toBe('no');
    }
    if (ev?.type === 'billing.edit' && ev.values === TYPED) expect(values.address1).toBe(TYPED.address1);
  } else {
    throw new Error(`unexpected state ${state}`);
  }
}

describe.each(SCENARIOS)('billing model: $name', (sc) => {
  itWalksModel(billingMachine, {
    input: sc.input,
    events: EVENTS,
    actions: [],
    actors: ['lookupRouting'],
    assertState: (run) => assertSpec(sc, run),
    // The context's values combine without end: a vertex is the state, what it locks, the
    // lookup's status and which values are filled, which keeps the walk small and bounded.
    serializeState: (snapshot) => {
      const { lock, lookup, values } = snapshot.context as unknown as BillingContext;
      const filled = Object.keys(values).filter((key) => values[key] !== '' && values[key] !== undefined).sort();
      return JSON.stringify([snapshot.value, lock, lookup.status, filled]);
    },
  }, { reaches: sc.reaches, unsent: sc.unsent });
});

describe('billing machine with a real lookup', () => {
  it('looks a routing number up once per number, and a new number clears the bank found for the old one', async () => {
    const asked: string[] = [];
    const lookupRouting = fromPromise<{ name: string }, LookupRoutingInput>(async ({ input }) => {
      asked.push(input.routing);
      return { name: FOUND };
    });
    const actor = createActor(billingMachine.provide({ actors: { lookupRouting } }), {
      input: { methods: ['eft'], values: { payment_method: 'eft' }, banks: [], cards: [], contact: CONTACT, defaultBillDate: '28' },
    }).start();
    actor.send(billingEventFor('routing_number', { routing_number: '123456780' }));
    actor.send({ type: 'billing.routingBlur', routing: '123456780' });
    await waitFor(actor, (snapshot) => snapshot.context.values.bank_name === FOUND);
    actor.send({ type: 'billing.routingBlur', routing: '123456780' });
    expect(asked).toEqual(['123456780']);
    actor.send(billingEventFor('routing_number', { routing_number: '111000025' }));
    expect(actor.getSnapshot().context.values.bank_name).toBe('');
    expect(actor.getSnapshot().context.values.bill_date).toBe('28');
  });

  it('names the event of each committed change', () => {
    expect(billingEventFor('payment_method', {}).type).toBe('billing.chooseMethod');
    expect(billingEventFor('bank_id', {}).type).toBe('billing.chooseBank');
    expect(billingEventFor('card_id', {}).type).toBe('billing.chooseCard');
    expect(billingEventFor('is_physical_address', {}).type).toBe('billing.physicalAddress');
    expect(billingEventFor('zip', {}).type).toBe('billing.edit');
  });
});
