/**
 * /group-home (storefront.md section 6): New Member or Current Member plus a portal select,
 * bound to machines/storefront/groupLanding; the portals are the group's
 * (get-group-agent-member-info?group_id).
 */
import { useMachine } from '@xstate/react';
import useSWR from 'swr';
import { groupLandingMachine } from '../../../machines/storefront/groupLanding';
import { getGroupHomeInfo } from '../../api/getHomeChoices';
import { usePageTitle } from '../../app/usePageTitle';
import { SelectField } from './SelectField';
import { SignInFirst } from './SignInFirst';
import { SignOutButton } from './SignOutButton';
import { useSignedInId } from './useSignedInId';
import { useLandingEffects } from './useStoreVisitor';

/** The group's home for a signed-in group. */
function GroupHomeFor({ groupId }: { groupId: number }) {
  const [snapshot, send] = useMachine(groupLandingMachine.provide({ actions: useLandingEffects() }), { input: { groupId } });
  const info = useSWR(['get-group-agent-member-info', groupId], () => getGroupHomeInfo(groupId));
  const platforms = info.data?.platforms ?? [];
  const { portal, portalError } = snapshot.context;
  return (
    <div className="page page--narrow homes">
      <h1>Welcome{info.data?.group_info ? `, ${info.data.group_info.name}` : ''}</h1>
      <SignOutButton />
      <p>Who do you want to enroll for?</p>
      <SelectField label="Platform" placeholder="Select a platform" error={portalError}
        value={portal ? String(portal.platform_group_id) : ''}
        options={platforms.map((p) => ({ value: String(p.platform_group_id), label: p.platform_name }))}
        onChange={(event) => send({ type: 'groupLanding.portal', portal: platforms.find((p) => String(p.platform_group_id) === event.target.value) ?? null })} />
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={() => send({ type: 'groupLanding.newMember' })}>New Member</button>
        <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'groupLanding.currentMember' })}>Current Member</button>
      </p>
    </div>
  );
}

/** The group's home. */
export function GroupHome() {
  usePageTitle('Group home');
  const groupId = useSignedInId('group', 'group_id');
  if (!groupId) return <SignInFirst />;
  return <GroupHomeFor groupId={groupId} />;
}
