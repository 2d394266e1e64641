/**
 * The rep the header names (repInfo: name, e-mail, phone; display_name): read once from
 * get-agent-info-enroll when the visitor has a rep and none is stored yet. A failure leaves the
 * header without the rep's contact; nothing else depends on it.
 */
import { getAgentInfoEnroll } from '../../api/getAgentInfoEnroll';
import { getSession, setSession } from '../../session/storage';

/** Stores repInfo and display_name for the stored agent_id when they are missing. */
export async function fillRepInfo(): Promise<void> {
  const agentId = getSession('agent_id');
  if (agentId === null || getSession('repInfo') !== null) return;
  try {
    const rep = await getAgentInfoEnroll(agentId);
    if (!rep || getSession('agent_id') !== agentId) return;
    const name = [rep.agent_fname, rep.agent_mname, rep.agent_lname].filter(Boolean).join(' ');
    setSession('repInfo', { name, email: rep.email, phoneNumber: rep.phone });
    setSession('display_name', name);
  } catch {
    // The header shows the site without the rep's contact.
  }
}
