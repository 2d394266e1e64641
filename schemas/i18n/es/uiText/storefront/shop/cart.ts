/** The Spanish of schemas/uiText/storefront/shop/cart.ts: the cart page and its dialogs (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_CART_TEXT } from '../../../../../uiText/storefront/shop/cart';

export const STOREFRONT_SHOP_CART_TEXT_ES: Translation<typeof STOREFRONT_SHOP_CART_TEXT> = {
  cartDialogs: {
    removePlan: 'Quitar el plan',
    no: 'No',
    yes: 'Sí',
    seeThePlanDetails: 'Ver los detalles del plan',
    whoCompletesThisEnrollment: '¿Quién completa esta inscripción?',
    fillInTheEnrollmentYourself: 'Elija “Inscripción por representante” para completar usted la inscripción, o “Inscripción del miembro” para que el miembro la complete y la firme.',
    onlyPerMonth: 'Solo {price} al mes.',
    thisPlan: 'este plan',
    noThankYou: 'No, gracias',
  },
  cartLines: {
    perMonth: 'al mes',
    removeNamed: 'Quitar {planName}',
    remove: 'Quitar',
  },
  cartPage: {
    tryAgain: 'Intentar de nuevo',
    loadingYourCart: 'Cargando su carrito…',
    plansInYourCart: 'Planes en su carrito',
  },
  cartRiders: {
    perMonth: 'al mes',
  },
  orderInfo: {
    orderInfo: 'Información del pedido',
    initialMonth: 'Costo del primer mes',
    recurringMonthly: 'Costo mensual recurrente',
    effectiveDate: 'Fecha de vigencia',
    chooseADate: 'Elija una fecha',
    checkingOut: 'Finalizando la compra…',
    checkout: 'Finalizar la compra',
  },
  planDetailsDialog: {
    loadingThePlan: 'Cargando el plan…',
    thisPlansDetailsCouldNot: 'No se pudieron cargar los detalles de este plan.',
    openThePlansPage: 'Abrir la página del plan',
    close: 'Cerrar',
  },
};
