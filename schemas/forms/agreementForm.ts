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
 *
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
