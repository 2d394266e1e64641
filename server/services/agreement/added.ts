/**
 * The fields a form definition adds to the agreement tab (schemas/forms/agreementForm.ts: any
 * registry widget, with hidden, visibleWhen and required): their definitions are the
 * enrollment's resolved, pinned agreement form's (adapters agreementAddedDefinitions), their
 * values the enrollment's generic document of the tab (enrollment_tab_documents, tab
 * `agreement_info`, as a tab staff added keeps its values), apart from the spec's aggrement_info
 * payload. The save checks them with the same adapter functions the client's engine uses.
 */
import type { Kysely } from 'kysely';
import {
  agreementAddedDefinitions, formSchema, payloadToValues, toPayload, validateValues, type Payload, type TabForm,
} from '../../../adapters';
import type { FieldDefinition, FieldError } from '../../../schemas/api/types';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import type { ResolvedForm } from '../../../schemas/forms/definition';
import type { Enrollment } from '../../db/queries/enrollments';
import { tabDocuments } from '../../db/queries/tabDocuments';
import type { Database } from '../../db/types';
import { enrollmentChainForm, enrollmentForm } from '../formDefinitions/enrollmentForm';
import type { ChainForm } from '../formDefinitions/layers';
import { agreementFields } from './fields';
import type { Services } from '../index';
import { maskPayload, openPayload, sealPayload } from '../sealing';
import { withServerReadOnly } from '../saveTab';
import { formOf } from '../tabForms';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';

/** The added fields of an enrollment's agreement: their definitions, their form (with the scopes' message overrides) and those overrides. */
export interface AgreementAdded { defs: FieldDefinition[]; form: TabForm; messages: Readonly<Record<string, string>> }

/**
 * The added fields of the enrollment's agreement definition (`definition`: a dry run's draft; by
 * default the enrollment's, pinned), their lookups' options in `language`.
 */
export async function agreementAdded(
  db: Kysely<Database>, enrollment: Enrollment, definition?: Promise<ResolvedForm>, language: Language = DEFAULT_LANGUAGE,
): Promise<AgreementAdded> {
  const resolved = await (definition ?? enrollmentForm(db, enrollment, AGREEMENT_FORM));
  const defs = agreementAddedDefinitions(resolved);
  return { defs, form: await formOf(db, AGREEMENT_FORM, defs, resolved.messages, language), messages: resolved.messages };
}

/** The added fields' saved values (payload shape, still sealed), {} before the first save and for an enrollment not stored (the studio preview's applicant). */
async function sealedValues(db: Kysely<Database>, enrollment: Enrollment): Promise<Payload> {
  if (!enrollment.id) return {};
  return (await tabDocuments(db, enrollment.id)).get(AGREEMENT_FORM)?.values ?? {};
}

/** The added fields' saved values as the enrollee sees them (secrets open) or, `masked`, as a copy shows them. */
export async function savedAddedValues(db: Kysely<Database>, services: Pick<Services, 'cipher'>, enrollment: Enrollment, masked = false): Promise<Payload> {
  const sealed = await sealedValues(db, enrollment);
  return masked ? maskPayload(sealed, services.cipher) : openPayload(sealed, services.cipher);
}

/** What the fields' answer needs of the services: the cipher (saved values) and the validators' registry. */
type AnswerServices = Pick<Services, 'cipher' | 'forms'>;

/**
 * What get-form-fields-agreement-info adds to its answer (our extension, nothing when the
 * definition adds no field and overrides no message, so such an answer is as before): the added
 * fields with their saved values (`masked`: as a read-only view shows them) and their validator's
 * hash, and the message overrides.
 */
async function agreementAddedAnswer(db: Kysely<Database>, services: AnswerServices, enrollment: Enrollment, definition: Promise<ResolvedForm>, masked: boolean) {
  // In the enrollment's language, as the agreement's texts are.
  const { defs, form, messages } = await agreementAdded(db, enrollment, definition, enrollment.language);
  const overrides = Object.keys(messages).length > 0 ? { messages: { ...messages } } : {};
  if (defs.length === 0) return overrides;
  const values = await savedAddedValues(db, services, enrollment, masked);
  const result = defs.map((def) => ({ ...def, value: values[def.field_name] ?? '' }));
  return { added: { result, validator: await services.forms.register(formSchema(form)) }, ...overrides };
}

/**
 * get-form-fields-agreement-info: the verification fields and, when there are any, the added
 * fields and the message overrides (one resolution of the definition for both). `chain` is by
 * default the enrollment's own definition, pinned; the studio's preview passes the draft's, with
 * the saved values `masked`.
 */
export async function agreementFieldsAnswer(
  db: Kysely<Database>, services: AnswerServices, enrollment: Enrollment,
  chain: Promise<ChainForm> = enrollmentChainForm(db, enrollment, AGREEMENT_FORM), masked = false,
) {
  const [result, added] = await Promise.all([
    agreementFields(db, enrollment, chain), agreementAddedAnswer(db, services, enrollment, chain.then((form) => form.resolved), masked),
  ]);
  return { result, ...added };
}

/**
 * The body's added values checked with their form (all rules, or with `partial` formats only, for
 * Save & Continue Later): the errors at the fields, or the sealed payload to store (null: no field added).
 */
export async function checkAddedValues(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, added: AgreementAdded, body: Payload, options: { partial?: boolean } = {},
): Promise<{ errors: FieldError[]; payload: Payload | null }> {
  if (added.defs.length === 0) return { errors: [], payload: null };
  const server = await savedAddedValues(db, services, enrollment);
  const values = payloadToValues(added.form, withServerReadOnly(added.form, body, server));
  const errors = validateValues(added.form, values, { partial: options.partial });
  return { errors, payload: errors.length > 0 ? null : sealPayload(toPayload(added.form, values), services.cipher) };
}

/** The dry run's check of saved added values against a draft's added fields (their errors). */
export async function savedAddedErrors(db: Kysely<Database>, services: Services, enrollment: Enrollment, added: AgreementAdded): Promise<FieldError[]> {
  if (added.defs.length === 0) return [];
  return validateValues(added.form, payloadToValues(added.form, await savedAddedValues(db, services, enrollment)));
}
