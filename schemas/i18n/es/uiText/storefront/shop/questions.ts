/** The Spanish of schemas/uiText/storefront/shop/questions.ts: a plan's health and supplemental questions and their printable sheet (docs/i18n.md's glossary). */
import type { Translation } from '../../../../localizable';
import type { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../../../../uiText/storefront/shop/questions';

export const STOREFRONT_SHOP_QUESTIONS_TEXT_ES: Translation<typeof STOREFRONT_SHOP_QUESTIONS_TEXT> = {
  dependentInfoView: {
    loading: 'Cargando…',
    cancel: 'Cancelar',
    continue: 'Continuar',
    spouseDobMmDdYyyy: 'Fecha de nacimiento del cónyuge (mm/dd/aaaa)',
    mmDdYyyy: 'mm/dd/aaaa',
    numberOfChildren: 'Número de hijos',
    pleaseSelect: 'Seleccione',
  },
  healthQuestionPanelView: {
    healthQuestions: 'Preguntas de salud',
    loadingTheQuestions: 'Cargando las preguntas…',
    tryAgain: 'Intentar de nuevo',
    pleaseAnswerEveryQuestionFor: 'Responda todas las preguntas para cada persona que solicita cobertura.',
    submitAnswers: 'Enviar respuestas',
  },
  planQuestionViewPage: {
    treatment: 'Tratamiento {number}',
    addMore: 'Agregar más',
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
    plans: 'Planes',
    planDetails: 'Detalles del plan',
    readTheseQuestionsBeforeYou: 'Lea estas preguntas antes de presentar su solicitud; el plan las hace en su página de detalles. Nada de esta hoja se envía, así que imprímala si desea una copia.',
    print: 'Imprimir',
  },
  questionItem: {
    chooseEachConditionThatApplies: 'Elija todas las afecciones que correspondan',
    details: 'Detalles',
    moreDetailsOptional: 'Más detalles (opcional)',
    whoDoesThisApplyTo: '¿A quién se aplica esto?',
  },
  questionSheet: {
    title: 'Seguro contra el cáncer: preguntas médicas',
    condition: 'Afección',
    treatmentDate: 'Fecha del tratamiento (MM/DD/AAAA)',
    treatment: 'Tratamiento recibido',
    physician: 'Nombre y dirección del médico',
    tobacco: 'En los últimos 12 meses, ¿ha consumido tabaco o productos con nicotina en cualquier forma?',
    abnormalTests: 'En los últimos 2 años, ¿ha tenido un resultado anormal en una mamografía, prueba de Papanicolaou, prueba de PSA, colonoscopia, biopsia o análisis de sangre por el que se le recomendaron más pruebas que no se completaron?',
    conditions: 'En los últimos 10 años, ¿le han diagnosticado cáncer, leucemia, linfoma, melanoma o carcinoma in situ, ha recibido tratamiento para alguno de ellos o le han recomendado tratamiento?',
  },
  supplementalQuestionsView: {
    supplementalQuestions: 'Preguntas complementarias',
    loadingTheQuestions: 'Cargando las preguntas…',
    tryAgain: 'Intentar de nuevo',
    saveAnswers: 'Guardar respuestas',
  },
  yesNo: {
    yes: 'Sí',
    no: 'No',
  },
};
