import { describe, expect, test } from 'vitest';
import { checkLayer, resolvedListLimit, resolveForm } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import { MESSAGES } from '../../../schemas/messages';
import { MAX_LIST_LIMIT } from '../../../schemas/rules';

const invalid = MESSAGES.formListLimitInvalid.replace('{max}', String(MAX_LIST_LIMIT));
const check = (form: 'beneficiary_info' | 'dependent_info' | 'contact_info', maxItems: unknown) =>
  checkLayer(CATALOG[form], resolveForm(CATALOG[form], []), { fields: {}, tab: { maxItems: maxItems as number } })
    .map((error) => [error.target_element, error.error_message]);

describe("a list form's limit (tab.maxItems)", () => {
  test('is a whole number from 1 to the bound, on a list form only', () => {
    expect(check('beneficiary_info', 2)).toEqual([]);
    expect(check('dependent_info', MAX_LIST_LIMIT)).toEqual([]);
    for (const bad of [0, -1, 2.5, MAX_LIST_LIMIT + 1, '3', null]) expect(check('beneficiary_info', bad)).toEqual([['tab.maxItems', invalid]]);
    expect(check('contact_info', 2)).toEqual([['tab.maxItems', MESSAGES.formListLimitNoList]]);
  });

  test("is resolved from the layers (the group's wins), and absent when none sets it", () => {
    const catalog = CATALOG.dependent_info;
    expect(resolvedListLimit('dependent_info', resolveForm(catalog, []))).toBeUndefined();
    const resolved = resolveForm(catalog, [{ layer: 'portal', content: { fields: {}, tab: { maxItems: 6 } } }, { layer: 'group', content: { fields: {}, tab: { maxItems: 4 } } }]);
    expect(resolvedListLimit('dependent_info', resolved)).toBe(4);
    expect(resolved.tabFrom?.maxItems).toBe('group');
    // Only a list form answers a limit.
    expect(resolvedListLimit('contact_info', resolveForm(CATALOG.contact_info, [{ layer: 'group', content: { fields: {}, tab: { maxItems: 4 } } }]))).toBeUndefined();
  });
});
