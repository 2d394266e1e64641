/**
 * The startup machine (machines/storefront/startup.ts) with the app's effects: its lookups are
 * the src/api calls (204 resolves null), storage goes through visitorStorage, navigation through
 * the router (a full load when asked).
 */
import { createActor, fromPromise } from 'xstate';
import type { NavigateParams } from '../../../machines/effects';
import { startupMachine, type StartupContext } from '../../../machines/storefront/startup';
import type { StartupInput } from '../../../machines/storefront/startupRoute';
import type { DomainSite, LandingInfo, MemberInfo, ReferralInfo, SiteRecord } from '../../../machines/storefront/startupTypes';
import { getAgentInfoEnroll } from '../../api/getAgentInfoEnroll';
import { getDomainSite } from '../../api/getDomainSite';
import { getExternalSite } from '../../api/getExternalSite';
import { getGroupInfoEnroll } from '../../api/getGroupInfoEnroll';
import { getMemberInfo } from '../../api/getMemberInfo';
import { getReferral } from '../../api/getReferral';
import { trackElevateTraffic } from '../../api/trackElevateTraffic';
import { validateLandingPage } from '../../api/validateLandingPage';
import { clearStorage, storeVisitor } from './visitorStorage';

/** The machine's actors: each resolves the call's data, null for a 204, and rejects on any other failure. */
const LOOKUPS = {
  getDomainSite: fromPromise<DomainSite | null, { site_domain: string }>(({ input }) => getDomainSite(input.site_domain)),
  validateLandingPage: fromPromise<LandingInfo | null, { landing_page: string }>(({ input }) => validateLandingPage(input.landing_page)),
  getReferral: fromPromise<ReferralInfo | null, { referral_id: string }>(({ input }) => getReferral(input.referral_id)),
  getExternalSite: fromPromise<SiteRecord | null, { site_name: string }>(({ input }) => getExternalSite(input.site_name)),
  getMemberInfo: fromPromise<MemberInfo | null, { user_id: number }>(({ input }) => getMemberInfo(input.user_id)),
  getAgentInfo: fromPromise<object | null, { agent_id: number }>(({ input }) => getAgentInfoEnroll(input.agent_id)),
  getGroupInfo: fromPromise<object | null, { group_id: number }>(({ input }) => getGroupInfoEnroll(input.group_id)),
};

/** A started-to-be startup actor for `input`; `navigate` is the app's router effect. */
function createStartupActor(input: StartupInput, navigate: (params: NavigateParams) => void) {
  const machine = startupMachine.provide({
    actors: LOOKUPS,
    actions: {
      clearStorage: ({ context }: { context: StartupContext }) => clearStorage(context.route),
      storeVisitor: ({ context }: { context: StartupContext }, params: { visitor: NonNullable<StartupContext['visitor']> }) =>
        storeVisitor(context.route, params.visitor, context.answer),
      trackTraffic: (_: unknown, params: { enrollment_id: string }) => void trackElevateTraffic(params.enrollment_id),
      navigate: (_: unknown, params: NavigateParams) => navigate(params),
    },
  });
  return createActor(machine, { input });
}

/**
 * Runs the startup for `input` and calls `onSettled` with the path it sent the visitor to (null:
 * they stay) once the machine says it settled; the answer stops the run (a newer way in, or the
 * gate leaving).
 */
export function runStartup(input: StartupInput, navigate: (params: NavigateParams) => void, onSettled: (sentTo: string | null) => void): () => void {
  const actor = createStartupActor(input, navigate);
  actor.subscribe((snapshot) => {
    if (snapshot.hasTag('settled')) onSettled(snapshot.context.sentTo);
  });
  actor.start();
  return () => actor.stop();
}
