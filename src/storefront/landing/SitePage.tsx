/**
 * The page of a way in that names a site: a landing name (/javery, /acme), /referrals?rid=,
 * /websites?group= and /external?site= (which the startup sends on to /home). The startup
 * (src/storefront/entry/StartupGate.tsx) has stored who the visitor is before this renders; the
 * site is the landing's owner, else the visitor's rep, else the visitor's group.
 */
import { Navigate } from 'react-router-dom';
import { useSessionValue } from '../../session/useSessionValue';
import { SiteWelcome, type SiteOwner } from './SiteWelcome';

export function SitePage() {
  const landing = useSessionValue('landing_info');
  const agentId = useSessionValue('agent_id');
  const groupId = useSessionValue('group_id');
  const openType = useSessionValue('open_type');
  const groupSite = landing ? landing.type === 'group' : openType === 'group';
  const owner: SiteOwner | null = groupSite
    ? (groupId !== null ? { kind: 'group', id: groupId } : null)
    : (agentId !== null ? { kind: 'agent', id: agentId } : null);
  if (!owner) return <Navigate to="/" replace />;
  return <SiteWelcome key={`${owner.kind}-${owner.id}`} owner={owner} />;
}
