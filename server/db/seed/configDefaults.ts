/**
 * What the demo world supplies to the configuration when the environment names nothing
 * (server/config.ts): the portal a visitor of no rep, group or referral enrolls on, and the banks
 * the offline routing lookup knows, and the enrollments the studio may preview a form as (its
 * fictional people: docs/form-studio.md). The only way demo data reaches production code besides the
 * seed itself (lint refuses schemas/demo elsewhere); a real store sets DEFAULT_PORTAL_ID and
 * ROUTING_LOOKUP=http (or ROUTING_BANKS) instead. See docs/configuration.md.
 */
import { DEMO_ROUTING_BANKS } from '../../../schemas/demo/billing';
import { DEMO_ENROLLMENTS } from '../../../schemas/demo/enrollments';
import { DEFAULT_PORTAL_ID } from '../../../schemas/demo/storefront';

/** The demo's values for the settings a store must otherwise configure. */
export const DEMO_CONFIG_DEFAULTS: {
  defaultPortalId: number; routingBanks: Readonly<Record<string, string>>; previewPersonas: Readonly<Record<string, string>>;
} = {
  defaultPortalId: DEFAULT_PORTAL_ID,
  routingBanks: DEMO_ROUTING_BANKS,
  previewPersonas: Object.fromEntries(DEMO_ENROLLMENTS.map((demo) => [demo.id, demo.code])),
};
