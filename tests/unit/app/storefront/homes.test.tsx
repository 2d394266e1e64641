/**
 * The homes through the fake network (storefront.md section 6): sign-in storing the visitor,
 * the rep's home and its messages, the member table (search, 5 a page, statuses in words, Enroll
 * Now with the tier dialog to /plans) and the member's home with her name.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { GENERAL_ERROR } from '../../../../domain/errors';
import { MESSAGES } from '../../../../schemas/messages';
import { AgentHome, AgentSelectMember, GroupHome, GroupSelectMember, MemberBenefitStore, MemberHome, SignInPage } from '../../../../src/storefront/homes';
import { clearAllSession, getSession, setSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeAnswer } from '../fakeApi';
import { pricingFormRoute } from './pricingFormRoute';
import { ACME_INFO, ACME_PRINCIPAL, JORDAN_GROUPS, JORDAN_PRINCIPAL, JORDAN_ROWS, MORGAN_PRINCIPAL, PLATFORMS, TEMP } from './homesWorld';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

/** `dedupingInterval`: SWR's window in which a read mounting again is answered from the cache. */
function renderAt(path: string, dedupingInterval?: number) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), ...(dedupingInterval === undefined ? {} : { dedupingInterval }) }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="agent-home" element={<AgentHome />} />
          <Route path="agent-select-member" element={<AgentSelectMember />} />
          <Route path="member-home" element={<MemberHome />} />
          <Route path="group-home" element={<GroupHome />} />
          <Route path="group-select-member" element={<GroupSelectMember />} />
          <Route path="member-benefit-store/:id/:tier" element={<MemberBenefitStore />} />
          <Route path="plans" element={<h1>Plans page</h1>} />
          <Route path="home" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const signInAsJordan = () => {
  setSession('agent_id', 1001);
  setSession('eprocess', 'rep');
  setSession('open_type', 'agent');
};

describe('sign-in', () => {
  it('signs Jordan in, stores the rep visitor and opens his home', async () => {
    const calls = installFakeApi({ 'portal-sign-in': { data: JORDAN_PRINCIPAL }, 'get-enrollment-platforms': { data: PLATFORMS } });
    renderAt('/sign-in');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'jordan.avery@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-storefront-7');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Who do you want to enroll for?' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'portal-sign-in')?.body).toEqual({ email: 'jordan.avery@example.com', password: 'demo-storefront-7' });
    expect([getSession('eprocess'), getSession('open_type'), getSession('agent_id'), getSession('isRepAuthenticated')]).toEqual(['rep', 'agent', 1001, true]);
  });

  it('shows the generic refusal', async () => {
    installFakeApi({ 'portal-sign-in': { status: 422, data: [{ target_element: 'general', error_message: MESSAGES.signInFailed }] } });
    renderAt('/sign-in');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'jordan.avery@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.signInFailed);
    expect(getSession('isRepAuthenticated')).toBeNull();
  });
});

describe("the rep's home", () => {
  it("asks for a platform, then the new-member choice, and starts a direct enrollment to /home", async () => {
    signInAsJordan();
    installFakeApi({ 'get-enrollment-platforms': { data: PLATFORMS }, 'get-agent-groups': { data: JORDAN_GROUPS } });
    renderAt('/agent-home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Member' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.choosePlatform)).toBeTruthy();
    await screen.findByRole('option', { name: 'Group Benefits' });
    await user.selectOptions(screen.getByLabelText('Platform'), 'Group Benefits');
    expect(screen.queryByText(MESSAGES.choosePlatform)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText(MESSAGES.chooseGroup)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start New Member Enrollment' }));
    expect(await screen.findByText(MESSAGES.chooseNewMemberGroup)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start Direct Enrollment' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect([getSession('portal_id'), getSession('enroll_type'), getSession('eprocess'), getSession('group_id')]).toEqual([12, 'new-member', 'rep', null]);
  });

  it('starts a new member of Acme (new-group-member, tempId cleared)', async () => {
    signInAsJordan();
    setSession('tempId', 'old-quote');
    installFakeApi({ 'get-enrollment-platforms': { data: PLATFORMS }, 'get-agent-groups': { data: JORDAN_GROUPS } });
    renderAt('/agent-home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New Member' }));
    await screen.findByRole('option', { name: 'Group Benefits' });
    await user.selectOptions(screen.getByLabelText('Platform'), 'Group Benefits');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findAllByRole('option', { name: 'Acme Manufacturing' });
    await user.selectOptions(screen.getByLabelText('Group'), 'Acme Manufacturing');
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect([getSession('group_id'), getSession('enroll_type'), getSession('tempId')]).toEqual([2001, 'new-group-member', null]);
  });
});

