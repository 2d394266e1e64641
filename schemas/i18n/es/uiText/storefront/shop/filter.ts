/** The Spanish of schemas/uiText/storefront/shop/filter.ts: the summary of the basic details the prices depend on (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_FILTER_TEXT } from '../../../../../uiText/storefront/shop/filter';

export const STOREFRONT_SHOP_FILTER_TEXT_ES: Translation<typeof STOREFRONT_SHOP_FILTER_TEXT> = {
  basicDetailsDialog: {
    basicDetails: 'Datos básicos',
    loading: 'Cargando…',
    cancel: 'Cancelar',
  },
  filterSummary: {
    yourBasicDetails: 'Sus datos básicos',
    editBasicDetails: 'Editar los datos básicos',
    edit: 'Editar',
    enterDetails: 'Ingresar datos',
  },
  filterSummaryItems: {
    zip: 'Código postal',
    gender: 'Sexo',
    smoker: 'Fumador',
    tier: 'Nivel de cobertura',
    dob: 'Fecha de nacimiento',
    yes: 'Sí',
    no: 'No',
  },
};
