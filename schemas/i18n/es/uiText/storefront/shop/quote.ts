/** The Spanish of schemas/uiText/storefront/shop/quote.ts: the quote form (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_QUOTE_TEXT } from '../../../../../uiText/storefront/shop/quote';

export const STOREFRONT_SHOP_QUOTE_TEXT_ES: Translation<typeof STOREFRONT_SHOP_QUOTE_TEXT> = {
  quoteForm: {
    getAQuote: 'Obtener una cotización',
    zipCode: 'Código postal',
    gender: 'Sexo',
    selectGender: 'Seleccione el sexo',
    chooseTier: 'Elija el nivel de cobertura',
    selectATier: 'Seleccione un nivel de cobertura',
    dob: 'Fecha de nacimiento',
    mmDdYyyy: 'MM/DD/AAAA',
    category: 'Categoría',
    selectACategory: 'Seleccione una categoría',
    referredBy: 'Referido por',
    submit: 'Enviar',
    loadingYourQuote: 'Cargando su cotización…',
    male: 'Masculino',
    female: 'Femenino',
  },
};
