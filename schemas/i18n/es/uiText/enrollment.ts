/**
 * The enrollment wizard's texts in Spanish (issue 18): schemas/uiText/enrollment.ts, terms of
 * docs/i18n.md's glossary. Buttons stay short for 360 px screens; "Dependent #{number}" reads
 * "dependiente {number}", as a Spanish writer numbers a list.
 */
import type { Translation } from '../../localizable';
import type { ENROLLMENT_TEXT } from '../../../uiText/enrollment';

export const ENROLLMENT_TEXT_ES: Translation<typeof ENROLLMENT_TEXT> = {
  beneficiaryStep: {
    beneficiaries: 'Beneficiarios',
    noBeneficiariesAddedYet: 'Todavía no ha agregado beneficiarios.',
    addBeneficiary: 'Agregar beneficiario',
  },
  cartPanel: {
    yourPlans: 'Sus planes',
  },
  continueEnrollmentScreen: {
    continueYourEnrollment: 'Continúe su inscripción',
    enterTheEnrollmentCodeWe: 'Ingrese el código de inscripción que le enviamos por correo electrónico y la misma dirección de correo electrónico para continuar donde se quedó.',
    enterCode: 'Ingrese el código',
    enterEmailAddress: 'Ingrese su correo electrónico',
    continue: 'Continuar',
    yourCodeIsInThe: 'Su código está en el correo electrónico que le enviamos cuando eligió Guardar y continuar después.',
  },
  dependentHealth: {
    cancel: 'Cancelar',
    submit: 'Enviar',
    healthQuestionsOfDependents: 'Preguntas de salud de los dependientes',
    healthQuestionsOptional: 'Preguntas de salud (opcional)',
    dependentTitle: 'Dependiente {number}',
    answerHealthQuestions: 'Responder las preguntas de salud del dependiente {number}',
    editHealthQuestions: 'Editar las preguntas de salud del dependiente {number}',
  },
  dependentScreen: {
    addSpouse: 'Agregar cónyuge',
    addChild: 'Agregar hijo o hija',
    dependentRefused: 'Dependiente {number}: {message}',
  },
  relationshipWords: {
    spouse: 'cónyuge',
    child: 'hijo o hija',
    dependent: 'dependiente',
  },
  accountsOnFile: {
    bank: '{bank}, {type}, cuenta {number}',
    card: '{brand} {number}, vence {month}/{year}',
    checking: 'de cheques',
    savings: 'de ahorros',
  },
  listTitles: {
    dependent: 'Dependiente {number}: {name}',
    dependentSpouse: 'Dependiente {number}: {name} (cónyuge)',
    dependentChild: 'Dependiente {number}: {name} (hijo o hija)',
    dependentPopup: 'Dependiente {number}',
    beneficiary: 'Beneficiario {number}: {name}',
    addBeneficiary: 'Agregar beneficiario {number}',
    editBeneficiary: 'Editar beneficiario {number}',
  },
  dependentStep: {
    dependents: 'Dependientes',
    noDependentsAddedYet: 'Todavía no ha agregado dependientes.',
    addDependent: 'Agregar dependiente',
  },
  directContinueScreen: {
    pageTitle: 'Abriendo su inscripción',
    weCouldNotOpenThis: 'No pudimos abrir esta inscripción',
    youCanStillResumeIt: 'Todavía puede retomarla con el código de inscripción y la dirección de correo electrónico que aparecen en el mensaje que le enviamos.',
    continueASavedEnrollment: 'Continuar una inscripción guardada',
    opening: 'Abriendo su inscripción…',
  },
  enrollerCode: {
    enrollerCodeSaved: 'Código de inscriptor guardado',
    enterEnrollerCode: 'Ingresar código de inscriptor',
    addYourEnrollerCode: 'Agregue su código de inscriptor',
    cancel: 'Cancelar',
    saveCode: 'Guardar código',
    enrollerCode: 'Código de inscriptor',
  },
  itemFormModal: {
    cancel: 'Cancelar',
    submit: 'Enviar',
  },
  itemList: {
    editItem: 'Editar {title}',
    deleteItem: 'Eliminar {title}',
  },
  plansSummary: {
    firstMonthTotalCost: 'Costo total del primer mes',
    recurringMonthlyCost: 'Costo mensual recurrente',
    effectiveDate: 'Fecha de vigencia',
  },
  receiptCard: {
    applicant: 'solicitante',
    greeting: 'Estimado(a) {name}, gracias',
    confirmationNumber: 'Número de confirmación:',
  },
  receiptPlans: {
    yourPlans: 'Sus planes',
  },
  receiptScreen: {
    enrollmentReceipt: 'Recibo de inscripción',
    pageTitle: 'Recibo de inscripción',
    returnToHomepage: 'Volver a la página de inicio',
    noReceipt: 'No hay ningún recibo de inscripción para mostrar en este navegador. Si completó una inscripción, le enviamos el recibo por correo electrónico con el asunto “{receiptSubject}”.',
    tryAgain: 'Intentar de nuevo',
  },
  reviewErrorDialog: {
    yourEnrollmentWasNotSubmitted: 'Su inscripción no se envió',
    theseStepsNeedYourAttention: 'Estos pasos necesitan su atención:',
    close: 'Cerrar',
    saveAndContinueLater: 'Guardar y continuar después',
  },
  reviewScreen: {
    reviewConfirmation: 'Revisión y confirmación',
  },
  reviewStep: {
    additionalNotes: 'Notas adicionales',
    optional: '(opcional)',
    submittingYourEnrollment: 'Enviando su inscripción…',
  },
  reviewTiles: {
    viewDetailsOf: 'Ver detalles: {label}',
    viewDetails: 'Ver detalles',
  },
  saveLater: {
    saveContinueLater: 'Guardar y continuar después',
    done: 'Listo',
    back: 'Atrás',
    sendCode: 'Enviar código',
  },
  sessionTimeout: {
    timeLeft: 'Tiempo restante: {time}',
  },
  spouseQuestion: {
    spouseEnrollment: 'Inscripción del cónyuge',
    doYouWantToEnroll: '¿Desea inscribir a su cónyuge?',
    pleaseSelect: 'Seleccione',
    yes: 'Sí',
    no: 'No',
    submit: 'Enviar',
  },
  stepIndicator: {
    enrollmentSteps: 'Pasos de la inscripción',
    progress: 'Paso {step} de {total}',
  },
  stepLoader: {
    thisStepCouldNotBe: 'No se pudo cargar este paso. Revise su conexión e intente de nuevo.',
    tryAgain: 'Intentar de nuevo',
    resumeYourEnrollment: 'Retome su inscripción',
    continueASavedEnrollment: 'Continuar una inscripción guardada',
  },
  stepShell: {
    back: 'Atrás',
    next: 'Siguiente',
  },
  tabDetailsDialog: {
    theseDetailsCouldNotBe: 'No se pudieron cargar estos detalles.',
    tryAgain: 'Intentar de nuevo',
    close: 'Cerrar',
    editDetails: 'Editar detalles',
  },
};
