/**
 * Secrets in payloads (adapters/secrets.ts) and the one masked form: 'xxxxx1234' for an SSN. The
 * browser's validator accepts an SSN's mask unchanged (it means "keep the one on file"), the
 * server's check (validateValues, after putting kept values back) refuses one that is left.
 */
import { describe, expect, it } from 'vitest';
import { createAjv, formSchema, toSchemaData, validateValues } from '../../../adapters';
import { isMaskedSecret, mapSecrets, maskSecret, maskSecrets } from '../../../adapters/secrets';
import { PATTERNS } from '../../../schemas/catalog/patterns';
import { MESSAGES } from '../../../schemas/messages';
import { demoForm, VALID } from './fixtures';

describe('masking', () => {
  it("shows an SSN as x's and its last four, the shape of the catalog's maskedSsn", () => {
    expect(maskSecret('123457002')).toBe('xxxxx7002');
    expect(new RegExp(PATTERNS.maskedSsn).test(maskSecret('123457002'))).toBe(true);
    expect(maskSecret('xxxxx7002')).toBe('xxxxx7002');
    expect(isMaskedSecret('xxxxx7002')).toBe(true);
    expect(isMaskedSecret('123457002')).toBe(false);
  });

  it('masks every secret field at any depth and leaves the rest; mapSecrets may leave one out', () => {
    const payload = { first_name: 'Alex', ssn: '123457002', dependents: [{ primary_info: { ssn: '123450055', weight: '150' } }], card_number: '', bank: { account_number: '000123456789' } };
    expect(maskSecrets(payload)).toEqual({
      first_name: 'Alex', ssn: 'xxxxx7002', dependents: [{ primary_info: { ssn: 'xxxxx0055', weight: '150' } }], card_number: '', bank: { account_number: 'xxxxxxxx6789' },
    });
    expect(mapSecrets(payload, () => undefined)).toEqual({ first_name: 'Alex', dependents: [{ primary_info: { weight: '150' } }], card_number: '', bank: {} });
  });
});

describe("a masked SSN in a form's checks", () => {
  const form = demoForm(12, 'primary_info');

  it("passes the browser's validator (formSchema's default) unchanged, and nothing else but 9 digits does", () => {
    const validate = createAjv().compile(formSchema(form));
    expect(validate(toSchemaData(form, { ...VALID.primary_info, ssn: 'xxxxx7001' }))).toBe(true);
    expect(validate(toSchemaData(form, { ...VALID.primary_info, ssn: 'xxxx7001' }))).toBe(false);
    expect(validate(toSchemaData(form, { ...VALID.primary_info, ssn: '12345' }))).toBe(false);
  });

  it("is refused by the server's check with the SSN's message: a mask left there stands for nothing on file", () => {
    expect(validateValues(form, { ...VALID.primary_info, ssn: 'xxxxx7001' })).toEqual([{ target_element: 'ssn', error_message: MESSAGES.ssn }]);
    expect(validateValues(form, { ...VALID.primary_info, ssn: '123457001' })).toEqual([]);
  });
});
