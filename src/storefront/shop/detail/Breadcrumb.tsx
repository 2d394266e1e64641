/** The plan detail's breadcrumb (storefront.md section 2): Home, Current Member when available, Plans, Plan Details. */
import { Link } from 'react-router-dom';
import { currentRoute, homeLinkTarget, type HomeLinkInput } from '../../../../machines/storefront/homeLink';

export interface BreadcrumbProps { visitor: HomeLinkInput; currentMember: boolean; category: string }

export function Breadcrumb({ visitor, currentMember, category }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="detail-breadcrumb">
      <ol>
        {!visitor.whiteLabelHost && <li><Link to={homeLinkTarget(visitor)}>Home</Link></li>}
        {currentMember && <li><Link to={currentRoute(visitor)}>Current Member</Link></li>}
        <li><Link to={`/plans?type=${encodeURIComponent(category)}`}>Plans</Link></li>
        <li aria-current="page">Plan Details</li>
      </ol>
    </nav>
  );
}
