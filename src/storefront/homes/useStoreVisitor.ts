/** The landing flows' effects (repLanding, groupLanding): the visitor in the session, tempId cleared, navigation. */
import type { LandingVisitor } from '../../../machines/storefront/repLandingTypes';
import { useAppNavigate } from '../../enrollment/useAppNavigate';
import { setSession } from '../../session/storage';

/** The `storeVisitor`, `clearTempId` and `navigate` actions of a landing flow. */
export function useLandingEffects() {
  const navigate = useAppNavigate();
  return {
    storeVisitor: (_: unknown, visitor: LandingVisitor) => {
      setSession('portal_id', visitor.portal.platform_group_id);
      setSession('portal_name', visitor.portal.platform_name);
      setSession('portal_code', visitor.portal.platform_code);
      setSession('group_id', visitor.group_id);
      setSession('enroll_type', visitor.enroll_type);
      setSession('eprocess', visitor.eprocess);
    },
    clearTempId: () => setSession('tempId', null),
    navigate: (_: unknown, params: { to: string }) => navigate(params),
  };
}
