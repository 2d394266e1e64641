/**
 * A tab staff added, for the enrollee (issue 14 item 2): its field definitions are the
 * enrollment's resolved, pinned form of that tab; its values live in the enrollment's one
 * generic document of the tab. A save is checked with the same adapter functions the client
 * uses (payloadToValues + validateValues on the form built from those definitions), read-only
 * fields keep the server's value, and only then is the document written with the versions it
 * was checked against. Any error -> 422 at the field and nothing written.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { fieldDefinitions, formSchema, type Payload, toPayload, validateValues, payloadToValues } from '../../adapters';
import { catalogOf } from '../../schemas/forms/customTabs';
import { MESSAGES } from '../../schemas/messages';
import type { Enrollment } from '../db/queries/enrollments';
import { tabDocuments, writeTabDocument } from '../db/queries/tabDocuments';
import type { Database } from '../db/types';
import { fieldError, unprocessable } from '../http';
import { type AddedTab, addedTab } from './formDefinitions/tabPlaces';
import { keepFormPins } from './formDefinitions/enrollmentForm';
import type { Services } from './index';
import type { TabCheckContext } from './tabChecks';
import type { FieldError } from '../../schemas/api/types';
import { openPayload, sealPayload } from './sealing';
import { withServerReadOnly } from './saveTab';
import { formOf } from './tabForms';

/** The new tab `name` of this enrollment; 422 at tab_name when it does not see one. */
async function requireTab(db: Kysely<Database>, enrollment: Enrollment, name: string): Promise<AddedTab> {
  const tab = await addedTab(db, enrollment, name);
  if (!tab) unprocessable([fieldError('tab_name', MESSAGES.tabUnavailable)]);
  return tab;
}

/** The enrollment's saved values of a new tab (payload shape, secrets open), {} before its first save. */
export async function savedTabValues(db: Kysely<Database>, services: Services, enrollment: Enrollment, name: string): Promise<Payload> {
  const saved = (await tabDocuments(db, enrollment.id)).get(name)?.values ?? {};
  return openPayload(saved, services.cipher);
}

/**
 * The TabForm of a new tab as the enrollment sees it, with its scopes' overrides of catalog
 * messages (as a spec tab's), its lookups' options in `language`.
 */
export function addedTabForm(db: Kysely<Database>, tab: AddedTab, defs = fieldDefinitions(catalogOf(tab.name), tab.resolved), language: Language = DEFAULT_LANGUAGE) {
  return formOf(db, tab.name, defs, tab.resolved.messages, language);
}

/**
 * get-tab-document: the tab's definitions with the saved values, its validator's hash, title and
 * slug, and (as get-form-fields-*) its scopes' message overrides when there are any; its
 * lookups' options in `language` (the caller's).
 */
export async function tabDocumentAnswer(db: Kysely<Database>, services: Services, enrollment: Enrollment, name: string, language: Language = DEFAULT_LANGUAGE) {
  const tab = await requireTab(db, enrollment, name);
  const defs = fieldDefinitions(catalogOf(tab.name), tab.resolved);
  const [form, values] = await Promise.all([addedTabForm(db, tab, defs, language), savedTabValues(db, services, enrollment, name)]);
  return {
    result: defs.map((def) => ({ ...def, value: values[def.field_name] ?? '' })),
    validator: await services.forms.register(formSchema(form)),
    title: tab.title,
    slug: tab.slug,
    ...(form.messages && { messages: { ...form.messages } }),
  };
}

/** Whether a new tab is complete: its document is saved and passes the tab's form; its errors, or the tab named. */
export async function checkTabDocument({ db, services, enrollment }: TabCheckContext, name: string): Promise<FieldError[]> {
  const tab = await addedTab(db, enrollment, name);
  const saved = (await tabDocuments(db, enrollment.id)).get(name);
  if (!tab) return [];
  if (!saved) return [fieldError(name, MESSAGES.stepIncomplete)];
  const form = await addedTabForm(db, tab);
  return validateValues(form, payloadToValues(form, openPayload(saved.values, services.cipher)));
}

/**
 * The document to store for `body`: checked against the tab's form (all rules, or with
 * `partial` formats only, for Save & Continue Later), read-only fields kept; 422 on an error.
 */
export async function prepareTabDocument(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, name: string, body: Payload, options: { partial?: boolean } = {},
): Promise<{ tab: AddedTab; payload: Payload }> {
  const tab = await requireTab(db, enrollment, name);
  const form = await addedTabForm(db, tab);
  const server = await savedTabValues(db, services, enrollment, name);
  const values = payloadToValues(form, withServerReadOnly(form, body, server));
  const errors = validateValues(form, values, { partial: options.partial });
  if (errors.length > 0) unprocessable(errors);
  return { tab, payload: sealPayload(toPayload(form, values), services.cipher) };
}

/** save-tab-document: checks `body` against the tab's form and writes the document; 422 and nothing written on an error. */
export async function saveTabDocument(db: Kysely<Database>, services: Services, enrollment: Enrollment, name: string, body: Payload): Promise<void> {
  const { tab, payload } = await prepareTabDocument(db, services, enrollment, name, body);
  // Checked with these versions: the enrollment keeps them, and the document records them.
  await keepFormPins(db, enrollment, tab.name);
  await writeTabDocument(db, enrollment.id, name, payload);
}
