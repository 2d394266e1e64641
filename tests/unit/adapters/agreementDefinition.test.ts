/**
 * A scope's agreement definition applied to what an enrollment is served (adapters/agreementDefinition)
 * and the agreement form's own checks (adapters/agreementCheck): texts reworded, moved and hidden
 * through their `agreement_<id>` fields, verification rows shown, hidden and required by the
 * layers; nothing changed when no layer says anything; what the form does not apply is refused;
 * fields a layer adds to the tab served apart, a required checkbox among them to be ticked.
 */
import { describe, expect, it } from 'vitest';
import {
  agreementAddedDefinitions, agreementLayerProblems, buildForm, payloadToValues, resolveForm, validateValues, verificationOverrides, withAgreementTexts,
  withVerificationOverrides,
} from '../../../adapters';
import { AGREEMENT_FORM, agreementField, agreementLayerCatalog, agreementTextsLayer } from '../../../schemas/forms/agreementForm';
import type { FormLayer, LayerInput } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';

const TEXTS = [
  { id: 7, text_head: 'Accuracy', text_body: 'True and complete.', text_required: 'I confirm.' },
  { id: 8, text_head: 'Authorization', text_body: 'Share my records.', text_required: 'I authorize.' },
  { id: 9, text_head: 'Payment', text_body: 'Deduct my premium.', text_required: 'I agree.' },
];
const ROWS = [
  { field_name: 'group_name', required: true, read_only: true },
  { field_name: 'group_code', required: true, read_only: true },
  { field_name: 'user_name', required: false, read_only: true },
];
const BASE: LayerInput = { layer: 'default', content: agreementTextsLayer(TEXTS) };
const layers = (...contents: FormLayer[]): LayerInput[] => contents.map((content) => ({ layer: 'group', content }));
const resolvedWith = (...contents: FormLayer[]) => resolveForm(agreementLayerCatalog, [BASE, ...layers(...contents)]);

describe('an agreement definition applied', () => {
  it('leaves the texts and the rows as they were when no layer says anything', () => {
    expect(withAgreementTexts(TEXTS, resolvedWith())).toEqual(TEXTS);
    expect(withVerificationOverrides(ROWS, verificationOverrides([]))).toEqual(ROWS);
  });

  it('rewords, moves and hides agreements by their fields', () => {
    const resolved = resolvedWith({
      fields: { [agreementField(7)]: { label: 'Yes, it is true.', help: 'Every answer.', order: 99 }, [agreementField(8)]: { hidden: true } },
    });
    expect(withAgreementTexts(TEXTS, resolved)).toEqual([
      TEXTS[2], { id: 7, text_head: 'Accuracy', text_body: 'Every answer.', text_required: 'Yes, it is true.' },
    ]);
  });

  it("says a reworded agreement in the definition's Spanish when asked for it (issue 18), the English otherwise", () => {
    const resolved = resolvedWith({
      fields: { [agreementField(7)]: { label: 'Yes, it is true.', help: 'Every answer.' } },
      translations: { es: { fields: { [agreementField(7)]: { label: 'Sí, es verdad.', help: 'Cada respuesta.' } } } },
    });
    expect(withAgreementTexts(TEXTS, resolved, 'es')[0]).toEqual({ id: 7, text_head: 'Accuracy', text_body: 'Cada respuesta.', text_required: 'Sí, es verdad.' });
    expect(withAgreementTexts(TEXTS, resolved)[0]).toEqual({ id: 7, text_head: 'Accuracy', text_body: 'Every answer.', text_required: 'Yes, it is true.' });
  });

  it('shows, hides and requires verification fields over the rows, the most specific layer last', () => {
    const overrides = verificationOverrides(layers(
      { fields: { answer: { hidden: false, required: true }, user_name: { required: true } } },
      { fields: { user_name: { hidden: true }, group_code: { required: false } } },
    ));
    expect(withVerificationOverrides(ROWS, overrides)).toEqual([
      ROWS[0], { field_name: 'group_code', required: false, read_only: true }, { field_name: 'answer', required: true, read_only: false },
    ]);
  });
});

