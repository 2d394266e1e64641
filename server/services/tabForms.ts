/**
 * A form tab of one enrollment, server side: its field definitions (the layers of its portal and
 * group, pinned: services/formDefinitions), the saved values (an SSN as services/disclosure.ts lets the caller see
 * it) or the prefills from filter_info, and the TabForm the adapters validate saves with.
 */
import type { Kysely } from 'kysely';
import { buildForm, definitionLookups, definitionsIn, fieldDefinitions, formSchema, type MessageOverrides, resolvedListLimit, type Payload, type TabForm, withFormMessages } from '../../adapters';
import type { FormFieldsData } from '../../schemas/api/types';
import type { FormTab } from '../../schemas/tabs';
import type { FieldDefinition } from '../../schemas/catalog';
import { catalogOf, type DefinedForm } from '../../schemas/forms/customTabs';
import type { ResolvedForm } from '../../schemas/forms/definition';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import type { Services } from './index';
import { disclose, type Viewer } from './disclosure';
import { enrollmentForm, formContentFor } from './formDefinitions/enrollmentForm';
import { loadLookupOptions } from './lookups';
import { openPayload } from './sealing';

/** Read-only fields the server fills from the checkout's filter_info while nothing is saved. */
const PREFILLS: Partial<Record<FormTab, Record<string, string>>> = {
  primary_info: { birthdate: 'dob', gender: 'gender' },
  contact_info: { state: 'state', zip: 'zip' },
};

/** Saved value, else the filter_info prefill, per field (payload shape, SSN still sealed). */
export function serverValues(enrollment: Enrollment, tab: FormTab): Payload {
  const values: Payload = { ...enrollment[tab] };
  for (const [field, key] of Object.entries(PREFILLS[tab] ?? {})) {
    const prefill = enrollment.filter_info?.[key];
    if ((values[field] === undefined || values[field] === '') && typeof prefill === 'string' && prefill !== '') values[field] = prefill;
  }
  return values;
}

/**
 * The TabForm of these definitions with their lookups' options from the database (and the scope's
 * message overrides), the options' labels in `language` (the database's content: issue 18).
 */
export async function formOf(db: Kysely<Database>, tab: DefinedForm, defs: FieldDefinition[], messages?: MessageOverrides, language: Language = DEFAULT_LANGUAGE): Promise<TabForm> {
  // The lookups the catalog names and those a definition's hint gives a field: a choice field whose
  // options were not loaded would take any value.
  const catalog = catalogOf(tab);
  return withFormMessages(buildForm(tab, catalog, defs, await loadLookupOptions(db, definitionLookups(catalog, defs), language)), messages);
}

/**
 * get-form-fields-*: the definitions with the saved values, a secret (the enrollee's own SSN) as
 * `viewer` may see it (services/disclosure.ts: open for the enrollee, masked for someone acting for
 * them), and the hash of the form's schema, registered so its validator module can be served.
 */
export async function formFieldsAnswer(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, tab: FormTab, viewer: Viewer, language: Language = DEFAULT_LANGUAGE,
): Promise<FormFieldsData> {
  const { result: defs, ...rest } = await emptyFormAnswer(db, services, enrollment, tab, language);
  const values = disclose(viewer, 'ownSsn', openPayload(serverValues(enrollment, tab), services.cipher));
  return { result: defs.map((def) => ({ ...def, value: values[def.field_name] ?? '' })), ...rest };
}

/**
 * A form's definitions without values and the hash of its schema (registered for its validator
 * module): what a list step's item form (a beneficiary, a dependent) is built from; and, only
 * when the enrollment's scopes override catalog messages, those overrides (our extension). The
 * schema's lookup options are labelled in `language` (the caller's): the validator module then
 * renders them so, each language its own module.
 */
export async function emptyFormAnswer(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, name: DefinedForm, language: Language = DEFAULT_LANGUAGE,
): Promise<FormFieldsData & { max_items?: number }> {
  const { defs, messages, messagesTranslated, maxItems } = await formContentFor(db, enrollment, name);
  const form = await formOf(db, name, defs, messages, language);
  const spanish = messagesTranslated?.es;
  return {
    result: defs, validator: await services.forms.register(formSchema(form)), ...(form.messages && { messages: { ...form.messages } }),
    // The overrides' Spanish where the definition gives it (the page picks the language it shows).
    ...(spanish && Object.keys(spanish).length > 0 && { message_translations: { es: { ...spanish } } }),
    // A list form's limit set by its layers (our extension, absent when the rule table's applies).
    ...(maxItems !== undefined && { max_items: maxItems }),
  };
}

/**
 * TabForms built per resolved form: formDefinitions/layers keeps one ResolvedForm object per
 * instance for what it is made of (the chain's version ids and rows, read on every call), so a
 * publish on any instance, or a changed row, is a new object and a new form here. The lookups'
 * options are reference data, seeded with the database and never written by the app.
 */
const BUILT = new WeakMap<ResolvedForm, Map<Language, Promise<TabForm>>>();

/** The scope's message overrides in `language`: a definition's own translation where it gives one (issue 18). */
function messagesIn(resolved: ResolvedForm, language: Language): MessageOverrides {
  const translated = language === DEFAULT_LANGUAGE ? undefined : resolved.messagesTranslated?.[language];
  return translated && Object.keys(translated).length > 0 ? { ...resolved.messages, ...translated } : resolved.messages;
}

/**
 * The TabForm of the enrollment's tab, as get-form-fields-* serves it (with its scopes' message
 * overrides), its definition's texts in `language` (a save's messages are said in the caller's).
 */
export async function loadTabForm(db: Kysely<Database>, enrollment: Enrollment, tab: DefinedForm, language: Language = DEFAULT_LANGUAGE): Promise<TabForm> {
  const resolved = await enrollmentForm(db, enrollment, tab);
  let byLanguage = BUILT.get(resolved);
  if (!byLanguage) BUILT.set(resolved, (byLanguage = new Map()));
  let built = byLanguage.get(language);
  if (!built) {
    const maxItems = resolvedListLimit(tab, resolved);
    built = formOf(db, tab, definitionsIn(fieldDefinitions(catalogOf(tab), resolved), language), messagesIn(resolved, language), language)
      .then((form) => (maxItems === undefined ? form : { ...form, maxItems }));
    byLanguage.set(language, built);
    // A failed build (the lookups' read) is not kept: the next save tries again.
    built.catch(() => byLanguage.delete(language));
  }
  return built;
}
