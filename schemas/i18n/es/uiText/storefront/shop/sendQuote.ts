/** The Spanish of schemas/uiText/storefront/shop/sendQuote.ts: the dialogs that send a quote by e-mail (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_SEND_QUOTE_TEXT } from '../../../../../uiText/storefront/shop/sendQuote';

export const STOREFRONT_SHOP_SEND_QUOTE_TEXT_ES: Translation<typeof STOREFRONT_SHOP_SEND_QUOTE_TEXT> = {
  sendQuoteDialogs: {
    messageOptional: 'Mensaje (opcional)',
    name: 'Nombre',
    email: 'Correo electrónico',
    cancel: 'Cancelar',
    preview: 'Vista previa',
    send: 'Enviar',
    quotePreview: 'Vista previa de la cotización',
    previewRegion: 'Vista previa de la cotización',
    back: 'Atrás',
    quoteSent: 'Cotización enviada',
    ok: 'Aceptar',
    loading: 'Cargando…',
  },
};
