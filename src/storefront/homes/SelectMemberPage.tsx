/**
 * /agent-select-member and /group-select-member (storefront.md section 6): the signed-in rep's or
 * group's members (the server answers only for them) in the member table; Enroll Now opens the
 * tier dialog and, once a tier is submitted, add-filter-for-existing-user creates the member's
 * temporary enrollment and the visitor goes to /plans (machines/storefront/memberEnroll).
 */
import useSWR from 'swr';
import { GENERAL_ERROR } from '../../../domain/errors';
import type { MemberRow } from '../../../schemas/api/members';
import { existingMemberClaim } from '../../../schemas/roleProcess';
import { addFilterForExistingUser } from '../../api/addFilterForExistingUser';
import { fieldErrorsOf } from '../../api/client';
import { getMemberRows, type MemberTableOwner } from '../../api/getMemberRows';
import { usePageTitle } from '../../app/usePageTitle';
import { memberRowsKey } from '../reads';
import { MemberTable } from './MemberTable';
import { SignInFirst } from './SignInFirst';
import { useSignedInId } from './useSignedInId';
import { TierDialog } from './TierDialog';
import { useMemberEnroll } from './useMemberEnroll';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.selectMemberPage;

function SelectMember({ owner }: { owner: MemberTableOwner }) {
  const rows = useSWR(memberRowsKey(owner.kind, owner.id), () => getMemberRows(owner), { revalidateOnFocus: false });
  // The rep's or group's own process (schemas/roleProcess), whatever way in the browser stored last.
  const [snapshot, send] = useMemberEnroll(({ member, tier }) => addFilterForExistingUser({
    user_id: member.user_id, tier, policy_id: member.policy_id, ...existingMemberClaim(owner.kind, owner.id, member.group_id),
  }));
  const enroll = (row: MemberRow) => send({
    type: 'memberEnroll.enrollNow', member: { user_id: row.user_id, name: row.name, policy_id: row.policy_id, group_id: row.group_info.group_id },
  });
  const { member, tier, error } = snapshot.context;
  const loadError = rows.error ? (fieldErrorsOf(rows.error)[0]?.error_message ?? GENERAL_ERROR) : null;

  return (
    <div className="page homes">
      <h1>{TEXT.currentMembers}</h1>
      {loadError && <p className="field__error" role="alert">{loadError}</p>}
      {!rows.data && !loadError && <p aria-busy="true">{TEXT.loadingMembers}</p>}
      {rows.data && <MemberTable rows={rows.data} onEnroll={enroll} />}
      {member && snapshot.hasTag('tierDialog') && (
        <TierDialog memberName={member.name} tier={tier} error={error} busy={snapshot.hasTag('busy')}
          onTier={(value) => send({ type: 'memberEnroll.tier', tier: value })}
          onSubmit={() => send({ type: 'memberEnroll.submit' })}
          onCancel={() => send({ type: 'memberEnroll.cancel' })} />
      )}
    </div>
  );
}

/** The member table of the signed-in rep or group, or the way to sign in. */
function SelectMemberFor({ kind }: { kind: MemberTableOwner['kind'] }) {
  usePageTitle(TEXT.currentMembers);
  const id = useSignedInId(kind === 'agent' ? 'rep' : 'group', kind === 'agent' ? 'agent_id' : 'group_id');
  return id ? <SelectMember owner={{ kind, id }} /> : <SignInFirst />;
}

/** /agent-select-member: the signed-in rep's members. */
export const AgentSelectMember = () => <SelectMemberFor kind="agent" />;

/** /group-select-member: the signed-in group's members. */
export const GroupSelectMember = () => <SelectMemberFor kind="group" />;
