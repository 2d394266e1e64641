/** The Spanish of schemas/uiText/storefront/shop/home.ts: the shop's home page (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_HOME_TEXT } from '../../../../../uiText/storefront/shop/home';

export const STOREFRONT_SHOP_HOME_TEXT_ES: Translation<typeof STOREFRONT_SHOP_HOME_TEXT> = {
  homePage: {
    home: 'Inicio',
    findThePlanThatFits: 'Encuentre el plan adecuado para usted',
    enterYourZipCodeGender: 'Ingrese su código postal, sexo, nivel de cobertura y fecha de nacimiento para ver los planes y precios disponibles para usted.',
    featuredPlans: 'Planes destacados',
    loading: 'Cargando…',
    browsePlans: 'Explorar planes',
  },
};
