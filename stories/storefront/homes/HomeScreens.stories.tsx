import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { AgentHome } from '../../../src/storefront/homes/AgentHome';
import { GroupHome } from '../../../src/storefront/homes/GroupHome';
import { MemberHome } from '../../../src/storefront/homes/MemberHome';
import { SignInPage } from '../../../src/storefront/homes/SignInPage';
import { clearSession, setSession } from '../../../src/session/storage';
import { shows } from '../../fixtures/shows';

/** The rep's home with rep 1001 stored as the visitor (forgotten when the story goes, so no other story sees it). */
function AsRep1001() {
  setSession('agent_id', 1001);
  useEffect(() => () => clearSession('agent_id'), []);
  return <AgentHome />;
}

/** Acme's home with group 2001 stored as the signed-in group, its portals given to SWR. */
function AsAcme() {
  setSession('group_id', 2001);
  setSession('eprocess', 'group');
  useEffect(() => () => {
    clearSession('group_id');
    clearSession('eprocess');
  }, []);
  const info = {
    enrollment_type: null, result: { user_info: null }, group_info: { name: 'Acme Manufacturing', code: 'ACME2001' },
    platforms: [{ platform_group_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' }],
  };
  return (
    <SWRConfig value={{ fallback: { [unstable_serialize(['get-group-agent-member-info', 2001])]: info } }}>
      <GroupHome />
    </SWRConfig>
  );
}

/** The homes' screens as a visitor first sees them (data given to SWR, no network). */
const meta = {
  title: 'Storefront/Homes/Screens',
  component: SignInPage,
  decorators: [(Story) => <SWRConfig value={{ provider: () => new Map() }}><MemoryRouter><Story /></MemoryRouter></SWRConfig>],
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /sign-in: e-mail and password. */
export const SignIn: Story = { parameters: { storyProblems: shows(['Sign in', 'E-mail address', 'Password']) } };

/** /agent-home signed in as rep 1001: 'Who do you want to enroll for?' with New Member and Current Member. */
export const RepHome: Story = {
  render: () => <AsRep1001 />,
  parameters: { noInputs: true, storyProblems: shows(['Who do you want to enroll for?', 'New Member', 'Current Member']) },
};

/** /member-home before sign-in: the way to sign in. */
export const MemberHomeSignedOut: Story = {
  render: () => (
    <SWRConfig value={{ fallback: { 'portal-session': { role: null, name: null, first_name: null, last_name: null, agent_id: null, group_id: null, user_id: null, portal_id: null } } }}>
      <MemberHome />
    </SWRConfig>
  ),
  parameters: { noInputs: true, storyProblems: shows(['Please sign in']) },
};

/** /member-home signed in as member 7001: her name, Choose Tier, Submit. */
export const MemberHomeMorgan: Story = {
  render: () => (
    <SWRConfig value={{ fallback: { 'portal-session': { role: 'member', name: 'Morgan Lee', first_name: 'Morgan', last_name: 'Lee', agent_id: 1001, group_id: 2001, user_id: 7001, portal_id: 12 } } }}>
      <MemberHome />
    </SWRConfig>
  ),
  parameters: { storyProblems: shows(['Welcome, Morgan Lee', 'Choose Tier', 'Submit']) },
};

/** /group-home signed in as Acme's admin: its name, the platform select, New Member and Current Member. */
export const GroupHomeAcme: Story = {
  render: () => <AsAcme />,
  parameters: { storyProblems: shows(['Welcome, Acme Manufacturing', 'Platform', 'Group Benefits', 'New Member', 'Current Member']) },
};
