/** The Spanish of schemas/uiText/storefront/help.ts: the help widget and the location prompt (docs/i18n.md's glossary). */
import type { Translation } from '../../../localizable';
import type { STOREFRONT_HELP_TEXT } from '../../../../uiText/storefront/help';

export const STOREFRONT_HELP_TEXT_ES: Translation<typeof STOREFRONT_HELP_TEXT> = {
  helpConversation: {
    conversation: 'Conversación',
    editYourAnswerTo: 'Editar su respuesta a: {question}',
    edit: 'Editar',
    loading: 'Cargando…',
    theConversationCouldNotBe: 'No se pudo cargar la conversación.',
    tryAgain: 'Intentar de nuevo',
    editingYourAnswerTo: 'Está editando su respuesta a: {question}',
    cancelEdit: 'Cancelar la edición',
    sending: 'Enviando…',
    send: 'Enviar',
    back: 'Atrás',
  },
  helpMenu: {
    createTicket: 'Crear una solicitud de soporte',
    opensInANewTab: '(se abre en una pestaña nueva)',
    feedback: 'Comentarios',
    contactRep: 'Contactar al representante',
  },
  helpToggle: {
    help: 'Ayuda',
  },
  helpWidgetView: {
    help: 'Ayuda',
    contactRep: 'Contactar al representante',
    closeHelp: 'Cerrar la ayuda',
  },
  locationBanner: {
    locationPermission: 'Permiso de ubicación',
    allow: 'Permitir',
    dontAllow: 'No permitir',
    closeTheLocationRequest: 'Cerrar la solicitud de ubicación',
  },
  assistNoRep: {
    rep: 'un representante',
    Rep: 'Un representante',
  },
};
