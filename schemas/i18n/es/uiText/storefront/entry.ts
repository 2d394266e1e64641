/** The Spanish of schemas/uiText/storefront/entry.ts: the access code and employee enrollment dialogs (docs/i18n.md's glossary). */
import type { Translation } from '../../../localizable';
import type { STOREFRONT_ENTRY_TEXT } from '../../../../uiText/storefront/entry';

export const STOREFRONT_ENTRY_TEXT_ES: Translation<typeof STOREFRONT_ENTRY_TEXT> = {
  accessCodeDialog: {
    accessCode: 'Código de acceso',
  },
  accessCodeView: {
    no: 'No',
    yes: 'Sí',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    repAccessCode: 'Código de acceso del representante',
  },
  codeEntryForm: {
    continue: 'Continuar',
    loading: 'Cargando…',
  },
  employeeEnrollmentDialog: {
    employeeEnrollment: 'Inscripción de empleados',
  },
  employeeEnrollmentView: {
    reEnterTheGroupEnrollment: 'Volver a ingresar el código de inscripción del grupo',
    no: 'No',
    yes: 'Sí',
    groupEnrollmentCode: 'Código de inscripción del grupo',
  },
  landingConfigErrorPage: {
    landingNotConfigured: 'Página de bienvenida sin configurar',
    typeAgent: 'representante',
    typeGroup: 'grupo',
    typeSite: 'sitio',
    backToHomepage: 'Volver a la página de inicio',
    groupNotSetUp: 'Este empleador todavía no tiene una página de bienvenida. Comuníquese con su empleador o empiece de nuevo desde la página de inicio.',
    repNotSetUp: 'Este representante todavía no tiene una página de bienvenida. Comuníquese con su representante o empiece de nuevo desde la página de inicio.',
  },
  repCard: {
    name: 'Nombre',
    repAccessCode: 'Código de acceso del representante',
    eMail: 'Correo electrónico',
    phone: 'Teléfono',
  },
};