describe("the agreement form's own checks", () => {
  const below = resolvedWith();
  it('passes words, places and flags it applies', () => {
    expect(agreementLayerProblems(below, {
      fields: { [agreementField(7)]: { label: 'Yes.', section: 'A', hidden: false, required: true }, answer: { hidden: false, required: true } },
    })).toEqual([]);
  });

  it('refuses an optional agreement or tab, an agreement the scope lacks, a reserved name and properties it does not apply', () => {
    expect(agreementLayerProblems(below, {
      fields: {
        [agreementField(8)]: { required: false, placeholder: 'x' }, [agreementField(99)]: { widget: 'checkbox', label: 'New' },
        answer: { label: 'Your answer' }, agreements: { widget: 'text', label: 'Mine' },
      },
      tab: { required: false },
    }).map((error) => [error.target_element, error.error_message])).toEqual([
      ['fields.agreement_8.required', MESSAGES.formAgreementRequired],
      ['fields.agreement_8.placeholder', MESSAGES.formAgreementTextFixed],
      ['fields.agreement_99', MESSAGES.formAgreementUnknown],
      ['fields.answer.label', MESSAGES.formAgreementFieldFixed],
      ['fields.agreements', MESSAGES.formAgreementReserved],
      ['tab.required', MESSAGES.formAgreementTabRequired],
    ]);
  });

  it('takes a field of any widget added to the tab, the tab\'s properties and message overrides, as any form does', () => {
    const layer: FormLayer = {
      fields: { contact_time: { widget: 'select', label: 'Preferred contact time', required: true, choices: [{ value: 'am', label: 'Morning' }] } },
      tab: { title: 'Sign here', order: 2.5, required: true },
      messages: { agreementRequired: 'Tick it.' },
    };
    expect(agreementLayerProblems(below, layer)).toEqual([]);
    // A group may change a field a portal added like any field of it.
    const portal = resolvedWith(layer);
    expect(agreementLayerProblems(portal, { fields: { contact_time: { hidden: true } } })).toEqual([]);
  });
});

describe('the fields a layer adds to the agreement tab', () => {
  it('are served apart from the agreements and verification fields, shown ones in order, with their hints', () => {
    const resolved = resolvedWith({
      fields: {
        answer: { hidden: false },
        consent_marketing: { widget: 'checkbox', label: 'I agree to be contacted', required: true },
        contact_time: { widget: 'select', label: 'Preferred contact time', choices: [{ value: 'am', label: 'Morning' }], order: 1 },
        gone: { widget: 'text', label: 'Gone', hidden: true },
      },
    });
    const defs = agreementAddedDefinitions(resolved);
    expect(defs.map((def) => [def.field_name, def.required])).toEqual([['contact_time', false], ['consent_marketing', true]]);
    expect(defs[1].schema).toMatchObject({ widget: 'checkbox', title: 'I agree to be contacted' });
    expect(agreementAddedDefinitions(resolvedWith())).toEqual([]);
  });

  it('a required checkbox must be ticked: blank and unticked fail at the field, ticked passes', () => {
    const resolved = resolvedWith({ fields: { consent_marketing: { widget: 'checkbox', label: 'I agree to be contacted', required: true } } });
    const form = buildForm(AGREEMENT_FORM, agreementLayerCatalog, agreementAddedDefinitions(resolved));
    const errorsOf = (value: string) => validateValues(form, payloadToValues(form, { consent_marketing: value })).map((error) => error.target_element);
    expect(errorsOf('')).toEqual(['consent_marketing']);
    expect(errorsOf('0')).toEqual(['consent_marketing']);
    expect(errorsOf('1')).toEqual([]);
  });
});
