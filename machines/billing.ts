/**
 * The billing modes of Billing Information (enrollment.md section 4, "Billing"): a fixed type
 * (list, elist, stmt: a note only), or EFT and card, toggled when both are offered; in each an
 * account on file that locks the inputs or 'new' that unlocks them; the routing lookup on blur
 * that fills the bank name (a failure shows its message and clears it); 'Choose physical
 * address' that copies the contact address read-only, and clears it when unchecked.
 *
 * The machine owns the form's values: the screen renders displayValues(context) and sends each
 * committed change as the event billingEventFor names. The app supplies the lookup actor
 * `lookupRouting` with `.provide()`; it resolves {name} or rejects with field errors.
 */
import { assign, setup } from 'xstate';
import type { ExistingBank, ExistingCard } from '../schemas/api/billing';
import { NEW_ACCOUNT, PHYSICAL_ADDRESS, type PaymentMethod } from '../schemas/billing';
import { MESSAGES } from '../schemas/messages';
import {
  bankDisplay, cardDisplay, clearedAddressValues, isFixedMethod, isRoutingNumber, physicalAddressValues, withoutLocked,
  type BillingLock, type BillingValues, type ContactAddress,
} from '../domain/billingRules';
import { notProvided } from './effects';
import { failureMessage, type FieldError } from '../domain/errors';

export interface BillingInput {
  /** The payment types to show (offeredMethods), the first the one to start with unless values say otherwise. */
  methods: PaymentMethod[];
  /** The form's starting values (the server's definitions). */
  values: BillingValues;
  banks: ExistingBank[];
  cards: ExistingCard[];
  /** The contact info's address, for 'Choose physical address'. */
  contact: ContactAddress;
  /** The bill date EFT starts with ('28'). */
  defaultBillDate: string;
}

/** The routing lookup: looking up `routing`, found, or failed with the lookup's message. */
export interface RoutingLookup { status: 'idle' | 'looking' | 'found' | 'failed'; routing: string; message: string | null }

export interface BillingContext extends BillingInput {
  /** What the current mode locks (set on entering each mode). */
  lock: BillingLock;
  lookup: RoutingLookup;
}

/** A committed change of the form: the form's values after it (hidden fields already cleared by the engine). */
type Change<T extends string> = { type: T; values: BillingValues };

export type BillingEvent =
  | Change<'billing.chooseMethod'>
  | Change<'billing.chooseBank'>
  | Change<'billing.chooseCard'>
  | Change<'billing.physicalAddress'>
  | Change<'billing.edit'>
  | { type: 'billing.routingBlur'; routing: string };

export interface LookupRoutingInput { routing: string }
/** The bank the routing number belongs to. */
export interface LookupRoutingOutput { name: string }

