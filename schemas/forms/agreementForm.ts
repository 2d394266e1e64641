/**
 * Agreement & Signature as a layered form (issues 14 and 15): the definition staff change per
 * scope in the studio, with the drafts, versions and pins of every other form. Two kinds of field:
 *
 * - **An agreement** of the scope's texts (agreement_texts, the most specific scope's list) is a
 *   field `agreement_<id>`, seeded under the scopes from the texts themselves (`agreementTextsLayer`):
 *   its label is the checkbox label (`text_required`), its help the text (`text_body`), its
 *   section the heading (`text_head`); a layer changes any of them, or hides the agreement. Every
 *   agreement shown must be checked (enrollment.md section 5): `required` is the spec's.
 * - **A verification field** (the spec's eleven, `agreementLayerCatalog`): which show and which
 *   are required is each process's form_fields rows (`agreement_info.<eprocess>`); a layer that
 *   sets `hidden` or `required` of one overrides its rows for every process (which required
 *   fields tell the verification mode stays the spec's rule).
 * - **A field a layer adds** (any other name, any registry widget: `isAgreementAddedField`), with
 *   hidden, visibleWhen and required like a field of any tab. Its values live in the enrollment's
 *   generic document of the tab (enrollment_tab_documents, tab `agreement_info`), apart from the
 *   spec's aggrement_info payload; a required checkbox is one more agreement a person must tick.
 *
 * The tab's title, order and required flag and the layers' message overrides apply as on any tab.
 * adapters/agreementDefinition.ts applies the resolved form to the texts and fields the
 * enrollment is served, and the save checks with the same, so the wizard and the server agree.
 */
import { AGREEMENT_FIELD_TITLES, AGREEMENT_FIELDS } from '../agreement';
import type { FieldSpec, TabCatalog } from '../catalog/types';
import type { FormLayer } from './definition';

/** The agreement form's name: the Agreement & Signature tab's. */
export const AGREEMENT_FORM = 'agreement_info' as const;
export type AgreementFormName = typeof AGREEMENT_FORM;

/** Whether a form name is the agreement's. */
export const isAgreementForm = (name: string): name is AgreementFormName => name === AGREEMENT_FORM;

/** The verification fields a layer may show, hide or require (their values are the server's). */
export const agreementLayerCatalog: TabCatalog = Object.freeze(Object.fromEntries(AGREEMENT_FIELDS.map((name): [string, FieldSpec] => [
  name, { title: AGREEMENT_FIELD_TITLES[name], widget: 'text', schema: { type: 'string' } },
]))) as TabCatalog;

/** The field of the agreement form that holds one agreement text (by its id). */
export const agreementField = (textId: number): string => `agreement_${textId}`;

/** The shape of an agreement text's field: a name of this shape is one of the scope's texts, never a field a layer adds. */
export const AGREEMENT_TEXT_FIELD = /^agreement_\d+$/;

/**
 * Names a field a layer adds may not take: the targets the agreement's own errors and body use
 * (a field there would share its messages with the agreements or the signature).
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'agreements', 'accepted_agreements', 'agreement_hash', 'agreement_info', 'aggrement_info', 'typed_signature', 'enrollment_id', 'eprocess', 'values',
]);

/** Whether a name is reserved by the agreement's body and errors (RESERVED_NAMES) or an agreement text's shape. */
export const isReservedAgreementName = (name: string): boolean => RESERVED_NAMES.has(name) || AGREEMENT_TEXT_FIELD.test(name);

/** Whether a field of the agreement form is one a layer added: neither a verification field nor an agreement text. */
export const isAgreementAddedField = (name: string): boolean =>
  !(AGREEMENT_FIELDS as readonly string[]).includes(name) && !isReservedAgreementName(name);

/** One agreement text as agreement_texts holds it. */
export interface AgreementTextRecord { id: number; text_head: string; text_body: string; text_required: string }

/**
 * What the agreement's layers stack on besides the catalog: the scope's texts, each a shown,
 * required checkbox in display order after the verification fields.
 */
export function agreementTextsLayer(texts: readonly AgreementTextRecord[]): FormLayer {
  const after = AGREEMENT_FIELDS.length;
  return {
    fields: Object.fromEntries(texts.map((text, index) => [agreementField(text.id), {
      widget: 'checkbox', label: text.text_required, help: text.text_body, section: text.text_head, required: true, hidden: false, order: after + index,
    }])),
  };
}
