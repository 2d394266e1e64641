/**
 * The one rule of who may ask for which process, rep and group (server/services/callerEntitlements.ts;
 * issue 13 finding 2), and who may send a quote (finding 6), as the table in its file comment says.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import type { SessionEntry } from '../../../server/db/queries/sessionEntries';
import { changedFields, claimErrors, entitlementsOf, mayQuote, type CallerFacts, type Claim } from '../../../server/services/callerEntitlements';

const NOBODY: CallerFacts = { principal: null, links: { agents: [], groups: [] }, entries: [] };
const entry = (kind: SessionEntry['kind'], agent: number | null, group: number | null, groupAgent: number | null = null): SessionEntry =>
  ({ kind, agent_id: agent, group_id: group, group_agent_id: groupAgent });
const targets = (facts: CallerFacts, claim: Claim) => claimErrors(entitlementsOf(facts), claim).map((error) => error.target_element);
const EMPLOYEE = (group: number): Claim => ({ eprocess: 'group', type: 'new-group-member', group_id: group, open_type: 'group' });

describe('claimErrors (new enrollments)', () => {
  it('lets anyone be an applicant new member of no rep or group, and nothing more', () => {
    expect(targets(NOBODY, { eprocess: 'applicant', type: 'new-member', open_type: 'user' })).toEqual([]);
    expect(claimErrors(entitlementsOf(NOBODY), { ...EMPLOYEE(2002), agent_id: 1002 })).toEqual([
      { target_element: 'eprocess', error_message: MESSAGES.groupEntryRequired },
      { target_element: 'type', error_message: MESSAGES.groupEntryRequired },
      { target_element: 'agent_id', error_message: MESSAGES.storefrontIdInvalid },
      { target_element: 'group_id', error_message: MESSAGES.chooseGroup },
      { target_element: 'open_type', error_message: MESSAGES.choice },
    ]);
  });

  it.each(['group_landing', 'group_code', 'group_site'] as const)('makes a %s visitor the member of that group only, under its rep', (kind) => {
    const facts = { ...NOBODY, entries: [entry(kind, null, 2001, 1001)] };
    expect(targets(facts, { ...EMPLOYEE(2001), agent_id: 1001 })).toEqual([]);
    expect(targets(facts, EMPLOYEE(2002))).toEqual(['eprocess', 'type', 'group_id']);
  });

  it('puts a rep landing, rep code or referral visitor under the rep as an applicant, never its process', () => {
    for (const way of [entry('rep_landing', 1001, null), entry('rep_code', 1001, null), entry('referral', 1001, null)]) {
      const facts = { ...NOBODY, entries: [way] };
      expect(targets(facts, { agent_id: 1001, open_type: 'agent' })).toEqual([]);
      expect(targets(facts, { eprocess: 'rep', agent_id: 1001 })).toEqual(['eprocess']);
      expect(targets(facts, { agent_id: 1002, open_type: 'group' })).toEqual(['agent_id', 'open_type']);
    }
    // A referral naming a group gives the group as context, not its process.
    expect(targets({ ...NOBODY, entries: [entry('referral', null, 2001, 1001)] }, { group_id: 2001, agent_id: 1001, open_type: 'group' })).toEqual([]);
    expect(targets({ ...NOBODY, entries: [entry('referral', null, 2001, 1001)] }, EMPLOYEE(2001))).toEqual(['eprocess', 'type']);
  });

  it('adds up several ways in', () => {
    const facts = { ...NOBODY, entries: [entry('rep_code', 1002, null), entry('group_code', null, 2002, 1002)] };
    expect(targets(facts, { ...EMPLOYEE(2002), agent_id: 1002 })).toEqual([]);
    expect(targets(facts, { agent_id: 1002, open_type: 'agent' })).toEqual([]);
  });

  it('lets a signed-in rep start rep enrollments as itself, in its own groups', () => {
    const sam: CallerFacts = { principal: { role: 'agent', ref: 1002 }, links: { agents: [1002], groups: [2002] }, entries: [] };
    expect(targets(sam, { eprocess: 'rep', agent_id: 1002, type: 'new-group-member', group_id: 2002, open_type: 'agent' })).toEqual([]);
    expect(targets(sam, { eprocess: 'rep', agent_id: 1001 })).toEqual(['eprocess', 'agent_id']);
    expect(targets(sam, { eprocess: 'group', group_id: 2002 })).toEqual(['eprocess']);
  });

  it('lets a signed-in group admin use its group, and a member name their own rep and group', () => {
    const acme: CallerFacts = { principal: { role: 'group', ref: 2001 }, links: { agents: [1001], groups: [2001] }, entries: [] };
    expect(targets(acme, { ...EMPLOYEE(2001), agent_id: 1001 })).toEqual([]);
    expect(targets(acme, EMPLOYEE(2556))).toEqual(['eprocess', 'type', 'group_id']);
    const morgan: CallerFacts = { principal: { role: 'member', ref: 7001 }, links: { agents: [1001], groups: [2001] }, entries: [] };
    expect(targets(morgan, { agent_id: 1001, group_id: 2001, open_type: 'user' })).toEqual([]);
    expect(targets(morgan, EMPLOYEE(2001))).toEqual(['eprocess', 'type', 'open_type']);
  });
});

describe('claimErrors (changes)', () => {
  const rights = entitlementsOf({ ...NOBODY, entries: [entry('group_landing', null, 2001, 1001)] });
  const current: Claim = { eprocess: 'group', type: 'new-group-member', group_id: 2001, agent_id: 1001, open_type: 'group' };

  it('judges only what changes, and a process or type again when their group changes', () => {
    const resumedElsewhere = entitlementsOf(NOBODY);
    expect(claimErrors(resumedElsewhere, current, changedFields(current, { ...current, open_type: 'group' }))).toEqual([]);
    const toNoland = { ...current, group_id: 2002 };
    expect(claimErrors(rights, toNoland, changedFields(current, toNoland)).map((e) => e.target_element)).toEqual(['eprocess', 'type', 'group_id']);
    const toNone = { ...current, group_id: null };
    expect(claimErrors(rights, toNone, changedFields(current, toNone))).toEqual([]);
  });
});

describe('mayQuote', () => {
  const rep = { eprocess: 'rep' as const, shop_eprocess: null, agent_id: 1001, group_id: null };
  const group = { eprocess: 'group' as const, shop_eprocess: null, agent_id: 1001, group_id: 2001 };

  it('is the signed-in rep or group admin the enrollment was shopped under, and nobody else', () => {
    expect(mayQuote({ role: 'agent', ref: 1001 }, rep)).toBe(true);
    expect(mayQuote({ role: 'agent', ref: 1001 }, { ...rep, eprocess: 'applicant', shop_eprocess: 'rep' })).toBe(true);
    expect(mayQuote({ role: 'group', ref: 2001 }, group)).toBe(true);
    expect(mayQuote(null, rep)).toBe(false);
    expect(mayQuote({ role: 'agent', ref: 1002 }, rep)).toBe(false);
    expect(mayQuote({ role: 'agent', ref: 1001 }, group)).toBe(false);
    expect(mayQuote({ role: 'group', ref: 2556 }, group)).toBe(false);
    expect(mayQuote({ role: 'member', ref: 7001 }, rep)).toBe(false);
  });
});
