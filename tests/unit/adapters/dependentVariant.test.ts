/**
 * The dependents pricing dialog as a layered form (issue 14 items 1 and 3): its layers' fields
 * (the server's services/storefrontForms.ts resolves them over storefrontShown) pass through
 * dependentVariant, so the quote's tier still decides who is asked and the children's choices,
 * while a layer's label, help, placeholder, flags, order, hidden fields and messages stay; a form
 * nobody changed answers exactly the spec's definitions. A storefront form takes no new field.
 */
import { describe, expect, it } from 'vitest';
import {
  dependentVariant, fieldDefinitions, pricingDefinitions, pricingFieldErrors, resolveForm, storefrontLayerProblems, type LayeredDefinitions,
} from '../../../adapters';
import type { FieldDefinition } from '../../../schemas/api/types';
import type { FormLayer } from '../../../schemas/forms/definition';
import { STOREFRONT_CATALOGS, storefrontShown } from '../../../schemas/forms/storefrontForms';
import { MESSAGES } from '../../../schemas/messages';
import { TIER_CODES } from '../../../schemas/plans';

/** The dialog's fields and message overrides at a scope whose layer is `change` (as get-form-fields answers them, values null). */
function layered(change?: FormLayer): LayeredDefinitions {
  const catalog = STOREFRONT_CATALOGS.dependentInfo;
  const resolved = resolveForm(catalog, [{ layer: 'default', content: storefrontShown('dependentInfo') }, ...(change ? [{ layer: 'portal' as const, content: change }] : [])]);
  const messages = Object.keys(resolved.messages).length > 0 ? resolved.messages : undefined;
  return { defs: fieldDefinitions(catalog, resolved).map((def): FieldDefinition => ({ ...def, value: null })), ...(messages && { messages }) };
}

describe('dependentVariant', () => {
  it.each(TIER_CODES)('tier %s: a form nobody changed is the spec\'s, byte for byte', (tier) => {
    expect(JSON.stringify(dependentVariant(layered().defs, tier))).toBe(JSON.stringify(pricingDefinitions('dependentInfo', { tier })));
  });

  it('keeps a layer\'s order, label, help, placeholder and flags; the tier decides who is asked and the choices', () => {
    const { defs } = layered({ fields: { dep_dob: { order: 5, required: false, help: 'As on the ID', placeholder: 'MM/DD/YYYY' }, no_of_children: { label: 'Children to cover' } } });
    const family = dependentVariant(defs, 'IF');
    expect(family.map((def) => def.field_name)).toEqual(['no_of_children', 'dep_dob']);
    expect(family[0]).toMatchObject({ required: true, schema: { title: 'Children to cover', minimum: 1, maximum: 8, rangeMessage: 'Please choose from 1 to 8 children' } });
    expect(family[0].schema?.choices).toHaveLength(8);
    expect(family[1]).toMatchObject({ required: false, schema: { help: 'As on the ID', placeholder: 'MM/DD/YYYY' } });
    expect(dependentVariant(defs, 'IS').map((def) => def.field_name)).toEqual(['dep_dob']);
    expect(dependentVariant(defs, 'IC')[0].schema?.choices).toHaveLength(9);
    expect(dependentVariant(defs, 'IO')).toEqual([]);
  });

  it('leaves a field a layer hid out for every tier', () => {
    const { defs } = layered({ fields: { dep_dob: { hidden: true } } });
    expect(dependentVariant(defs, 'IF').map((def) => def.field_name)).toEqual(['no_of_children']);
    expect(dependentVariant(defs, 'IS')).toEqual([]);
  });
});

describe('pricingFieldErrors of a layered dependents dialog (store-temp-dependent-info)', () => {
  const errors = (form: LayeredDefinitions, body: Record<string, unknown>, tier: string) =>
    pricingFieldErrors('dependentInfo', body, { tier, layered: form }).map((e) => [e.target_element, e.error_message]);

  it('says the layer\'s messages (the tier\'s {max} filled in) and follows its required flag', () => {
    const form = layered({ fields: { dep_dob: { required: false } }, messages: { childrenRange: 'Choose between 1 and {max} children', required: 'Tell us this' } });
    expect(errors(form, { no_of_children: 9 }, 'IF')).toEqual([['no_of_children', 'Choose between 1 and 8 children']]);
    expect(errors(form, {}, 'IC')).toEqual([['no_of_children', 'Tell us this']]);
    expect(errors(form, { dep_dob: '', no_of_children: 2 }, 'IF')).toEqual([]);
  });

  it('judges a form nobody changed as the catalog does', () => {
    expect(errors(layered(), {}, 'IF')).toEqual([['dep_dob', MESSAGES.required], ['no_of_children', MESSAGES.required]]);
  });
});

describe('storefrontLayerProblems', () => {
  it('refuses a field the storefront form does not have, at the field; the catalog\'s fields may change', () => {
    const layer: FormLayer = { fields: { dep_dob: { label: 'Spouse birthday', hidden: true }, spouse_name: { widget: 'text', label: 'Spouse name' } } };
    expect(storefrontLayerProblems(STOREFRONT_CATALOGS.dependentInfo, layer)).toEqual([{ target_element: 'fields.spouse_name', error_message: MESSAGES.formStorefrontFieldNew }]);
    expect(storefrontLayerProblems(STOREFRONT_CATALOGS.tobacco, { fields: { is_smoker: { label: 'Tobacco?' } } })).toEqual([]);
  });
});
