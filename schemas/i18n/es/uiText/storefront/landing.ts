/** The Spanish of schemas/uiText/storefront/landing.ts: the landings, the rep access page and the health network's story (docs/i18n.md's glossary). */
import type { Translation } from '../../../localizable';
import type { STOREFRONT_LANDING_TEXT } from '../../../../uiText/storefront/landing';

export const STOREFRONT_LANDING_TEXT_ES: Translation<typeof STOREFRONT_LANDING_TEXT> = {
  accessPage: {
    repAccess: 'Acceso con su representante',
    enrollWithYourRepresentative: 'Inscríbase con su representante',
    enterTheRepAccessCode: 'Ingrese el código de acceso que le dio su representante: 8 letras y números.',
    accessCode: 'Código de acceso',
    whatYourRepsCardLooks: 'Así es la tarjeta de su representante',
    aSampleCardYourOwn: 'Una tarjeta de ejemplo: la tarjeta de su representante tiene el código que debe ingresar aquí.',
  },
  marketingLanding: {
    welcomeTo: 'Le damos la bienvenida a {siteName}',
    healthDentalVisionAndLife: 'Beneficios de salud, dentales, de la vista y de vida para usted y su familia, elegidos a su propio ritmo con el representante o el empleador de su confianza. Su progreso se guarda a medida que avanza.',
    iHaveARepAccess: 'Tengo un código de representante',
    employeeEnrollment: 'Inscripción de empleados',
    continueASavedEnrollment: 'Continuar una inscripción guardada',
    notTheSiteYouWere: '¿No es el sitio que buscaba?',
    ifYouOpenedSomeoneElses: 'Si abrió por error la tienda de beneficios de otra persona, empiece de nuevo en la nuestra.',
    notMySite: 'No es mi sitio',
  },
  networkValues: {
    hospitals: '54', primaryCareProviders: 'más de 7,500', urgentCareCenters: '152', providers: 'más de 27,000',
    employees: '85 mil', patientsYearly: 'más de 2 millones', ambulatoryFacilities: '700', budget: '12 mil millones de dólares',
  },
  network: {
    hospitals: 'hospitales',
    primaryCareProviders: 'proveedores de atención primaria',
    urgentCareCenters: 'centros de atención de urgencia',
    providers: 'proveedores',
    employees: 'empleados',
    patientsYearly: 'pacientes al año',
    ambulatoryFacilities: 'centros ambulatorios',
    budget: 'presupuesto',
    hospitalsTitle: 'Hospitales',
    hospitalsText: 'Hospitales generales y comunitarios con salas de emergencia abiertas las 24 horas.',
    urgentCareTitle: 'Atención de urgencia',
    urgentCareText: 'Centros de atención sin cita para las enfermedades y lesiones que no pueden esperar.',
    primaryCareTitle: 'Atención primaria',
    primaryCareText: 'Médicos de familia, pediatras e internistas que lo conocen a usted y conocen su historial.',
    aboutBeginnings: '{network} comenzó como tres clínicas de barrio dirigidas por enfermeras que querían que la atención estuviera cerca de casa. Hoy es un sistema sin fines de lucro de hospitales, clínicas y especialistas en toda la región.',
    aboutPlans: 'Los planes de esta tienda se eligieron para funcionar con la red: sus médicos, su farmacia y su hospital, con un solo conjunto de beneficios que usted puede entender.',
  },
  networkSection: {
    inNumbers: '{network} en cifras',
    careNearYou: 'Atención cerca de usted',
    aboutUs: 'Quiénes somos',
  },
  portalLinks: {
    portals: 'Portales',
    opensThePortalInA: '(abre el portal en una pestaña nueva)',
  },
  siteWelcome: {
    shopPlans: 'Ver planes',
    continueASavedEnrollment: 'Continuar una inscripción guardada',
    phone: 'Teléfono',
    eMail: 'Correo electrónico',
    benefitsForEmployees: 'Beneficios para los empleados de {name}',
    welcomeToBenefitStore: 'Le damos la bienvenida a la tienda de beneficios de {name}',
  },
};
