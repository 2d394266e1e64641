/**
 * The membership options modal (storefront.md sections 1, 2 "Plan detail", 9): a premier plan is
 * sold with the association's wellness membership ($5.00 per month). The membership's content
 * comes from get-plan-detail (no id) and its price from pricing; Select Membership adds both
 * plans. A current member's login link opens the member dashboard when one is configured.
 */
import useSWR from 'swr';
import { getMembershipDetail } from '../../../api/getPlanDetail';
import { getPlanPricingDetail } from '../../../api/getPlanPricingDetail';
import { ONCE_PER_PAGE } from '../../../api/query';
import { Modal } from '../../../app/ui/Modal';
import { OutsideLink } from '../../chrome/OutsideLink';
import { useSiteLinks } from '../../landing/useSiteLinks';
import type { ChosenLine } from '../../../../machines/storefront/addToCart';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { money } from '../../../shared/text/language';
import { passageLang } from '../../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.membershipDialog;

export interface MembershipDialogProps { tempId: string; busy: boolean; onSelect: (membership: ChosenLine) => void; onClose: () => void }

/** The membership plan with its priced line for this visitor (null line: it did not price). */
async function loadMembership(tempId: string) {
  const detail = await getMembershipDetail();
  const pricing = await getPlanPricingDetail(detail.plan.plan_id, tempId);
  return { detail, line: 'plans' in pricing ? (pricing.plans[0] ?? null) : null };
}

/** Membership options: the wellness membership with its monthly price, Select Membership and Cancel. */
export function MembershipDialog({ tempId, busy, onSelect, onClose }: MembershipDialogProps) {
  const { data, error } = useSWR(['membership-options', tempId] as const, ([, id]) => loadMembership(id), ONCE_PER_PAGE);
  const links = useSiteLinks();
  const line = data?.line ?? null;
  return (
    <Modal title={TEXT.membershipOptions} onClose={onClose}>
      {!data && !error && <p aria-busy="true">{TEXT.loading}</p>}
      {error && <p className="field__error" role="alert">{TEXT.theMembershipCouldNotBe}</p>}
      {data && (
        <div className="detail-membership">
          <p>{TEXT.thisPlanRequiresAnAssociation}</p>
          <h3>{data.detail.plan.plan_name}</h3>
          {data.detail.plan_desc.association_text && <p lang={passageLang(data.detail.plan_desc.content_lang)}>{data.detail.plan_desc.association_text}</p>}
          {line && <p className="detail-membership__price"><strong>{money(line.price)}</strong> {TEXT.perMonth}</p>}
          {links.member_dashboard && (
            <p>{TEXT.alreadyAMember} <OutsideLink href={links.member_dashboard}>{TEXT.logInToYourMember}</OutsideLink></p>
          )}
        </div>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>{TEXT.cancel}</button>
        <button type="button" className="btn btn--primary" disabled={busy || !line}
          onClick={() => line && onSelect({ plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id })}>{TEXT.selectMembership}</button>
      </div>
    </Modal>
  );
}
