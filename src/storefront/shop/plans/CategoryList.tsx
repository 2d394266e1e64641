/**
 * The plans listing's left-side category list (storefront.md section 2 "Plans listing"): every
 * category holding a plan for the visitor, linking to /plans?type={code}; All Plans lists every
 * category. The chosen one is marked as the current page.
 */
import { Link } from 'react-router-dom';
import type { MenuCategory } from '../../../../schemas/api/menu';
import type { ListingCategory } from '../../../api/getPlanListing';
import { planListHref } from '../../chrome/CategoryMenu';
import { STOREFRONT_SHOP_PLANS_TEXT } from '../../../../schemas/uiText/storefront/shop/plans';
import { translateText } from '../../../../schemas/i18n/localizable';

/** This screen's texts (schemas/uiText/storefront/shop/plans.ts). */
const TEXT = STOREFRONT_SHOP_PLANS_TEXT.categoryList;

export interface CategoryListProps {
  categories: readonly ListingCategory[];
  /** The category shown (null: all). */
  current: string | null;
}

/** The left-side category list. */
export function CategoryList({ categories, current }: CategoryListProps) {
  const entries = [{ code: null, name: TEXT.allPlans }, ...categories];
  return (
    <nav className="plans-categories" aria-label={TEXT.planCategories}>
      <h2 className="plans-categories__title">{TEXT.categories}</h2>
      <ul>
        {entries.map(({ code, name }) => (
          <li key={code ?? 'all'}>
            <Link to={code ? planListHref(code as MenuCategory) : '/plans'} aria-current={code === current ? 'page' : undefined}>{translateText(name)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
