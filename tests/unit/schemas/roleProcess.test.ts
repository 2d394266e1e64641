/** The one role -> process mapping: what each signed-in role's own filter names (storefront.md sections 3, 6 and 7). */
import { describe, expect, it } from 'vitest';
import { PORTAL_ROLES } from '../../../schemas/portalRoles';
import { existingMemberClaim, processOfRole } from '../../../schemas/roleProcess';

describe('processOfRole', () => {
  it('a rep enrolls one of their members under the rep process, opened as the agent', () => {
    expect(processOfRole('agent')).toEqual({ open_type: 'agent', eprocess: 'rep', enroll_type: 'existing-member' });
  });

  it('a group admin enrolls one of the group\'s members under the group process', () => {
    expect(processOfRole('group')).toEqual({ open_type: 'group', eprocess: 'group', enroll_type: 'existing-member' });
  });

  it('a member enrolls herself as the applicant, opened as a user', () => {
    expect(processOfRole('member')).toEqual({ open_type: 'user', eprocess: 'applicant', enroll_type: 'existing-user' });
  });

  it('answers for every portal role, and no two roles share a process', () => {
    const processes = PORTAL_ROLES.map((role) => processOfRole(role).eprocess);
    expect(new Set(processes).size).toBe(PORTAL_ROLES.length);
  });
});

describe('existingMemberClaim', () => {
  it('a rep names itself and the member\'s own group', () => {
    expect(existingMemberClaim('agent', 7, 42)).toEqual({ open_type: 'agent', eprocess: 'rep', agent_id: 7, group_id: 42 });
    expect(existingMemberClaim('agent', 7, null)).toEqual({ open_type: 'agent', eprocess: 'rep', agent_id: 7, group_id: null });
  });

  it('a group admin names its own group and no rep, whatever group the member row says', () => {
    expect(existingMemberClaim('group', 42, 99)).toEqual({ open_type: 'group', eprocess: 'group', agent_id: null, group_id: 42 });
  });
});
