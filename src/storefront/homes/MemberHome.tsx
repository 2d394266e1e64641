/**
 * /member-home (storefront.md section 6): a welcome with the signed-in member's first and last
 * name (portal-session), Choose Tier and Submit; add-filter-for-member creates her temporary
 * enrollment and she goes to /plans (machines/storefront/memberEnroll, started with herself).
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import type { PrincipalData } from '../../../schemas/api/members';
import { processOfRole } from '../../../schemas/roleProcess';
import { addFilterForMember } from '../../api/addFilterForMember';
import { getPortalSession } from '../../api/getPortalSession';
import { usePageTitle } from '../../app/usePageTitle';
import { PORTAL_SESSION_KEY } from '../reads';
import { SignInFirst } from './SignInFirst';
import { SignOutButton } from './SignOutButton';
import { TierForm } from './TierForm';
import { useMemberEnroll } from './useMemberEnroll';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.memberHome;

function MemberHomeFor({ member }: { member: PrincipalData & { user_id: number } }) {
  const { open_type, enroll_type } = processOfRole('member');
  const [snapshot, send] = useMemberEnroll(({ tier }) => addFilterForMember({ user_id: member.user_id, tier, open_type }), enroll_type);
  useEffect(() => {
    send({ type: 'memberEnroll.enrollNow', member: { user_id: member.user_id, name: member.name ?? '', policy_id: '', group_id: member.group_id } });
  }, [send, member.user_id, member.name, member.group_id]);
  return (
    <div className="page page--narrow homes">
      <h1>{fill(TEXT.welcome, { firstName: member.first_name, lastName: member.last_name })}</h1>
      <SignOutButton />
      <p>{TEXT.chooseTheTierYouWant}</p>
      <TierForm tier={snapshot.context.tier} error={snapshot.context.error} busy={snapshot.hasTag('busy')}
        onTier={(tier) => send({ type: 'memberEnroll.tier', tier })} onSubmit={() => send({ type: 'memberEnroll.submit' })} />
    </div>
  );
}

/** The member's home. */
export function MemberHome() {
  usePageTitle(TEXT.memberHome);
  const session = useSWR(PORTAL_SESSION_KEY, getPortalSession, { revalidateOnFocus: false });
  if (!session.data && !session.error) return <div className="page page--narrow homes"><p aria-busy="true">{TEXT.loading}</p></div>;
  const principal = session.data;
  if (principal?.role !== 'member' || principal.user_id === null) return <SignInFirst />;
  return <MemberHomeFor member={{ ...principal, user_id: principal.user_id }} />;
}
