/**
 * What the demo world supplies to the configuration when the environment names nothing
 * (server/config.ts): the portal a visitor of no rep, group or referral enrolls on, and the banks
 * the offline routing lookup knows. The only way demo data reaches production code besides the
 * seed itself (lint refuses schemas/demo elsewhere); a real store sets DEFAULT_PORTAL_ID and
 * ROUTING_LOOKUP=http (or ROUTING_BANKS) instead. See docs/configuration.md.
 */
import { DEMO_ROUTING_BANKS } from '../../../schemas/demo/billing';
import { DEFAULT_PORTAL_ID } from '../../../schemas/demo/storefront';

/** The demo's values for the settings a store must otherwise configure. */
export const DEMO_CONFIG_DEFAULTS: { defaultPortalId: number; routingBanks: Readonly<Record<string, string>> } = {
  defaultPortalId: DEFAULT_PORTAL_ID,
  routingBanks: DEMO_ROUTING_BANKS,
};
