/**
 * The routes of a tab staff added (issue 14 item 2): its definitions with the enrollment's saved
 * values, and the save of its values into the enrollment's one generic document of that tab. The
 * wire checks shapes only; what a value must be is the adapters' form schema of the tab's
 * resolved, pinned definition, so client and server say the same at the same fields.
 */
import { CUSTOM_TAB_NAME } from '../forms/customTabs';
import { MESSAGES } from '../messages';
import { answer, answerWith, enrollmentIdSchema, responses } from './common';
import { fieldDefinitionSchema, formMessagesSchema } from './forms';
import { route } from './route';

/** A new tab's id on the wire (get-dynamic-tabs' tab_name of that tab). */
const tabName = { type: 'string', pattern: CUSTOM_TAB_NAME.source, 'x-message': MESSAGES.tabUnavailable } as const;

/** ?enrollment_id=&tab_name= */
export const tabDocumentQuery = {
  type: 'object', required: ['enrollment_id', 'tab_name'], additionalProperties: false,
  properties: { enrollment_id: enrollmentIdSchema, tab_name: tabName },
} as const;

/** A tab's values in payload shape on the wire (shapes only: the tab's form checks what they must be). */
export const tabValuesSchema = {
  type: 'object', maxProperties: 300, 'x-message': MESSAGES.text,
  propertyNames: { pattern: '^[a-z][a-z0-9_]{0,63}$' },
  additionalProperties: { type: ['string', 'integer', 'object', 'array'], 'x-message': MESSAGES.text },
} as const;

/** The body of a save: the tab and its values in payload shape (as a form tab's save sends its fields). */
export const saveTabDocumentBody = {
  type: 'object', required: ['enrollment_id', 'tab_name', 'values'], additionalProperties: false,
  properties: {
    enrollment_id: enrollmentIdSchema,
    tab_name: tabName,
    values: tabValuesSchema,
  },
} as const;

/** data: the definitions with the saved values, the validator's hash (as get-form-fields-*), the tab's title and slug, and its scopes' message overrides. */
export const tabDocumentData = answerWith({
  result: { type: 'array', items: fieldDefinitionSchema },
  validator: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  title: { type: 'string' },
  slug: { type: 'string' },
}, { messages: formMessagesSchema });

/** data.saved_tab: the tab saved. */
export const saveTabDocumentData = answer({ saved_tab: { type: 'string' } });

export const TAB_DOCUMENT_ROUTES = {
  fields: route({
    method: 'GET', url: '/get-tab-document', schema: { tags: ['forms'], querystring: tabDocumentQuery, response: responses(tabDocumentData) },
  }),
  save: route({
    method: 'POST', url: '/save-tab-document', schema: { tags: ['forms'], body: saveTabDocumentBody, response: responses(saveTabDocumentData) },
  }),
} as const;