describe('the member table', () => {
  it('shows 5 members a page, searches by policy, and marks statuses other than ACTIVE in words', async () => {
    signInAsJordan();
    installFakeApi({ 'get-agent-members': { data: JORDAN_ROWS } });
    renderAt('/agent-select-member');
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('button', { name: /^Enroll Now/ })).toHaveLength(5);
    expect(screen.getByText('Current members, page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('table')).getAllByRole('button', { name: /^Enroll Now/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await user.type(screen.getByLabelText('Search by name, policy or e-mail'), 'pol-700100');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('ACTIVE')).toBeTruthy();
    expect(within(rows[1]).getByText('TERMED (not active)').className).toContain('plan-status--inactive');
    expect(screen.queryByRole('navigation', { name: 'Member table pages' })).toBeNull();
  });

  it('Enroll Now asks for a tier, then creates the filter and goes to /plans', async () => {
    signInAsJordan();
    const calls = installFakeApi({ 'get-agent-members': { data: JORDAN_ROWS }, 'add-filter-for-existing-user': { data: TEMP }, 'get-form-fields-pricing': pricingFormRoute });
    renderAt('/agent-select-member');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enroll Now: Morgan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a tier' });
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MESSAGES.chooseTier)).toBeTruthy();
    expect(within(dialog).getByLabelText('Choose Tier').getAttribute('aria-invalid')).toBe('true');
    // The engine's form refuses it with the tier catalog's schema: nothing is sent.
    expect(calls.some((call) => call.path === 'add-filter-for-existing-user')).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText('Choose Tier'), 'Member + Spouse');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'add-filter-for-existing-user')?.body).toEqual({
      user_id: 7001, tier: 'IS', policy_id: 'POL-700100', open_type: 'agent', eprocess: 'rep', agent_id: 1001, group_id: 2001,
    });
    expect([getSession('tempId'), getSession('portal_id'), getSession('enroll_type'), getSession('isFilterDataSubmitted'), getSession('isCurrentMemberAvailable')])
      .toEqual([TEMP.temp_enrollment_id, 12, 'existing-member', true, true]);
  });
});

describe("the member's home", () => {
  it("welcomes Morgan Lee and creates her filter for the tier she chooses", async () => {
    const calls = installFakeApi({ 'portal-session': { data: MORGAN_PRINCIPAL }, 'add-filter-for-member': { data: TEMP }, 'get-form-fields-pricing': pricingFormRoute });
    renderAt('/member-home');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Welcome, Morgan Lee' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.chooseTier)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Family');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'add-filter-for-member')?.body).toEqual({ user_id: 7001, tier: 'IF', open_type: 'user' });
    expect([getSession('tempId'), getSession('enroll_type'), getSession('isCurrentMemberAvailable')]).toEqual([TEMP.temp_enrollment_id, 'existing-user', false]);
  });
});

