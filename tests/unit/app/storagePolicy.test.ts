/**
 * The storage policy (src/session/storagePolicy.ts): what the browser's storage may hold of every
 * catalog field kind, of every step's draft and of the session values. Never an SSN, an account
 * or card number or a health answer (issue 13, finding 7); everything else is kept, so a draft
 * loses nothing else.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG, healthInfoCatalog, type FieldSpec, type TabCatalog, type WidgetName } from '../../../schemas/catalog';
import {
  draftKey, storableDraft, storableValue, withholdsValues, withoutSensitive,
} from '../../../src/session/storagePolicy';

/**
 * Every widget of the catalog's vocabulary and whether its value may be stored. A Record over
 * WidgetName: a new widget does not compile until it is decided here.
 */
const WIDGETS: Record<WidgetName, 'kept' | 'withheld'> = {
  name: 'kept', text: 'kept', textarea: 'kept', email: 'kept', phone: 'kept', zip: 'kept', state: 'kept', date: 'kept',
  heightFeet: 'kept', heightInch: 'kept', weight: 'kept', number: 'kept', select: 'kept', radio: 'kept', checkbox: 'kept',
  checkboxGroup: 'kept', percentage: 'kept', paymentType: 'kept', billDate: 'kept', existingAccount: 'kept',
  // A routing number names a bank, not a person.
  routingNumber: 'kept', expiryMonth: 'kept', expiryYear: 'kept', yesNoCheckbox: 'kept', hidden: 'kept', group: 'kept', list: 'kept',
  ssn: 'withheld', accountNumber: 'withheld', cardNumber: 'withheld', securityCode: 'withheld',
};

const spec = (widget: WidgetName, extra: Partial<FieldSpec> = {}): FieldSpec => ({ title: 'A field', widget, schema: {}, ...extra });

/** A value for every field of `catalog` (nested ones for groups and lists), each a string naming its path. */
function valuesOf(catalog: TabCatalog, path = ''): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalog).map(([name, field]) => {
    const at = `${path}${name}`;
    if (field.widget === 'group') return [name, valuesOf(field.fields ?? {}, `${at}.`)];
    if (field.widget === 'list') return [name, [valuesOf(field.items?.fields ?? {}, `${at}.0.`)]];
    return [name, `value of ${at}`];
  }));
}

/** Every leaf path of a value, as valuesOf spells them. */
function leaves(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => leaves(entry, `${path}${index}.`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, entry]) => leaves(entry, `${path}${key}.`));
  return [path.slice(0, -1)];
}

describe('every field kind of the catalog', () => {
  it.each(Object.entries(WIDGETS))('%s is %s', (widget, decision) => {
    const catalog = { a_field: spec(widget as WidgetName) };
    const stored = withoutSensitive({ a_field: '123456789', other: 'x' }, catalog) as Record<string, unknown>;
    expect('a_field' in stored).toBe(decision === 'kept');
    expect(stored.other).toBe('x');
  });

  it('looks inside groups and list rows, at any depth', () => {
    const catalog = {
      payer: spec('group', { fields: { account: spec('accountNumber'), bank: spec('text') } }),
      people: spec('list', { items: { itemTitle: 'P', addLabel: 'Add', fields: { tin: spec('ssn'), name: spec('name') } } }),
    };
    expect(withoutSensitive({ payer: { account: '1234567', bank: 'First' }, people: [{ tin: '123456789', name: 'Ann' }, { name: 'Bo' }] }, catalog))
      .toEqual({ payer: { bank: 'First' }, people: [{ name: 'Ann' }, { name: 'Bo' }] });
  });

  it('withholds by name what the catalog does not describe (a field the server adds with a schema hint), keeps the rest', () => {
    expect(withoutSensitive({ spouse_ssn: '123456789', cvv: '123', card_number_2: '4242', health_info: { '140': 1 }, routing_number: '011000015', nickname: 'Al' }, {}))
      .toEqual({ routing_number: '011000015', nickname: 'Al' });
  });
});

describe("every step's draft", () => {
  const withheld: Record<string, string[]> = {
    primary_info: ['ssn'],
    contact_info: [],
    employer_info: [],
    billing_info: ['account_number', 'card_number', 'security_code'],
  };

  it.each(Object.entries(withheld))('%s keeps every field but %j', (step, secrets) => {
    const catalog = CATALOG[step as keyof typeof CATALOG];
    const values = valuesOf(catalog);
    const stored = storableDraft(step, values);
    expect(leaves(stored).sort()).toEqual(leaves(values).filter((path) => !secrets.includes(path)).sort());
    expect(withholdsValues(step)).toBe(secrets.length > 0);
  });

  it.each(['beneficiary_info', 'dependent_info'] as const)('%s keeps its rows without their SSN', (step) => {
    const row = { ...valuesOf(CATALOG[step]), ...(step === 'dependent_info' ? { dependent_id: 4, health_info: { condition_questions: [{ yes_no_flag: '1' }] } } : {}) };
    const stored = storableDraft(step, { items: [row, row] }) as { items: Record<string, unknown>[] };
    expect(stored.items).toHaveLength(2);
    for (const item of stored.items) {
      expect(item).not.toHaveProperty('ssn');
      expect(item).not.toHaveProperty('health_info');
      expect(item.first_name).toBe('value of first_name');
    }
    expect(withholdsValues(step)).toBe(true);
  });

  it('keeps nothing of a health step: every value is a health answer', () => {
    expect(storableDraft('primary_health_info', valuesOf(healthInfoCatalog))).toBeUndefined();
    expect(storableDraft('dependent_health_info', { notes: 'none' })).toBeUndefined();
    expect(storableValue(draftKey('e1', 'primary_health_info'), { notes: 'Angina' })).toBeUndefined();
  });

  it('keeps what it has no catalog for, but for secrets by name (agreement, review)', () => {
    expect(storableDraft('agreement_info', { accepted_agreements: ['1'], answer: '06/15/1985' })).toEqual({ accepted_agreements: ['1'], answer: '06/15/1985' });
    expect(withholdsValues('review_info')).toBe(false);
  });
});

describe('session values', () => {
  it('a stashed spouse is a dependent: no SSN, no health answers', () => {
    const spouse = { relationship: 'spouse', first_name: 'Robin', ssn: '123450055', health_info: { notes: 'x' } };
    expect(storableValue('tempDepData', spouse)).toEqual({ relationship: 'spouse', first_name: 'Robin' });
  });

  it('other values pass unchanged', () => {
    const landing = { agent_id: 1001, gname: 'Acme', gcode: 'ACME01' };
    expect(storableValue('landing_info', landing)).toEqual(landing);
    expect(storableValue('tempId', 'de000001-0000-4000-8000-000000000001')).toBe('de000001-0000-4000-8000-000000000001');
    expect(storableValue('cartCount', 2)).toBe(2);
  });
});
