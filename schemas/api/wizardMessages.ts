/**
 * GET get-form-fields-wizard-messages (issue 14 item 1): the wizard messages form's resolved
 * overrides for the bound enrollment (schemas/forms/messagesForms.ts WIZARD_MESSAGES_FORM: Default,
 * its portal, its group, at the versions it started with), by message key of schemas/messages.ts.
 * `messages` is absent when no layer overrides any: the wizard then shows the catalog's texts;
 * `message_translations` (issue 18) their Spanish where the definition gives it.
 */
import { answerWith, enrollmentQuery, responses } from './common';
import { formMessagesSchema, formMessageTranslationsSchema } from './forms';
import { route } from './route';

export const WIZARD_MESSAGES_ROUTE = route({
  method: 'GET', url: '/get-form-fields-wizard-messages',
  schema: { tags: ['forms'], querystring: enrollmentQuery, response: responses(answerWith({}, { messages: formMessagesSchema, message_translations: formMessageTranslationsSchema })) },
});
