/**
 * /member-benefit-store/{id}/{tier} (storefront.md section 2): creates the filter of member {id}
 * for {tier} and goes to /plans. The signed-in member uses add-filter-for-member; a signed-in
 * rep or group uses add-filter-for-existing-user with the member's row from their own table (so
 * the server's refusals apply: someone else's member is never enrolled). A refusal is shown.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { GENERAL_ERROR } from '../../../domain/errors';
import { TIER_CODES, type TierCode } from '../../../schemas/plans';
import { MESSAGES } from '../../shared/text/messages';
import { existingMemberClaim, processOfRole } from '../../../schemas/roleProcess';
import { addFilterForExistingUser } from '../../api/addFilterForExistingUser';
import { addFilterForMember } from '../../api/addFilterForMember';
import { fieldErrorsOf } from '../../api/client';
import { getMemberRows } from '../../api/getMemberRows';
import { getPortalSession } from '../../api/getPortalSession';
import { usePageTitle } from '../../app/usePageTitle';
import { storeEnrollment } from './storeEnrollment';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.memberBenefitStore;

/** Creates member `userId`'s filter for whoever is signed in (their role's process: schemas/roleProcess); the answer, or throws. */
async function createFilter(userId: number, tier: TierCode) {
  const principal = await getPortalSession();
  if (principal.role === 'member') {
    const { open_type, enroll_type } = processOfRole('member');
    const filter = await addFilterForMember({ user_id: userId, tier, open_type });
    return { filter, groupId: principal.group_id, enrollType: enroll_type };
  }
  if (principal.role === 'agent' || principal.role === 'group') {
    const owner = principal.role === 'agent' ? { kind: 'agent' as const, id: principal.agent_id! } : { kind: 'group' as const, id: principal.group_id! };
    const row = (await getMemberRows(owner)).find((candidate) => candidate.user_id === userId);
    if (!row) throw new Error(MESSAGES.signInForbidden);
    const filter = await addFilterForExistingUser({
      user_id: userId, tier, policy_id: row.policy_id, ...existingMemberClaim(principal.role, owner.id, row.group_info.group_id),
    });
    return { filter, groupId: row.group_info.group_id, enrollType: processOfRole(principal.role).enroll_type };
  }
  throw new Error(MESSAGES.signInRequired);
}

/** The page: working, then /plans, or the refusal. */
export function MemberBenefitStore() {
  usePageTitle(TEXT.memberBenefitStore);
  const { id = '', tier = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = !TIER_CODES.includes(tier as TierCode) ? MESSAGES.chooseTier : !/^[0-9]{1,9}$/.test(id) ? MESSAGES.storefrontIdInvalid : null;
  const error = invalid ?? failure;
  useEffect(() => {
    if (invalid) return undefined;
    let live = true;
    createFilter(Number(id), tier as TierCode).then(({ filter, groupId, enrollType }) => {
      if (!live) return;
      storeEnrollment({
        tempId: filter.temp_enrollment_id, portal_id: filter.portal_id, group_id: groupId, tier: tier as TierCode,
        enroll_type: enrollType, isFilterDataSubmitted: true, isCurrentMemberAvailable: enrollType === 'existing-member',
      });
      void navigate('/plans');
    }, (problem: unknown) => {
      if (live) setFailure(fieldErrorsOf(problem)[0]?.error_message ?? (problem instanceof Error && problem.message ? problem.message : GENERAL_ERROR));
    });
    return () => { live = false; };
  }, [id, tier, invalid, navigate]);
  return (
    <div className="page page--narrow homes">
      <h1>{TEXT.memberBenefitStore}</h1>
      {error ? (
        <>
          <p className="field__error" role="alert">{error}</p>
          <p className="actions"><Link className="btn btn--primary" to="/sign-in">{TEXT.signIn}</Link></p>
        </>
      ) : <p aria-busy="true">{TEXT.preparingThePlans}</p>}
    </div>
  );
}
