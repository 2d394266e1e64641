/** The Spanish of schemas/uiText/storefront/shop/plans.ts: the plans listing (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_PLANS_TEXT } from '../../../../../uiText/storefront/shop/plans';

export const STOREFRONT_SHOP_PLANS_TEXT_ES: Translation<typeof STOREFRONT_SHOP_PLANS_TEXT> = {
  categoryList: {
    planCategories: 'Categorías de planes',
    categories: 'Categorías',
    allPlans: 'Todos los planes',
  },
  plansPage: {
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    plans: 'Planes',
    tryAgain: 'Intentar de nuevo',
    loadingPlans: 'Cargando los planes…',
  },
};
