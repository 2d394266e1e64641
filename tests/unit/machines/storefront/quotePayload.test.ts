import { describe, expect, it } from 'vitest';
import { changeFilterPayload, newUserFilterPayload } from '../../../../machines/storefront/quotePayload';

const VALUES = { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', category: '' };

describe('quote payloads', () => {
  it("an anonymous visitor's quote is an applicant's new-member one on no portal (the server's default)", () => {
    expect(newUserFilterPayload(VALUES, {})).toEqual({
      zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', category: null,
      eprocess: 'applicant', agent_id: null, group_id: null, platform_group_id: null, type: 'new-member', open_type: null, referral: null,
    });
  });

  it("carries the rep's visit: eprocess, rep, group, portal, enroll type, open type and referral", () => {
    expect(newUserFilterPayload({ ...VALUES, category: ' medical ' }, {
      eprocess: 'rep', agent_id: 1001, group_id: 2001, portal_id: 12, enroll_type: 'new-group-member', open_type: 'agent', referral: '5001',
    })).toEqual({
      zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', category: 'medical',
      eprocess: 'rep', agent_id: 1001, group_id: 2001, platform_group_id: 12, type: 'new-group-member', open_type: 'agent', referral: '5001',
    });
  });

  it('never sends an existing-member type or an unknown open type with a new quote', () => {
    expect(newUserFilterPayload(VALUES, { enroll_type: 'existing-member', open_type: 'public', referral: '' })).toMatchObject({
      type: 'new-member', open_type: null, referral: null,
    });
  });

  it('an edit sends the form only', () => {
    expect(changeFilterPayload({ ...VALUES, tier: 'bogus', category: 'medical' })).toEqual({
      zip: '62701', dob: '05/14/1980', gender: '1', tier: null, category: 'medical',
    });
  });
});
