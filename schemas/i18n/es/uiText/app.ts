/** The app shell's texts in Spanish (issue 18): schemas/uiText/app.ts, terms of docs/i18n.md's glossary. */
import type { Translation } from '../../localizable';
import type { APP_TEXT } from '../../../uiText/app';

export const APP_TEXT_ES: Translation<typeof APP_TEXT> = {
  layout: {
    skipToMainContent: 'Saltar al contenido principal',
  },
  notAvailablePage: {
    thisStepIsNotAvailable: 'Este paso aún no está disponible',
    yourInformationSoFarIs: 'La información que ingresó hasta ahora está guardada. Puede volver a este paso cuando esté disponible.',
    backToHomepage: 'Volver a la página de inicio',
    notAvailableYet: 'Aún no disponible',
  },
  notFoundPage: {
    thePageYouAreLooking: 'La página que busca no existe o cambió de lugar.',
    backToHomepage: 'Volver a la página de inicio',
    pageNotFound: 'Página no encontrada',
  },
  pageLoading: {
    loading: 'Cargando…',
  },
  routeError: {
    somethingWentWrong: 'Algo salió mal',
    thePageCouldNotBe: 'No se pudo mostrar la página. Vuelva a cargarla o regrese a la página de inicio.',
    reload: 'Volver a cargar',
    backToHomepage: 'Volver a la página de inicio',
  },
};
