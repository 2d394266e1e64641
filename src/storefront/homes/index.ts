/** The homes page area (one lazy chunk): sign-in, the rep, group and member homes, the member tables and the member benefit store link. */
// oxlint-disable-next-line import/no-unassigned-import -- the homes' own styles, loaded with the area's chunk
import './homes.css';

export { SignInPage } from './SignInPage';
export { AgentHome } from './AgentHome';
export { GroupHome } from './GroupHome';
export { MemberHome } from './MemberHome';
export { AgentSelectMember, GroupSelectMember } from './SelectMemberPage';
export { MemberBenefitStore } from './MemberBenefitStore';
