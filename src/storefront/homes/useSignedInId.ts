import { useSessionValue } from '../../session/useSessionValue';

/** The stored id of the signed-in visitor when they came in with process `eprocess` (rep or group), else null. */
export function useSignedInId(eprocess: 'rep' | 'group', key: 'agent_id' | 'group_id'): number | null {
  const id = useSessionValue(key);
  const process = useSessionValue('eprocess');
  return id && process === eprocess ? id : null;
}
