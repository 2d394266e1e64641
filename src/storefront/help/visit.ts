/**
 * Who talks to the assistant and the lead calls: the browser's device id (a random UUID made once
 * and kept in the session key deviceId: never personal data), the page, and the site's rep and
 * group from the stored visitor.
 */
import type { AssistVisit } from '../../api/getAssistConversation';
import { getSession, setSession } from '../../session/storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random version-4 UUID; randomUUID exists only in secure contexts, getRandomValues everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id, made and stored on first use. */
export function deviceId(): string {
  const stored = getSession('deviceId');
  if (stored && UUID.test(stored)) return stored;
  const made = randomUuid();
  setSession('deviceId', made);
  return made;
}

/** The visit as the assist and lead calls name it (read at call time: the visitor may change site meanwhile). */
export function currentVisit(): AssistVisit {
  return {
    device_id: deviceId(),
    web_url: window.location.href.slice(0, 2000),
    agent_id: getSession('agent_id'),
    group_id: getSession('group_id'),
  };
}
