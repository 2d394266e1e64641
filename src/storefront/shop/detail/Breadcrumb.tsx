/** The plan detail's breadcrumb (storefront.md section 2): Home, Current Member when available, Plans, Plan Details. */
import { Link } from 'react-router-dom';
import { currentRoute, homeLinkTarget, type HomeLinkInput } from '../../../../machines/storefront/homeLink';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.breadcrumb;

export interface BreadcrumbProps { visitor: HomeLinkInput; currentMember: boolean; category: string }

export function Breadcrumb({ visitor, currentMember, category }: BreadcrumbProps) {
  return (
    <nav aria-label={TEXT.breadcrumb} className="detail-breadcrumb">
      <ol>
        {!visitor.whiteLabelHost && <li><Link to={homeLinkTarget(visitor)}>{TEXT.home}</Link></li>}
        {currentMember && <li><Link to={currentRoute(visitor)}>{TEXT.currentMember}</Link></li>}
        <li><Link to={`/plans?type=${encodeURIComponent(category)}`}>{TEXT.plans}</Link></li>
        <li aria-current="page">{TEXT.planDetails}</li>
      </ol>
    </nav>
  );
}
