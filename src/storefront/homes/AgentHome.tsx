/**
 * /agent-home (storefront.md section 6): 'Who do you want to enroll for?' with New Member and
 * Current Member, bound to machines/storefront/repLanding. New Member shows the rep's portals
 * (get-enrollment-platforms), then his groups (get-agent-groups) with Enroll, the new-member field
 * with Start New Member Enrollment, and Start Direct Enrollment; each start goes to /home.
 */
import { useMachine } from '@xstate/react';
import useSWR from 'swr';
import { repLandingMachine, type NewMemberChoice } from '../../../machines/storefront/repLanding';
import { getAgentGroups, getEnrollmentPlatforms } from '../../api/getHomeChoices';
import { usePageTitle } from '../../app/usePageTitle';
import { useSessionValue } from '../../session/useSessionValue';
import { SelectField } from './SelectField';
import { SignInFirst } from './SignInFirst';
import { SignOutButton } from './SignOutButton';
import { useLandingEffects } from './useStoreVisitor';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.agentHome;

/** The rep's home. */
export function AgentHome() {
  usePageTitle(TEXT.repHome);
  const agentId = useSessionValue('agent_id');
  const [snapshot, send] = useMachine(repLandingMachine.provide({ actions: useLandingEffects() }));
  const platforms = useSWR(agentId ? ['get-enrollment-platforms', agentId] : null, () => getEnrollmentPlatforms(agentId!));
  const groups = useSWR(agentId && snapshot.hasTag('group') ? ['get-agent-groups', agentId] : null, () => getAgentGroups(agentId!));
  if (!agentId) return <SignInFirst />;
  const { portal, group, newMember, portalError, groupError, newMemberError } = snapshot.context;
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.gid), label: g.gname }));

  return (
    <div className="page page--narrow homes">
      <h1>{TEXT.whoDoYouWantTo}</h1>
      <SignOutButton />
      {snapshot.hasTag('who') && (
        <p className="actions">
          <button type="button" className="btn btn--primary" onClick={() => send({ type: 'repLanding.newMember' })}>{TEXT.newMember}</button>
          <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'repLanding.currentMember' })}>{TEXT.currentMember}</button>
        </p>
      )}
      {snapshot.hasTag('portal') && (
        <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'repLanding.next' }); }}>
          <h2>{TEXT.newMember}</h2>
          <SelectField label={TEXT.platform} placeholder={TEXT.selectAPlatform} error={portalError}
            value={portal ? String(portal.platform_group_id) : ''}
            options={(platforms.data ?? []).map((p) => ({ value: String(p.platform_group_id), label: p.platform_name }))}
            onChange={(event) => send({ type: 'repLanding.portal', portal: platforms.data?.find((p) => String(p.platform_group_id) === event.target.value) ?? null })} />
          <p className="actions"><button type="submit" className="btn btn--primary">{TEXT.next}</button></p>
        </form>
      )}
      {snapshot.hasTag('group') && (
        <div className="homes__steps">
          <p>{TEXT.platformLabel} <strong>{portal?.platform_name}</strong></p>
          <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'repLanding.enroll' }); }}>
            <h2>{TEXT.enrollForAGroup}</h2>
            <SelectField label={TEXT.group} placeholder={TEXT.selectAGroup} error={groupError} value={group === null ? '' : String(group)} options={groupOptions}
              onChange={(event) => send({ type: 'repLanding.group', group: event.target.value ? Number(event.target.value) : null })} />
            <p className="actions"><button type="submit" className="btn btn--primary">{TEXT.enroll}</button></p>
          </form>
          <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'repLanding.startNewMember' }); }}>
            <h2>{TEXT.enrollANewMember}</h2>
            <SelectField label={TEXT.enrollNewMemberFor} placeholder={TEXT.chooseAnOption} error={newMemberError}
              value={newMember === null ? '' : String(newMember)}
              options={[{ value: 'direct', label: TEXT.directNoGroup }, ...groupOptions]}
              onChange={(event) => send({ type: 'repLanding.newMemberChoice', choice: toChoice(event.target.value) })} />
            <p className="actions">
              <button type="submit" className="btn btn--primary">{TEXT.startNewMemberEnrollment}</button>
              <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'repLanding.startDirect' })}>{TEXT.startDirectEnrollment}</button>
            </p>
          </form>
          <p className="actions"><button type="button" className="btn btn--link" onClick={() => send({ type: 'repLanding.back' })}>{TEXT.back}</button></p>
        </div>
      )}
    </div>
  );
}

function toChoice(value: string): NewMemberChoice {
  if (value === '') return null;
  return value === 'direct' ? 'direct' : Number(value);
}
