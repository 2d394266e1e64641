/**
 * The startup machine's site configuration from get-default-info (app_hosts, white_label), shared
 * with useDefaultInfo through SWR's cache. When the call fails the storefront still opens: the
 * current host counts as the app's own and there is no white-label host (a failure must not turn
 * every visit into a custom-domain lookup).
 */
import { useMemo } from 'react';
import type { StartupConfig } from '../../../machines/storefront/startupRoute';
import { useDefaultInfoQuery } from '../../api/getDefaultInfo';

/** The configuration once known (null while get-default-info loads). */
export function useStartupConfig(): StartupConfig | null {
  const { data, error } = useDefaultInfoQuery();
  return useMemo(() => {
    const host = window.location.hostname;
    if (data) {
      const wl = data.white_label;
      return {
        appHosts: data.app_hosts.length > 0 ? data.app_hosts : [host],
        whiteLabel: wl ? { host: wl.host, guestAgentId: wl.guest_agent_id, defaultGroupId: wl.default_group_id } : null,
      };
    }
    return error ? { appHosts: [host], whiteLabel: null } : null;
  }, [data, error]);
}
