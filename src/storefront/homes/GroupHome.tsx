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
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.groupHome;

/** The group's home for a signed-in group. */
function GroupHomeFor({ groupId }: { groupId: number }) {
  const [snapshot, send] = useMachine(groupLandingMachine.provide({ actions: useLandingEffects() }), { input: { groupId } });
  const info = useSWR(['get-group-agent-member-info', groupId], () => getGroupHomeInfo(groupId));
  const platforms = info.data?.platforms ?? [];
  const { portal, portalError } = snapshot.context;
  return (
    <div className="page page--narrow homes">
      <h1>{info.data?.group_info ? fill(TEXT.welcomeGroup, { name: info.data.group_info.name }) : TEXT.welcome}</h1>
      <SignOutButton />
      <p>{TEXT.whoDoYouWantTo}</p>
      <SelectField label={TEXT.platform} placeholder={TEXT.selectAPlatform} error={portalError}
        value={portal ? String(portal.platform_group_id) : ''}
        options={platforms.map((p) => ({ value: String(p.platform_group_id), label: p.platform_name }))}
        onChange={(event) => send({ type: 'groupLanding.portal', portal: platforms.find((p) => String(p.platform_group_id) === event.target.value) ?? null })} />
      <p className="actions">
        <button type="button" className="btn btn--primary" onClick={() => send({ type: 'groupLanding.newMember' })}>{TEXT.newMember}</button>
        <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'groupLanding.currentMember' })}>{TEXT.currentMember}</button>
      </p>
    </div>
  );
}

/** The group's home. */
export function GroupHome() {
  usePageTitle(TEXT.groupHome);
  const groupId = useSignedInId('group', 'group_id');
  if (!groupId) return <SignInFirst />;
  return <GroupHomeFor groupId={groupId} />;
}
