/** The Spanish of schemas/uiText/storefront/shop/detail.ts: a plan's detail page, its prices and dialogs (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../../uiText/storefront/shop/detail';

export const STOREFRONT_SHOP_DETAIL_TEXT_ES: Translation<typeof STOREFRONT_SHOP_DETAIL_TEXT> = {
  accidentOfferDialog: {
    addAccidentProtection: '¿Desea agregar protección contra accidentes?',
    noThankYou: 'No, gracias',
    addToCart: 'Agregar al carrito',
    offer: 'Los accidentes ocurren. {plan} le paga en efectivo por las lesiones cubiertas, por {price} al mes.',
  },
  alreadyActiveDialog: {
    planAlreadyActive: 'El plan ya está activo',
    ok: 'Aceptar',
  },
  selectionLine: {
    group: 'Grupo: {name}',
    portal: 'Portal: {name}',
  },
  breadcrumb: {
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    currentMember: 'Miembro actual',
    plans: 'Planes',
    planDetails: 'Detalles del plan',
  },
  chooseTierDialog: {
    chooseTier: 'Elija el nivel de cobertura',
  },
  entryPanel: {
    chooseTier: 'Elija el nivel de cobertura',
    chooseTheTierYouWant: 'Elija el nivel de cobertura que desea comprar.',
    basicDetails: 'Datos básicos',
    tellUsAboutYouTo: 'Díganos algunos datos sobre usted para ver el precio de este plan.',
  },
  groupCodeDialog: {
    groupCode: 'Código del grupo',
  },
  incomeHoursDialog: {
    annualIncomeAndWorkingHours: 'Ingreso anual y horas de trabajo',
    thisPlansBenefitDependsOn: 'El beneficio de este plan depende de cuánto gana y cuánto trabaja.',
    annualIncome: 'Ingreso anual ($)',
    workingHoursPerWeek: 'Horas de trabajo (por semana)',
  },
  membershipDialog: {
    membershipOptions: 'Opciones de membresía',
    loading: 'Cargando…',
    theMembershipCouldNotBe: 'No se pudo cargar la membresía. Vuelva a intentarlo.',
    thisPlanRequiresAnAssociation: 'Este plan requiere una membresía en una asociación.',
    perMonth: 'al mes',
    alreadyAMember: '¿Ya es miembro?',
    logInToYourMember: 'Inicie sesión en su panel de miembro',
    cancel: 'Cancelar',
    selectMembership: 'Seleccionar la membresía',
  },
  planDescription: {
    planDescription: 'Descripción del plan',
  },
  planDetailPage: {
    loading: 'Cargando…',
    enrollingThroughYourEmployer: '¿Se inscribe a través de su empleador?',
    employeeEnrollment: 'Inscripción de empleados',
  },
  portalDialog: {
    selectPortalAndGroup: 'Seleccione el portal y el grupo',
    selectPortal: 'Seleccione el portal',
    continue: 'Continuar',
    portal: 'Portal',
    chooseAPortal: 'Elija un portal',
    group: 'Grupo',
    noGroupAnIndividual: 'Sin grupo (individual)',
  },
  priceCards: {
    prices: 'Precios',
    perMonth: 'al mes',
    enrollNow: 'Inscribirse ahora',
    addToCart: 'Agregar al carrito',
    enrollToGroup: 'Inscribirse en un grupo',
  },
  pricingSection: {
    yourPrice: 'Su precio',
    loadingPrices: 'Cargando los precios…',
  },
  relatedPlans: {
    suggestedProducts: 'Productos sugeridos',
  },
  pricingFormDialog: {
    loading: 'Cargando…',
    cancel: 'Cancelar',
    submit: 'Enviar',
  },
  tobaccoDialog: {
    tobaccoUsage: 'Consumo de tabaco',
    yes: 'Sí',
    no: 'No',
  },
};
