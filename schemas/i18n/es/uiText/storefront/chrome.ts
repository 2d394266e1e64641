/** The Spanish of schemas/uiText/storefront/chrome.ts: the header, footer and About popup of every storefront page (docs/i18n.md's glossary). */
import type { Translation } from '../../../localizable';
import type { STOREFRONT_CHROME_TEXT } from '../../../../uiText/storefront/chrome';

export const STOREFRONT_CHROME_TEXT_ES: Translation<typeof STOREFRONT_CHROME_TEXT> = {
  aboutPopup: {
    about: 'Acerca de {name}',
    loading: 'Cargando…',
    theAboutTextCouldNot: 'No se pudo cargar el texto “Acerca de”. Vuelva a intentarlo más tarde.',
    hasNotWrittenAnAbout: '{name} todavía no ha escrito un texto “Acerca de”.',
    close: 'Cerrar',
  },
  dashboardMenu: {
    dashboards: 'Paneles',
  },
  siteFooter: {
    reps: 'Representantes',
    repRegistration: 'Registro de representantes',
    repDashboard: 'Panel de representantes',
    notMySite: 'NO ES MI SITIO',
    members: 'Miembros',
    employeeEnroll: 'INSCRIPCIÓN DE EMPLEADOS',
    memberLogin: 'Inicio de sesión de miembros',
    memberDashboard: 'Panel de miembros',
    groups: 'Grupos',
    groupApplication: 'Solicitud de grupo',
    groupLogin: 'Inicio de sesión de grupos',
    getTheMemberApp: 'Descargue la aplicación para miembros',
    appStore: 'App Store',
    opensInANewTab: '(se abre en una pestaña nueva)',
    googlePlay: 'Google Play',
    submitATicket: 'Enviar una solicitud de soporte',
    allRightsReserved: '© {year} {siteName}. Todos los derechos reservados.',
    yourInformationIsSentOver: 'Su información se envía por una conexión segura y se usa solo para su inscripción.',
  },
  siteHeader: {
    cart: 'Carrito',
    cartAmount: '${amount} al mes',
    menu: 'Menú',
    site: 'Sitio',
    viewYourRecommendedProducts: 'Ver sus productos recomendados',
    continueASavedEnrollment: 'Continuar una inscripción guardada',
    cartOnePlan: '{count} plan',
    cartPlans: '{count} planes',
  },
  siteIdentity: {
    homeLink: 'Página de inicio de {siteName}',
    enrollingWithYourEmployer: 'Inscripción a través de su empleador',
  },
};
