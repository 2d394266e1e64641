/** The Spanish of schemas/uiText/storefront/shop/recommend.ts: the recommended products' strip, carousel and page (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_RECOMMEND_TEXT } from '../../../../../uiText/storefront/shop/recommend';

export const STOREFRONT_SHOP_RECOMMEND_TEXT_ES: Translation<typeof STOREFRONT_SHOP_RECOMMEND_TEXT> = {
  planCarousel: {
    carousel: 'carrusel',
    previousPlans: 'Planes anteriores (se muestran {first}-{last} de {total})',
    nextPlans: 'Planes siguientes (se muestran {first}-{last} de {total})',
  },
  recommendListPage: {
    recommendedProducts: 'Productos recomendados',
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    loading: 'Cargando…',
  },
  recommendedCarousel: {
    recommendedProducts: 'Productos recomendados',
    showLess: 'Ver menos',
    viewAll: 'Ver todos',
  },
  recommendedStrip: {
    recommendedProducts: 'Productos recomendados',
    viewAll: 'Ver todos',
    viewAllWhat: 'los productos recomendados',
  },
};
