/**
 * Billing Information's routes (enrollment.md section 7, "Billing"): payment types, bill dates,
 * the form's definitions and validator, the accounts on file (masked), the routing lookup, the
 * two saves and the billing texts; and the tab's completion check and Save & Continue Later draft.
 */
import type { FastifyInstance } from 'fastify';
import { formSchema } from '../../../adapters';
import { BILLING_ROUTES } from '../../../schemas/api/billing';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment, sessionBound } from '../../plugins/session';
import { billingTabCheck, prepareBillingDraft } from '../../services/billingCheck';
import { billingFieldValues } from '../../services/billingValues';
import { billDates, billingForm, existingBanks, existingCards, methodLabel } from '../../services/billingOptions';
import { saveBilling, saveBillingExisting } from '../../services/billingSave';
import { disclose, viewerOf } from '../../services/disclosure';
import { typed } from '../typed';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  app.services.tabChecks.register('billing_info', billingTabCheck);
  app.services.drafts.register('payment_info', prepareBillingDraft);
  const api = typed(app);
  const R = BILLING_ROUTES;
  api.get(R.paymentMethod.url, { ...bound, schema: R.paymentMethod.schema }, async (request) => {
    const { form: _form, methods } = await billingForm(app.db, boundEnrollment(request));
    return ok({ result: { payment_method: methods.defaultMethod, options: methods.methods.map((value) => ({ value, name: methodLabel(value) })) } });
  });
  api.get(R.billDate.url, { schema: R.billDate.schema }, async () => ok({ result: await billDates(app.db) }));
  api.get(R.formFields.url, { ...bound, schema: R.formFields.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const parts = await billingForm(app.db, enrollment);
    const values = billingFieldValues(enrollment, parts);
    return ok({
      result: parts.defs.map((def) => ({ ...def, value: values[def.field_name] ?? '' })),
      validator: await app.services.forms.register(formSchema(parts.form)),
      ...(parts.form.messages && { messages: { ...parts.form.messages } }),
    });
  });
  api.get(R.existingBank.url, { ...bound, schema: R.existingBank.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    return ok({ result: disclose(await viewerOf(request, enrollment), 'paymentOnFile', await existingBanks(app.db, enrollment)) });
  });
  api.get(R.existingCard.url, { ...bound, schema: R.existingCard.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    return ok({ result: disclose(await viewerOf(request, enrollment), 'paymentOnFile', await existingCards(app.db, enrollment)) });
  });
  api.get(R.routingLookup.url, { ...sessionBound, schema: R.routingLookup.schema }, async (request) => {
    const answer = await app.services.routingLookup.lookup(request.query.q);
    if (!answer.found) unprocessable([fieldError('q', answer.message)]);
    return ok({ response: { name: answer.name } });
  });
  api.post(R.save.url, { ...bound, schema: R.save.schema }, async (request) => {
    await saveBilling(app.db, app.services, boundEnrollment(request), request.body);
    return ok({ saved_tab: 'payment_info' as const });
  });
  api.post(R.saveExisting.url, { ...bound, schema: R.saveExisting.schema }, async (request) => {
    await saveBillingExisting(app.db, boundEnrollment(request), request.body);
    return ok({ saved_tab: 'payment_info' as const });
  });
  api.get(R.billingText.url, { ...bound, schema: R.billingText.schema }, async () => ok({ text: MESSAGES.billingStatementDescriptor, eft_text: MESSAGES.eftText }));
}
