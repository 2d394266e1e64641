/**
 * GET get-form-fields-{slug} of the storefront's fixed forms (issue 16 item 1): send-quote,
 * access-code, group-code. Each answers the form's definitions and its validator's id, as the
 * wizard's get-form-fields-* do; anonymous (a form definition holds nothing of anyone's).
 */
import { FIXED_STOREFRONT_FORM_NAMES, storefrontFormSlug, type FixedStorefrontForm } from '../catalog/storefront/fixedForms';
import { answerWith, responses } from './common';
import { formFieldsData, formMessagesSchema, formMessageTranslationsSchema } from './forms';
import { route } from './route';

/** The route of one fixed storefront form. */
export const storefrontFormRoute = (form: FixedStorefrontForm) => route({
  method: 'GET', url: `/get-form-fields-${storefrontFormSlug(form)}`, schema: { tags: ['forms'], response: responses(formFieldsData) },
});

/** Every fixed storefront form's route, by form. */
export const STOREFRONT_FORM_ROUTES = Object.fromEntries(FIXED_STOREFRONT_FORM_NAMES.map((form) => [form, storefrontFormRoute(form)])) as
  Record<FixedStorefrontForm, ReturnType<typeof storefrontFormRoute>>;

/**
 * GET get-form-fields-messages (issue 14 item 1): the storefront messages form's resolved
 * overrides for the caller's portal (schemas/forms/storefrontForms.ts SITE_MESSAGES_FORM), by
 * message key of schemas/messages.ts. `messages` is absent when no layer overrides any: the app
 * then shows the catalog's texts; `message_translations` (issue 18) carries their Spanish where the
 * definition gives it, so a page shows whichever it speaks. Anonymous, like the other storefront forms.
 */
export const SITE_MESSAGES_ROUTE = route({
  method: 'GET', url: '/get-form-fields-messages', schema: { tags: ['forms'], response: responses(answerWith({}, { messages: formMessagesSchema, message_translations: formMessageTranslationsSchema })) },
});
