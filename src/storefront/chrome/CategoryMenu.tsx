/**
 * The header's category menu (storefront.md section 2): each category the site sells links to the
 * plans page with its type, named as the spec names it (schemas/api/menu.ts).
 */
import { Link } from 'react-router-dom';
import type { MenuCategory } from '../../../schemas/api/menu';
import { categoryName } from './categoryName';

/** Where a category's menu item goes. */
export const planListHref = (code: MenuCategory) => `/plans?type=${encodeURIComponent(code)}`;

export function CategoryMenu({ categories }: { categories: readonly MenuCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="category-menu">
      {categories.map((code) => (
        <li key={code}><Link className="category-menu__link" to={planListHref(code)}>{categoryName(code)}</Link></li>
      ))}
    </ul>
  );
}
