/**
 * The site key of the current visitor (siteKey.ts) from the stored session values and the
 * storefront's own hosts (get-default-info). It follows setSession: when an entry path stores a
 * new visitor, the key changes and the theme, header and footer follow without a reload.
 */
import { useDefaultInfo } from '../../api/getDefaultInfo';
import { useSessionValue } from '../../session/useSessionValue';
import { siteKeyFor } from './siteKey';

/** The stored visitor as the chrome reads it. */
export function useVisitor() {
  return {
    isEmployeeEnrollment: useSessionValue('isEmployeeEnrollment'),
    landing: useSessionValue('landing_info'),
    agentId: useSessionValue('agent_id'),
    groupId: useSessionValue('group_id'),
    eprocess: useSessionValue('eprocess'),
    openType: useSessionValue('open_type'),
    referral: useSessionValue('referral'),
    gname: useSessionValue('gname'),
    cartCount: useSessionValue('cartCount'),
    cartAmount: useSessionValue('cartAmount'),
  };
}

export type ChromeVisitor = ReturnType<typeof useVisitor>;

/** This page's host name (lower case). */
export function currentHost(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.hostname.toLowerCase();
}

/** The site key of this visit. */
export function useSiteKey(): string {
  const visitor = useVisitor();
  const defaultInfo = useDefaultInfo();
  return siteKeyFor({ ...visitor, host: currentHost(), appHosts: defaultInfo?.app_hosts });
}
