/**
 * Issue 17 point 4: every mail is branded by the site the visitor shopped on. Which site an
 * enrollment was shopped on (the storefront's siteKeyFor order, from the enrollment's own
 * columns), and the sender that names it.
 */
import { describe, expect, it } from 'vitest';
import { forTransport, mailFrom } from '../../../server/services/mail';
import { enrollmentSiteKey } from '../../../server/services/siteBrand';

const base = { eprocess: 'applicant', shop_eprocess: null, open_type: null, agent_id: null, group_id: null };

describe('the site an enrollment was shopped on', () => {
  it.each([
    ['a visitor of the store itself', base, 'default'],
    ["a visitor of rep 1001's landing", { ...base, agent_id: 1001, open_type: 'agent' }, 'agent:1001'],
    ["a member with rep 1001 and group 2001 (the rep's site, as the storefront shows it)", { ...base, agent_id: 1001, group_id: 2001 }, 'agent:1001'],
    ["an employee of group 2001 (group process)", { ...base, eprocess: 'group', agent_id: 1001, group_id: 2001 }, 'group:2001'],
    ['a group landing visitor (open type group)', { ...base, open_type: 'group', agent_id: 1001, group_id: 2001 }, 'group:2001'],
    ['a group visitor who chose Member Enrollment at checkout', { ...base, shop_eprocess: 'group', agent_id: 1001, group_id: 2001 }, 'group:2001'],
    ['a group process without a group', { ...base, eprocess: 'group', agent_id: 1001 }, 'agent:1001'],
  ])('%s: %s', (_name, enrollment, key) => {
    expect(enrollmentSiteKey(enrollment)).toBe(key);
  });
});

describe('the sender of a mail', () => {
  it("is named by the site the mail is about, else the store, always from the one no-reply address", () => {
    expect(mailFrom('Jordan Avery Benefits')).toEqual({ name: 'Jordan Avery Benefits', address: 'no-reply@benefit-store.local' });
    expect(mailFrom(undefined)).toEqual({ name: 'Benefit Store', address: 'no-reply@benefit-store.local' });
    expect(mailFrom('  ')).toEqual({ name: 'Benefit Store', address: 'no-reply@benefit-store.local' });
  });

  it('goes to the transport as its from, not as a field of the message', () => {
    const sent = forTransport({ to: 'a@example.com', subject: 's', text: 't', html: 'h', siteName: 'Acme Benefits' });
    expect(sent).toEqual({ from: { name: 'Acme Benefits', address: 'no-reply@benefit-store.local' }, to: 'a@example.com', subject: 's', text: 't', html: 'h', attachments: undefined });
  });
});
