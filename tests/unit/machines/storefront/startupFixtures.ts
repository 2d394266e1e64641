/** Startup inputs for the storefront machine tests. */
import type { StartupConfig, StartupInput, StoredIds } from '../../../../machines/storefront/startupRoute';

/** Test configuration: the white-label host and its ids are inputs, never constants of the code. */
export const CONFIG: StartupConfig = {
  appHosts: ['localhost', '127.0.0.1', 'store.example.test'],
  whiteLabel: { host: 'benefits.whitelabel.test', guestAgentId: 9001, defaultGroupId: 9100 },
};

const NO_IDS: StoredIds = { agent_id: null, user_id: null, group_id: null };

/** A visit of `path` with its query on `host` (the app's own by default) and the ids stored before. */
export function at(path: string, query: Record<string, string> = {}, host = 'localhost:5173', stored: StoredIds = NO_IDS): StartupInput {
  return { host, path, query, stored, config: CONFIG };
}
