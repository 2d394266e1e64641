/**
 * Whether Billing Information is complete (completion's tab check) and Save & Continue Later's
 * billing draft. Complete: a saved payment_info (not a draft) whose payment type the enrollment
 * is still offered; an account on file still the member's; a new bank account or card passing
 * the billing form's rules again (a card's number and code are not kept, its token stands for them).
 */
import { payloadToValues, toPayload, validateValues, type Payload } from '../../adapters';
import { isAccountOnFile, isFixedMethod } from '../../domain/billingRules';
import { CARD_SECRETS, type PaymentMethod } from '../../schemas/billing';
import { MESSAGES } from '../../schemas/messages';
import type { JsonObject } from '../db/types';
import { fieldError, unprocessable } from '../http';
import { billingForm } from './billingOptions';
import type { DraftPreparer } from './drafts';
import { openPayload, sealPayload } from './sealing';
import type { TabCheck } from './tabChecks';

const DRAFT = 'draft';

export const billingTabCheck: TabCheck = async ({ db, services, enrollment }) => {
  const saved = enrollment.payment_info;
  if (!saved || saved.status === DRAFT) return [fieldError('billing_info', MESSAGES.stepIncomplete)];
  const parts = await billingForm(db, enrollment);
  const method = saved.payment_method as PaymentMethod;
  if (!parts.methods.methods.includes(method)) return [fieldError('payment_method', MESSAGES.choice)];
  if (isFixedMethod(method)) return [];
  const memberId = enrollment.member_id ?? -1;
  if (method === 'eft' && isAccountOnFile(String(saved.bank_id ?? ''))) {
    const bank = await db.selectFrom('member_banks').select('id').where('id', '=', Number(saved.bank_id)).where('member_id', '=', memberId).executeTakeFirst();
    return bank ? [] : [fieldError('bank_id', MESSAGES.accountNotOnFile)];
  }
  if (method === 'cc' && isAccountOnFile(String(saved.card_id ?? ''))) {
    const card = await db.selectFrom('member_cards').select('id').where('id', '=', Number(saved.card_id)).where('member_id', '=', memberId).executeTakeFirst();
    return card ? [] : [fieldError('card_id', MESSAGES.accountNotOnFile)];
  }
  if (method === 'cc' && typeof saved.card_token !== 'string') return [fieldError('card_number', MESSAGES.stepIncomplete)];
  // The card's secrets are gone by design: the form is judged without them.
  const form = { ...parts.form, fields: parts.form.fields.filter((field) => !(CARD_SECRETS as readonly string[]).includes(field.name)) };
  return validateValues(form, payloadToValues(form, openPayload(saved, services.cipher) as Payload));
};

/**
 * The billing draft: formats only (no field is required yet), never a card's number or security
 * code, the bank account number sealed; stored with status 'draft', which the tab check refuses.
 */
export const prepareBillingDraft: DraftPreparer = async ({ db, services, enrollment }, data) => {
  const { form } = await billingForm(db, enrollment);
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !(CARD_SECRETS as readonly string[]).includes(key)));
  const values = payloadToValues(form, kept as Payload);
  const errors = validateValues(form, values, { partial: true });
  if (errors.length > 0) unprocessable(errors.map((error) => fieldError(`data.${error.target_element}`, error.error_message)));
  return { ...sealPayload(toPayload(form, values), services.cipher), status: DRAFT } as JsonObject;
};
