/**
 * The disclosure table (server/services/disclosure.ts) and the keeping of a masked secret sent
 * back (server/services/keptSecrets.ts): who may see what of an enrollment's protected data, and
 * what a save does with a mask.
 */
import { describe, expect, it } from 'vitest';
import { DISCLOSURE, disclose, type Viewer } from '../../../server/services/disclosure';
import { keepSecrets, numbered, sameItem } from '../../../server/services/keptSecrets';

const VIEWERS: readonly Viewer[] = ['member', 'onBehalf', 'applicant'];
const HEALTH = { condition_questions: [{ question_id: 140, yes_no_flag: 0 }], notes: 'none' };
const SPOUSE = [{ dependent_id: 4, primary_info: { first_name: 'Alex', ssn: '123457002' } }];

describe('DISCLOSURE', () => {
  it('is the rule of docs/security.md', () => {
    expect(DISCLOSURE).toEqual({
      healthOnFile: { member: 'full', onBehalf: 'none', applicant: 'none' },
      ownSsn: { member: 'full', onBehalf: 'masked', applicant: 'full' },
      othersSsn: { member: 'masked', onBehalf: 'masked', applicant: 'masked' },
      paymentOnFile: { member: 'masked', onBehalf: 'masked', applicant: 'masked' },
    });
  });
});

describe('disclose', () => {
  it("gives health answers on file to the member's own session only", () => {
    expect(disclose('member', 'healthOnFile', HEALTH)).toBe(HEALTH);
    expect(disclose('onBehalf', 'healthOnFile', HEALTH)).toBeNull();
    expect(disclose('applicant', 'healthOnFile', HEALTH)).toBeNull();
  });

  it("masks the enrollee's own SSN for someone acting for them only", () => {
    const personal = { first_name: 'Morgan', ssn: '123457001' };
    expect(disclose('member', 'ownSsn', personal)).toEqual(personal);
    expect(disclose('applicant', 'ownSsn', personal)).toEqual(personal);
    expect(disclose('onBehalf', 'ownSsn', personal)).toEqual({ first_name: 'Morgan', ssn: 'xxxxx7001' });
  });

  it("masks anyone else's SSN (a list's rows, nested) and numbers on file for every viewer", () => {
    for (const viewer of VIEWERS) {
      expect(disclose(viewer, 'othersSsn', SPOUSE)).toEqual([{ dependent_id: 4, primary_info: { first_name: 'Alex', ssn: 'xxxxx7002' } }]);
      expect(disclose(viewer, 'paymentOnFile', [{ bank_id: 1, account_number: 'xxxxxxxx6789' }])).toEqual([{ bank_id: 1, account_number: 'xxxxxxxx6789' }]);
    }
  });
});

describe('keepSecrets', () => {
  const known = [{ ssn: '123457002' }];

  it('puts back the value a mask stands for, and leaves a new full value or an unknown mask as sent', () => {
    expect(keepSecrets({ first_name: 'Alex', ssn: 'xxxxx7002' }, known)).toEqual({ first_name: 'Alex', ssn: '123457002' });
    expect(keepSecrets({ ssn: '123450099' }, known)).toEqual({ ssn: '123450099' });
    expect(keepSecrets({ ssn: 'xxxxx9999' }, known)).toEqual({ ssn: 'xxxxx9999' });
    expect(keepSecrets({ ssn: 'xxxxx7002' }, [])).toEqual({ ssn: 'xxxxx7002' });
  });

  it('finds the same item by its id only, and numbers items without one after the highest', () => {
    const rows = [{ dependent_id: 4, ssn: '123457002' }, { dependent_id: 5, ssn: '123450005' }];
    expect(sameItem(rows, 'dependent_id', 5)).toEqual([rows[1]]);
    expect(sameItem(rows, 'dependent_id', undefined)).toEqual([]);
    expect(numbered([{ name: 'a' }, { dependent_id: 7, name: 'b' }, { name: 'c' }], 'dependent_id'))
      .toEqual([{ dependent_id: 8, name: 'a' }, { dependent_id: 7, name: 'b' }, { dependent_id: 9, name: 'c' }]);
  });
});