const IDLE: RoutingLookup = { status: 'idle', routing: '', message: null };
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The event of a committed change at `changed` (the engine's changed path). */
export function billingEventFor(changed: string, values: BillingValues): BillingEvent {
  if (changed === 'payment_method') return { type: 'billing.chooseMethod', values };
  if (changed === 'bank_id') return { type: 'billing.chooseBank', values };
  if (changed === 'card_id') return { type: 'billing.chooseCard', values };
  if (changed === 'is_physical_address') return { type: 'billing.physicalAddress', values };
  return { type: 'billing.edit', values };
}

/** The values the form shows: an account on file's (masked) details over the locked fields. */
export function displayValues(context: Pick<BillingContext, 'values' | 'lock' | 'banks' | 'cards'>): BillingValues {
  const { values, lock } = context;
  if (lock === 'bankOnFile') {
    const bank = context.banks.find((b) => String(b.bank_id) === values.bank_id);
    return bank ? { ...values, ...bankDisplay(bank) } : values;
  }
  if (lock === 'cardOnFile') {
    const card = context.cards.find((c) => String(c.card_id) === values.card_id);
    return card ? { ...values, ...cardDisplay(card) } : values;
  }
  return values;
}

/** The status line under the routing number: the lookup running, or the bank it found. */
export function routingStatus(lookup: RoutingLookup, values: BillingValues): string {
  if (lookup.status === 'looking') return MESSAGES.routingLookingUp;
  if (lookup.status === 'found') return text(values.bank_name);
  return '';
}

/** The lookup's failure at the routing number, as a field error (none unless it failed). */
export function lookupErrors(lookup: RoutingLookup): FieldError[] {
  return lookup.status === 'failed' && lookup.message ? [{ target_element: 'routing_number', error_message: lookup.message }] : [];
}

const onFile = (choice: unknown, ids: readonly number[]): boolean => ids.some((id) => String(id) === choice);

/** Values entering a way of paying: its account on file chosen when none is, EFT's default bill date. */
function prepared(context: BillingContext, method: PaymentMethod): BillingValues {
  const values = { ...context.values };
  if (method === 'eft') {
    if (!text(values.bill_date)) values.bill_date = context.defaultBillDate;
    const ids = context.banks.map((b) => b.bank_id);
    if (ids.length > 0 && values.bank_id !== NEW_ACCOUNT && !onFile(values.bank_id, ids)) values.bank_id = String(ids[0]);
  }
  if (method === 'cc') {
    const ids = context.cards.map((c) => c.card_id);
    if (ids.length > 0 && values.card_id !== NEW_ACCOUNT && !onFile(values.card_id, ids)) values.card_id = String(ids[0]);
  }
  return values;
}

/** `fixed`: the payment type is fixed (only a note shows); `onFile`: a bank account or card on file is chosen. */
export type BillingTag = 'fixed' | 'onFile';

/** The billing machine; see the file comment. */
export const billingMachine = setup({
  types: {
    input: {} as BillingInput,
    context: {} as BillingContext,
    events: {} as BillingEvent,
    tags: {} as BillingTag,
  },
  actions: {
    prepareEft: assign(({ context }) => ({ values: prepared(context, 'eft') })),
    prepareCard: assign(({ context }) => ({ values: prepared(context, 'cc') })),
    applyMethod: assign(({ context }, params: { values: BillingValues }) => ({ values: { ...context.values, ...params.values }, lookup: IDLE })),
    applyEdit: assign(({ context }, params: { values: BillingValues }) => ({ values: withoutLocked(context.values, { ...context.values, ...params.values }, context.lock) })),
    chooseBank: assign(({ context }, params: { values: BillingValues }) => ({ values: { ...context.values, bank_id: text(params.values.bank_id) } })),
    chooseCard: assign(({ context }, params: { values: BillingValues }) => ({ values: { ...context.values, card_id: text(params.values.card_id) } })),
    copyAddress: assign(({ context }) => ({ values: { ...context.values, ...physicalAddressValues(context.contact) } })),
    clearAddress: assign(({ context }) => ({ values: { ...context.values, ...clearedAddressValues() } })),
    startLookup: assign((_, params: { routing: string }) => ({ lookup: { status: 'looking', routing: params.routing, message: null } as RoutingLookup })),
    fillBankName: assign(({ context }, params: { output: LookupRoutingOutput }) => ({
      values: { ...context.values, bank_name: params.output.name },
      lookup: { ...context.lookup, status: 'found' } as RoutingLookup,
    })),
    showLookupFailure: assign(({ context }, params: { error: unknown }) => ({
      values: { ...context.values, bank_name: '' },
      lookup: { ...context.lookup, status: 'failed', message: failureMessage(params.error) } as RoutingLookup,
    })),
    clearBankName: assign(({ context }) => ({ values: { ...context.values, bank_name: '' }, lookup: IDLE })),
    resetLookup: assign({ lookup: IDLE }),
    lockNone: assign({ lock: 'none' as BillingLock }),
    lockBank: assign({ lock: 'bankOnFile' as BillingLock }),
    lockCard: assign({ lock: 'cardOnFile' as BillingLock }),
    lockAddress: assign({ lock: 'physicalAddress' as BillingLock }),
  },
  actors: {
    lookupRouting: notProvided<LookupRoutingOutput, LookupRoutingInput>('lookupRouting'),
  },
  guards: {
    startsFixed: ({ context }) => isFixedMethod(context.values.payment_method ?? context.methods[0]),
    startsWithCard: ({ context }) => (context.values.payment_method ?? context.methods[0]) === 'cc',
    bankOnFile: ({ context }) => onFile(context.values.bank_id, context.banks.map((b) => b.bank_id)),
    cardOnFile: ({ context }) => onFile(context.values.card_id, context.cards.map((c) => c.card_id)),
    physicalAddress: ({ context }) => context.values.is_physical_address === PHYSICAL_ADDRESS.yes,
    switchesTo: ({ context }, params: { method: PaymentMethod; values: BillingValues }) =>
      params.values.payment_method === params.method && context.methods.includes(params.method),
    choosesNew: (_, params: { choice: unknown }) => params.choice === NEW_ACCOUNT,
    choosesOnFile: ({ context }, params: { choice: unknown; kind: 'bank' | 'card' }) =>
      onFile(params.choice, params.kind === 'bank' ? context.banks.map((b) => b.bank_id) : context.cards.map((c) => c.card_id)),
    checked: (_, params: { values: BillingValues }) => params.values.is_physical_address === PHYSICAL_ADDRESS.yes,
    unchecked: (_, params: { values: BillingValues }) => params.values.is_physical_address !== PHYSICAL_ADDRESS.yes,
    needsLookup: ({ context }, params: { routing: string }) =>
      isRoutingNumber(params.routing) && !(params.routing === context.lookup.routing && context.lookup.status !== 'idle'),
    routingIncomplete: (_, params: { routing: string }) => !isRoutingNumber(params.routing),
    // The number being (or just) looked up is no change: the engine may commit a typed number
    // just after the blur that started its lookup.
    routingChanged: ({ context }, params: { values: BillingValues }) =>
      'routing_number' in params.values && text(params.values.routing_number) !== text(context.values.routing_number)
      && !(context.lookup.status !== 'idle' && text(params.values.routing_number) === context.lookup.routing),
  },
}).createMachine({
  id: 'billing',
  context: ({ input }) => ({
    ...input,
    values: { ...input.values, payment_method: text(input.values.payment_method) || input.methods[0] },
    lock: 'none',
    lookup: IDLE,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'startsFixed', target: 'fixed' }, { guard: 'startsWithCard', target: 'card' }, { target: 'eft' }],
    },
    /** list, elist, stmt: the type is fixed and only a note shows. */
    fixed: { tags: 'fixed', entry: 'lockNone' },
    eft: {
      entry: 'prepareEft',
      initial: 'deciding',
      on: {
        'billing.chooseMethod': {
          guard: { type: 'switchesTo', params: ({ event }) => ({ method: 'cc' as const, values: event.values }) },
          target: 'card',
          actions: { type: 'applyMethod', params: ({ event }) => ({ values: event.values }) },
        },
        'billing.edit': { actions: { type: 'applyEdit', params: ({ event }) => ({ values: event.values }) } },
      },
      states: {
        deciding: { always: [{ guard: 'bankOnFile', target: 'onFile' }, { target: 'newAccount' }] },
        /** An account on file: its fields locked, showing its masked details. */
        onFile: {
          tags: 'onFile',
          entry: 'lockBank',
          on: {
            'billing.chooseBank': [
              {
                guard: { type: 'choosesNew', params: ({ event }) => ({ choice: event.values.bank_id }) },
                target: 'newAccount',
                // A lookup of an earlier visit to 'new' is over: its status must not show again.
                actions: [{ type: 'chooseBank', params: ({ event }) => ({ values: event.values }) }, 'resetLookup'],
              },
              {
                guard: { type: 'choosesOnFile', params: ({ event }) => ({ choice: event.values.bank_id, kind: 'bank' as const }) },
                actions: { type: 'chooseBank', params: ({ event }) => ({ values: event.values }) },
              },
            ],
          },
        },
        /** 'new': the inputs unlocked; the routing number is looked up when it loses focus. */
        newAccount: {
          entry: 'lockNone',
          initial: 'idle',
          on: {
            'billing.chooseBank': {
              guard: { type: 'choosesOnFile', params: ({ event }) => ({ choice: event.values.bank_id, kind: 'bank' as const }) },
              target: 'onFile',
              actions: { type: 'chooseBank', params: ({ event }) => ({ values: event.values }) },
            },
            'billing.routingBlur': [
              {
                guard: { type: 'needsLookup', params: ({ event }) => ({ routing: event.routing }) },
                target: '.lookingUp',
                reenter: true,
                actions: { type: 'startLookup', params: ({ event }) => ({ routing: event.routing }) },
              },
              { guard: { type: 'routingIncomplete', params: ({ event }) => ({ routing: event.routing }) }, target: '.idle', actions: 'clearBankName' },
            ],
            'billing.edit': [
              {
                guard: { type: 'routingChanged', params: ({ event }) => ({ values: event.values }) },
                target: '.idle',
                actions: [{ type: 'applyEdit', params: ({ event }) => ({ values: event.values }) }, 'clearBankName'],
              },
              { actions: { type: 'applyEdit', params: ({ event }) => ({ values: event.values }) } },
            ],
          },
          states: {
            idle: {},
            lookingUp: {
              invoke: {
                id: 'lookupRouting',
                src: 'lookupRouting',
                input: ({ context }) => ({ routing: context.lookup.routing }),
                onDone: { target: 'found', actions: { type: 'fillBankName', params: ({ event }) => ({ output: event.output }) } },
                onError: { target: 'failed', actions: { type: 'showLookupFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            found: {},
            failed: {},
          },
        },
      },
    },
    card: {
      entry: 'prepareCard',
      initial: 'deciding',
      on: {
        'billing.chooseMethod': {
          guard: { type: 'switchesTo', params: ({ event }) => ({ method: 'eft' as const, values: event.values }) },
          target: 'eft',
          actions: { type: 'applyMethod', params: ({ event }) => ({ values: event.values }) },
        },
        'billing.edit': { actions: { type: 'applyEdit', params: ({ event }) => ({ values: event.values }) } },
      },
      states: {
        deciding: { always: [{ guard: 'cardOnFile', target: 'onFile' }, { target: 'newCard' }] },
        /** A card on file: the card form locked; choosing 'new' toggles it off and unlocks the form. */
        onFile: {
          tags: 'onFile',
          entry: 'lockCard',
          on: {
            'billing.chooseCard': [
              {
                guard: { type: 'choosesNew', params: ({ event }) => ({ choice: event.values.card_id }) },
                target: 'newCard',
                actions: { type: 'chooseCard', params: ({ event }) => ({ values: event.values }) },
              },
              {
                guard: { type: 'choosesOnFile', params: ({ event }) => ({ choice: event.values.card_id, kind: 'card' as const }) },
                actions: { type: 'chooseCard', params: ({ event }) => ({ values: event.values }) },
              },
            ],
          },
        },
        newCard: {
          initial: 'deciding',
          on: {
            'billing.chooseCard': {
              guard: { type: 'choosesOnFile', params: ({ event }) => ({ choice: event.values.card_id, kind: 'card' as const }) },
              target: 'onFile',
              actions: { type: 'chooseCard', params: ({ event }) => ({ values: event.values }) },
            },
          },
          states: {
            deciding: { always: [{ guard: 'physicalAddress', target: 'physicalAddress' }, { target: 'ownAddress' }] },
            /** A billing address of the user's own. */
            ownAddress: {
              entry: 'lockNone',
              on: {
                'billing.physicalAddress': {
                  guard: { type: 'checked', params: ({ event }) => ({ values: event.values }) },
                  target: 'physicalAddress',
                },
              },
            },
            /** 'Choose physical address': the contact address, read-only; unchecking clears it. */
            physicalAddress: {
              entry: ['copyAddress', 'lockAddress'],
              on: {
                'billing.physicalAddress': {
                  guard: { type: 'unchecked', params: ({ event }) => ({ values: event.values }) },
                  target: 'ownAddress',
                  actions: 'clearAddress',
                },
              },
            },
          },
        },
      },
    },
  },
});
