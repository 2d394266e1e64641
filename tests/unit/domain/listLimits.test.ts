import { describe, expect, test } from 'vitest';
import { BENEFICIARY_POLICY, beneficiaryPolicy } from '../../../domain/beneficiaryRules';
import { dependentPolicy } from '../../../domain/dependentRules';
import { MESSAGES } from '../../../schemas/messages';

const person = (percentage: string, relationship = 'Child') => ({ first_name: 'A', beneficiary_percentage: percentage, relationship });

describe('list policies at a limit a layer set', () => {
  test("beneficiaries: the spec's 3 by default, else the form's limit in the same words", () => {
    expect(BENEFICIARY_POLICY.maxItems).toBe(3);
    expect(BENEFICIARY_POLICY.addBlock?.([person('10'), person('10'), person('10')])).toBe(MESSAGES.beneficiaryMax);
    const two = beneficiaryPolicy(2);
    expect(two.maxItems).toBe(2);
    expect(two.addBlock?.([person('10')])).toBeNull();
    expect(two.addBlock?.([person('10'), person('10')])).toBe('Maximum allowed number of beneficiaries is 2');
    expect(two.continueBlock?.([person('30'), person('30'), person('40')])).toBe('Maximum allowed number of beneficiaries is 2');
    expect(beneficiaryPolicy(5).continueBlock?.([person('20'), person('20'), person('20'), person('40')])).toBeNull();
  });

  test("dependents: the spec's 9 by default, else the setting's limit", () => {
    const children = (n: number) => Array.from({ length: n }, () => ({ primary_info: { first_name: 'K', relationship: 'Child' } }));
    expect(dependentPolicy({ tier: 'IF', premier: false, spouse: null }).maxItems).toBe(9);
    const four = dependentPolicy({ tier: 'IF', premier: false, spouse: null, maxItems: 4 });
    expect(four.maxItems).toBe(4);
    expect(four.addBlock?.(children(4))).toBe(MESSAGES.listFull);
    expect(four.continueBlock?.(children(5))).toBe(MESSAGES.tooManyItems);
  });
});
