import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { isFieldPath, toPayload, visibleFields, type FormValues, type TabForm } from '../../../adapters';
import {
  billingEventFor, billingMachine, displayValues, lookupErrors, routingStatus, type LookupRoutingInput, type LookupRoutingOutput,
} from '../../../machines/billing';
import { bankChoices, billingRequest, cardChoices, fixedMethodNote, lockedFields, type BillingLock } from '../../../machines/billingRules';
import type { SaveBillingBody, SaveBillingExistingBody } from '../../../schemas/api/billing';
import { CARD_SECRETS } from '../../../schemas/billing';
import { WIZARD_TABS } from '../../../schemas/tabs';
import { lookupRoutingNumber, saveBillingInfo, saveBillingInfoExisting } from '../../api/billing';
import { SchemaForm, type EngineFormContext } from '../../engine';
import { machineCall } from '../machineCall';
import { SaveLater } from '../SaveLater';
import { StepShell } from '../StepShell';
import { useStepFlow } from '../useStepFlow';
import type { LoadedBilling } from './loadBilling';

const TAB = 'billing_info';
const TITLE = WIZARD_TABS.find((tab) => tab.tab_name === TAB)!.title;
const FORM_ID = 'billing_info-form';

/** The form with the current mode's locked fields read-only (an account on file, the physical address). */
function lockedForm(form: TabForm, lock: BillingLock): TabForm {
  const locked = new Set(lockedFields(lock));
  if (locked.size === 0) return form;
  return { ...form, fields: form.fields.map((field) => (locked.has(field.name) ? { ...field, readOnly: true } : field)) };
}

/** What a save sends for these values: an account on file to the -existing route, anything else to save-billing-info. */
function saveFor(form: TabForm, enrollmentId: string) {
  return (values: FormValues) => {
    const request = billingRequest(toPayload(form, values));
    if (request.kind === 'existing') return saveBillingInfoExisting({ enrollment_id: enrollmentId, ...request.body } as SaveBillingExistingBody);
    return saveBillingInfo({ enrollment_id: enrollmentId, ...request.body } as SaveBillingBody);
  };
}

/**
 * Billing Information: the engine's form driven by the billing machine (machines/billing.ts),
 * which owns the values: a fixed type shows its note only; EFT and card toggle; an account on
 * file locks its fields (showing its masked details); the routing number is looked up on blur.
 * Next submits the form, or for a fixed type or an account on file saves without re-validating
 * fields the user cannot change.
 */
export function BillingStep({ loaded }: { loaded: LoadedBilling }) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useMachine(billingMachine.provide({
    actors: {
      lookupRouting: fromPromise<LookupRoutingOutput, LookupRoutingInput>(async ({ input }) => ({
        name: (await machineCall(lookupRoutingNumber(input.routing))).response.name,
      })),
    },
  }), {
    input: {
      methods: loaded.methods, values: loaded.initial, banks: loaded.banks, cards: loaded.cards, contact: loaded.contact, defaultBillDate: loaded.defaultBillDate,
    },
  });
  const { context } = snapshot;
  const values = context.values as FormValues;
  // The values the form last committed, and a routing number that lost focus before its commit.
  const committed = useRef<FormValues>(values);
  const pendingBlur = useRef<string | null>(null);
  const fixed = snapshot.matches('fixed');
  const onFile = snapshot.matches({ eft: 'onFile' }) || snapshot.matches({ card: 'onFile' });
  const form = useMemo(() => lockedForm(loaded.form, context.lock), [loaded.form, context.lock]);
  const flow = useStepFlow({
    tab: TAB, enrollmentId: loaded.enrollmentId, navArray: loaded.navArray, enrollType: loaded.enrollType, blockReason: null,
    save: (submitted) => saveFor(loaded.form, loaded.enrollmentId)(submitted as FormValues),
  });

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

  const serverErrors = useMemo(() => [...flow.fieldErrors, ...lookupErrors(context.lookup)], [flow.fieldErrors, context.lookup]);
  const visible = useMemo(() => new Set(visibleFields(loaded.form, values).map((f) => f.name)), [loaded.form, values]);
  const unplaced = flow.fieldErrors.filter((e) => !visible.has(e.target_element.split('.')[0]) || !isFieldPath(loaded.form, e.target_element));
  const messages = [...new Set([flow.generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];
  // Save & Continue Later never carries a card's number or security code.
  const draft = useMemo(() => {
    const payload = toPayload(loaded.form, values);
    for (const secret of CARD_SECRETS) delete payload[secret];
    return payload;
  }, [loaded.form, values]);
  const note = fixed ? fixedMethodNote(values.payment_method) : null;
  // The form gets the shown fields' values only: the machine keeps the others (the bill date
  // while paying by card), and the engine would otherwise report their clearing as the edit.
  const shown = useMemo(() => {
    const display = displayValues({ ...context, values }) as FormValues;
    return Object.fromEntries(visibleFields(loaded.form, display).map((field) => [field.name, display[field.name]])) as FormValues;
  }, [context, values, loaded.form]);

  const submit = (valid: FormValues) => {
    if (!flow.submit(valid)) alertRef.current?.focus();
  };

  return (
    <StepShell
      tab={TAB}
      title={TITLE}
      navArray={loaded.navArray}
      messages={messages}
      onSessionEnd={() => undefined}
      alertRef={alertRef}
      busy={flow.busy}
      onBack={flow.back}
      extra={<SaveLater enrollmentId={loaded.enrollmentId} savedTab="payment_info" data={draft} disabled={flow.busy} />}
      next={fixed || onFile ? { onClick: () => submit(values) } : { form: FORM_ID }}
    >
      {note ? <p className="bs-billing__note" role="note">{note}</p> : (
        <SchemaForm
          id={FORM_ID}
          form={form}
          validation={loaded.validation}
          values={shown}
          onChange={change}
          onSubmit={submit}
          serverErrors={serverErrors}
          context={formContext}
        />
      )}
      {values.payment_method === 'eft' && loaded.eftText ? <p className="bs-billing__text">{loaded.eftText}</p> : null}
      {loaded.text ? <p className="bs-billing__text">{loaded.text}</p> : null}
    </StepShell>
  );
}