describe("the group's home and table", () => {
  const signInAsAcme = () => {
    setSession('group_id', 2001);
    setSession('eprocess', 'group');
    setSession('open_type', 'group');
  };

  it('needs a platform for New Member, then stores a new group member and goes to /home', async () => {
    signInAsAcme();
    setSession('tempId', 'old-quote');
    installFakeApi({ 'get-group-agent-member-info': { data: ACME_INFO } });
    renderAt('/group-home');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Welcome, Acme Manufacturing' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Member' }));
    expect(await screen.findByText(MESSAGES.choosePlatform)).toBeTruthy();
    await screen.findByRole('option', { name: 'Group Benefits' });
    await user.selectOptions(screen.getByLabelText('Platform'), 'Group Benefits');
    await user.click(screen.getByRole('button', { name: 'New Member' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect([getSession('portal_id'), getSession('group_id'), getSession('enroll_type'), getSession('eprocess'), getSession('tempId')])
      .toEqual([12, 2001, 'new-group-member', 'group', null]);
  });

  /** Riley Shaw's Enroll Now on Acme's table, the tier chosen and submitted; add-filter-for-existing-user answers `created`. */
  async function enrollRiley(tierName: string, created: FakeAnswer) {
    signInAsAcme();
    const acmeRows = JORDAN_ROWS.filter((row) => row.group_info.group_id === 2001);
    const calls = installFakeApi({ 'get-group-users': { data: acmeRows }, 'add-filter-for-existing-user': created, 'get-form-fields-pricing': pricingFormRoute });
    renderAt('/group-select-member');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enroll Now: Riley Shaw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a tier' });
    await user.selectOptions(await within(dialog).findByLabelText('Choose Tier'), tierName);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    return { calls, dialog };
  }

  it("lists the group's members from get-group-users and enrolls one for the group", async () => {
    const { calls } = await enrollRiley('Member Only', { data: TEMP });
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'get-group-users')?.query).toEqual({ group_id: '2001' });
    expect(calls.find((call) => call.path === 'add-filter-for-existing-user')?.body).toMatchObject({ user_id: 7002, tier: 'IO', eprocess: 'group', group_id: 2001, agent_id: null });
  });

  it("shows a failed call as the tier dialog's alert and stays on the table", async () => {
    const { dialog } = await enrollRiley('Family', { status: 500, data: [] });
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(GENERAL_ERROR));
    expect(screen.queryByRole('heading', { name: 'Plans page' })).toBeNull();
  });

  it('asks a visitor who is not signed in as a group to sign in', async () => {
    installFakeApi({});
    renderAt('/group-select-member');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
  });
});

describe('sign-out and the member benefit store link', () => {
  it('signs out: the server and the browser forget the visitor', async () => {
    signInAsJordan();
    setSession('isRepAuthenticated', true);
    const calls = installFakeApi({ 'portal-sign-out': { data: {} }, 'get-enrollment-platforms': { data: PLATFORMS } });
    renderAt('/agent-home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls.some((call) => call.path === 'portal-sign-out')).toBe(true);
    expect([getSession('agent_id'), getSession('eprocess'), getSession('open_type')]).toEqual([null, null, null]);
  });

  it('shows the member signed in now, not the one who signed out, even within the deduplication window (issue 19)', async () => {
    const casey = { ...MORGAN_PRINCIPAL, name: 'Casey Rivera', first_name: 'Casey', last_name: 'Rivera', user_id: 7003 };
    let principal: typeof MORGAN_PRINCIPAL | null = MORGAN_PRINCIPAL;
    installFakeApi({
      'portal-session': () => ({ data: principal ?? { ...MORGAN_PRINCIPAL, role: null, name: null, first_name: null, last_name: null, agent_id: null, group_id: null, user_id: null, portal_id: null } }),
      'portal-sign-out': () => {
        principal = null;
        return { data: {} };
      },
      'portal-sign-in': () => {
        principal = casey;
        return { data: casey };
      },
    });
    // A window wider than the test, so a slow machine still signs in again inside it.
    renderAt('/member-home', 600_000);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Welcome, Morgan Lee' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.type(await screen.findByLabelText('E-mail address'), 'casey.rivera@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-storefront-7');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Rivera' })).toBeTruthy();
    expect(screen.queryByText(/Morgan/)).toBeNull();
  });

  it("/member-benefit-store/7001/IF creates the signed-in member's filter and goes to /plans", async () => {
    const calls = installFakeApi({ 'portal-session': { data: MORGAN_PRINCIPAL }, 'add-filter-for-member': { data: TEMP } });
    renderAt('/member-benefit-store/7001/IF');
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'add-filter-for-member')?.body).toEqual({ user_id: 7001, tier: 'IF', open_type: 'user' });
    expect([getSession('tempId'), getSession('tier'), getSession('group_id')]).toEqual([TEMP.temp_enrollment_id, 'IF', 2001]);
  });

  it("/member-benefit-store for a rep enrolls only a member of his own table, and says so otherwise", async () => {
    installFakeApi({ 'portal-session': { data: ACME_PRINCIPAL }, 'get-group-users': { data: [] } });
    renderAt('/member-benefit-store/7004/IS');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.signInForbidden);
  });

  it('refuses an unknown tier before calling anything', async () => {
    const calls = installFakeApi({});
    renderAt('/member-benefit-store/7001/XX');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.chooseTier);
    // Only the page's branding is fetched: no session or filter call.
    expect(calls.filter((call) => /portal|filter|members|users/.test(call.path))).toEqual([]);
  });
});
