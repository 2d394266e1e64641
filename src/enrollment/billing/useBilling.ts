import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { visibleFields, type FormValues, type TabForm } from '../../../adapters';
import {
  billingEventFor, billingMachine, displayValues, lookupErrors, routingStatus, type BillingInput, type LookupRoutingInput, type LookupRoutingOutput,
} from '../../../machines/billing';
import { bankChoices, cardChoices, fixedMethodNote, lockedFields, type BillingLock } from '../../../domain/billingRules';
import type { EngineFormContext } from '../../engine';

/** The form with the current mode's locked fields read-only (an account on file, the physical address). */
function lockedForm(form: TabForm, lock: BillingLock): TabForm {
  const locked = new Set(lockedFields(lock));
  if (locked.size === 0) return form;
  return { ...form, fields: form.fields.map((field) => (locked.has(field.name) ? { ...field, readOnly: true } : field)) };
}

/** Looks a routing number up: the bank's name, or a rejection with the lookup's field errors. */
export type RoutingLookupCall = (routing: string) => Promise<LookupRoutingOutput>;

/**
 * The billing machine bound to the engine's form: what the form shows (the shown fields' values,
 * an account on file's masked details over its locked fields), the engine context (accounts on
 * file, the lookup's status line, the routing number's blur) and the change handler.
 */
export function useBilling(input: BillingInput, form: TabForm, lookup: RoutingLookupCall) {
  const [snapshot, send] = useMachine(billingMachine.provide({
    actors: { lookupRouting: fromPromise<LookupRoutingOutput, LookupRoutingInput>(({ input: { routing } }) => lookup(routing)) },
  }), { input });
  const { context } = snapshot;
  const values = context.values as FormValues;
  // The values the form last committed, and a routing number that lost focus before its commit.
  const committed = useRef<FormValues>(values);
  const pendingBlur = useRef<string | null>(null);

  const formContext = useMemo<EngineFormContext>(() => ({
    privateChoices: { bank_id: bankChoices(context.banks), card_id: cardChoices(context.cards) },
    fieldStatus: { routing_number: routingStatus(context.lookup, context.values) },
    onFieldBlur: (name, value) => {
      if (name !== 'routing_number') return;
      // The engine may report the blur before the typed number reaches the machine: the lookup
      // then starts once it has (so the edit does not count as a change after the lookup's answer).
      if (value === String(committed.current.routing_number ?? '')) send({ type: 'billing.routingBlur', routing: value });
      else pendingBlur.current = value;
    },
  }), [context.banks, context.cards, context.lookup, context.values, send]);

  const change = (next: FormValues, changed: string) => {
    committed.current = next;
    send(billingEventFor(changed, next));
    if (changed === 'routing_number' && pendingBlur.current !== null && pendingBlur.current === next.routing_number) {
      send({ type: 'billing.routingBlur', routing: pendingBlur.current });
      pendingBlur.current = null;
    }
  };

  // The form gets the shown fields' values only: the machine keeps the others (the bill date
  // while paying by card), and the engine would otherwise report their clearing as the edit.
  const shown = useMemo(() => {
    const display = displayValues({ ...context, values }) as FormValues;
    return Object.fromEntries(visibleFields(form, display).map((field) => [field.name, display[field.name]])) as FormValues;
  }, [context, values, form]);
  const fixed = snapshot.hasTag('fixed');
  return {
    send,
    values,
    shown,
    fixed,
    onFile: snapshot.hasTag('onFile'),
    note: fixed ? fixedMethodNote(values.payment_method) : null,
    form: useMemo(() => lockedForm(form, context.lock), [form, context.lock]),
    lookupErrors: useMemo(() => lookupErrors(context.lookup), [context.lookup]),
    formContext,
    change,
  };
}

export type BillingBinding = ReturnType<typeof useBilling>;
