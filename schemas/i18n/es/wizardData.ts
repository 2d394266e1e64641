/**
 * The wizard's data texts in Spanish (issue 18), found by their English text (translateText): the
 * tab titles of schemas/tabs.ts and the Agreement & Signature step's texts of schemas/agreement.ts.
 * A key is the exact English text; tests/unit/i18n/wizardSpanish.test.ts fails when one is renamed.
 * 'Broker' is the agreement's rep, so it reads 'representante' as the glossary says.
 */
export const WIZARD_DATA_ES: Readonly<Record<string, string>> = {
  // schemas/tabs.ts: the wizard's tab titles
  'Personal Information': 'Información personal',
  'Contact Information': 'Información de contacto',
  'Employer Information': 'Información del empleador',
  'Beneficiary Information': 'Información de beneficiarios',
  'Health Questions': 'Preguntas de salud',
  'Dependent Information': 'Información de dependientes',
  'Review & Confirmation': 'Revisión y confirmación',
  'Agreement & Signature': 'Acuerdo y firma',
  'Billing Information': 'Información de facturación',
  // schemas/agreement.ts: the step's heading, the verification fields, sections and question
  'Agreement, Application and Authorization': 'Acuerdo, solicitud y autorización',
  'Question Number': 'Número de pregunta',
  'Verification Question': 'Pregunta de verificación',
  Answer: 'Respuesta',
  'Verification Code': 'Código de verificación',
  Date: 'Fecha',
  'Broker Name': 'Nombre del representante',
  'Broker Code': 'Código del representante',
  'Group Name': 'Nombre del grupo',
  'Group Code': 'Código del grupo',
  'Applicant Name': 'Nombre del solicitante',
  Signature: 'Firma',
  'Broker Verification': 'Verificación del representante',
  'Group Verification': 'Verificación del grupo',
  'Applicant Verification': 'Verificación del solicitante',
  'Applicant Signature': 'Firma del solicitante',
  'What is your date of birth? (MM/DD/YYYY)': '¿Cuál es su fecha de nacimiento? (MM/DD/AAAA)',
  // schemas/agreement.ts: the signature's labels ('Signature', its legend, is above)
  'Draw my signature': 'Dibujar mi firma',
  'Type my name instead': 'Escribir mi nombre en su lugar',
  'Type your full name to sign': 'Escriba su nombre completo para firmar',
  'Signature pad': 'Recuadro de firma',
  'Sign in the box with a mouse, a finger or a stylus. Using a keyboard? Choose "Type my name instead".':
    'Firme en el recuadro con el mouse, con el dedo o con un lápiz óptico. ¿Usa un teclado? Elija “Escribir mi nombre en su lugar”.',
  'Drawing is not available in this browser. Please choose "Type my name instead".':
    'No se puede dibujar en este navegador. Elija “Escribir mi nombre en su lugar”.',
  'Loading the signature pad…': 'Cargando el recuadro de firma…',
  Clear: 'Borrar',
  'Typing your name here signs the agreement as your signature does.': 'Si escribe su nombre aquí, firma el acuerdo igual que con su firma.',
};
