import { useEffect, useMemo, useRef } from 'react';
import { isFieldPath, toPayload, visibleFields, type FormValues, type TabForm } from '../../../adapters';
import { billingRequest } from '../../../domain/billingRules';
import type { SaveBillingBody, SaveBillingExistingBody } from '../../../schemas/api/billing';
import { CARD_SECRETS } from '../../../schemas/billing';
import { WIZARD_TABS } from '../../../schemas/tabs';
import { lookupRoutingNumber, saveBillingInfo, saveBillingInfoExisting } from '../../api/billing';
import { draftNotice, forgetDraft, keepDraft } from '../../session';
import { useLanguage } from '../../shared/text/language';
import { machineCall } from '../machineCall';
import { SaveLater } from '../SaveLater';
import { StepShell } from '../StepShell';
import { useStepFlow } from '../useStepFlow';
import { BillingForm } from './BillingForm';
import { BILLING_TAB, type LoadedBilling } from './loadBilling';
import { useBilling } from './useBilling';

const TAB = 'billing_info';
const TITLE = WIZARD_TABS.find((tab) => tab.tab_name === TAB)!.title;
const FORM_ID = 'billing_info-form';

/** What a save sends for these values: an account on file to the -existing route, anything else to save-billing-info. */
function saveFor(form: TabForm, enrollmentId: string) {
  return (values: FormValues) => {
    const request = billingRequest(toPayload(form, values));
    if (request.kind === 'existing') return saveBillingInfoExisting({ enrollment_id: enrollmentId, ...request.body } as SaveBillingExistingBody);
    return saveBillingInfo({ enrollment_id: enrollmentId, ...request.body } as SaveBillingBody);
  };
}

const lookup = async (routing: string) => ({ name: (await machineCall(lookupRoutingNumber(routing))).response.name });

/**
 * Billing Information: the engine's form driven by the billing machine (machines/billing.ts),
 * which owns the values: a fixed type shows its note only; EFT and card toggle; an account on
 * file locks its fields (showing its masked details); the routing number is looked up on blur.
 * Next submits the form, or for a fixed type or an account on file saves without re-validating
 * fields the user cannot change.
 */
export function BillingStep({ loaded }: { loaded: LoadedBilling }) {
  const alertRef = useRef<HTMLDivElement>(null);
  // The form in the language shown: a switch mid-step says the definition's texts in it at once (the machine keeps the values).
  const language = useLanguage();
  const form = loaded.formIn(language);
  const billing = useBilling({
    methods: loaded.methods, values: loaded.initial, banks: loaded.banks, cards: loaded.cards, contact: loaded.contact, defaultBillDate: loaded.defaultBillDate,
  }, form, lookup);
  const { values } = billing;
  // What the session-end keeper reads: the values of the latest render, not of the first.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  // Restored choices are in the form now: the browser's copy is no longer needed.
  useEffect(() => {
    if (loaded.restoredDraft) forgetDraft(loaded.enrollmentId, BILLING_TAB);
  }, [loaded]);
  const flow = useStepFlow({
    tab: TAB, enrollmentId: loaded.enrollmentId, navArray: loaded.navArray, enrollType: loaded.enrollType, blockReason: null,
    save: (submitted) => saveFor(form, loaded.enrollmentId)(submitted as FormValues),
  });

  const visible = useMemo(() => new Set(visibleFields(form, values).map((f) => f.name)), [form, values]);
  const unplaced = flow.fieldErrors.filter((e) => !visible.has(e.target_element.split('.')[0]) || !isFieldPath(form, e.target_element));
  const messages = [...new Set([flow.generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];
  // Save & Continue Later never carries a card's number or security code.
  const draft = useMemo(() => {
    const payload = toPayload(form, values);
    for (const secret of CARD_SECRETS) delete payload[secret];
    return payload;
  }, [form, values]);

  const submit = (valid: FormValues) => {
    if (!flow.submit(valid)) alertRef.current?.focus();
  };

  return (
    <StepShell
      tab={TAB}
      title={TITLE}
      navArray={loaded.navArray}
      messages={messages}
      notice={loaded.restoredDraft ? draftNotice(BILLING_TAB) : null}
      onSessionEnd={() => keepDraft(loaded.enrollmentId, BILLING_TAB, valuesRef.current)}
      alertRef={alertRef}
      busy={flow.busy}
      onBack={flow.back}
      extra={<SaveLater enrollmentId={loaded.enrollmentId} savedTab="payment_info" data={draft} disabled={flow.busy} />}
      next={billing.fixed || billing.onFile ? { onClick: () => submit(values) } : { form: FORM_ID }}
    >
      <BillingForm
        billing={billing} validation={loaded.validation} id={FORM_ID} onSubmit={submit} serverErrors={flow.fieldErrors}
        eftText={loaded.eftText} text={loaded.text}
      />
    </StepShell>
  );
}
