/**
 * External partner sites (storefront.md sections 2 and 4: /external?site=<name>): a partner's
 * site sends its visitors into one group's enrollment on one portal. The demo has one partner,
 * 'partner-demo', enrolling into Acme Manufacturing (group 2001) on Group Benefits (portal 12).
 */
export const DEMO_EXTERNAL_SITES = [{ name: 'partner-demo', group_id: 2001, portal_id: 12 }] as const;
