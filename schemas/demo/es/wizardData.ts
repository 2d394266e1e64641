/**
 * The Spanish of the demo world's wizard and help-widget data texts (issue 18), by their English
 * text, as content_translations holds them (seeded by server/db/seed/contentTranslations.ts): the
 * lookup lists, the health, plan and carrier questions and their option groups, the plans'
 * decline and success messages, the agreements the enrollee signs, the dependents' disclaimer and
 * the help widget's script. The server answers them in the caller's language
 * (server/services/contentLanguage.ts); tests/integration/wizardDataSpanish.test.ts fails on a
 * text of these tables without its Spanish. Terms follow docs/i18n.md's glossary.
 */
export const WIZARD_DATA_CONTENT_ES: Readonly<Record<string, string>> = {
  // get-ethnic-category
  'American Indian or Alaska Native': 'Indígena americano o nativo de Alaska',
  'Asian': 'Asiático',
  'Black or African American': 'Negro o afroamericano',
  'Hispanic or Latino': 'Hispano o latino',
  'Native Hawaiian or Other Pacific Islander': 'Nativo de Hawái o de otras islas del Pacífico',
  'White': 'Blanco',
  'Middle Eastern or North African': 'De Oriente Medio o del norte de África',
  'South Asian': 'Del sur de Asia',
  'East Asian': 'Del este de Asia',
  'Two or More Races': 'Dos o más razas',
  'Prefer not to say': 'Prefiero no decirlo',
  'Other': 'Otro',
  // The option lists (get-average-work-week, get-employment-status, ...)
  'Less than 20 hours': 'Menos de 20 horas',
  '20 to 29 hours': 'De 20 a 29 horas',
  '30 to 39 hours': 'De 30 a 39 horas',
  '40 hours or more': '40 horas o más',
  'Active': 'Activo',
  'COBRA': 'COBRA',
  'Retired': 'Jubilado',
  'More than $10 and less than $20 per hour': 'Más de $10 y menos de $20 por hora',
  'Minimum wage': 'Salario mínimo',
  'More than minimum wage and less than $10 per hour': 'Más del salario mínimo y menos de $10 por hora',
  '$20 per hour or more': '$20 por hora o más',
  'Salary': 'Salario fijo',
  'No paid vacation': 'Sin vacaciones pagadas',
  'One week': 'Una semana',
  'Two weeks': 'Dos semanas',
  'Three weeks or more': 'Tres semanas o más',
  'Member of a bargaining unit': 'Miembro de una unidad de negociación colectiva',
  'Not a member of a bargaining unit': 'No es miembro de una unidad de negociación colectiva',
  'Standard 6 holidays': 'Los 6 días feriados estándar',
  "Presidents' Day": 'Día de los Presidentes',
  'Columbus Day': 'Día de Colón',
  'Religious days': 'Días religiosos',
  'Birthday': 'Cumpleaños',
  'Floating day': 'Día feriado flexible',
  // get-beneficiary-relationships ('Other' is the ethnic groups' above)
  'Spouse': 'Cónyuge',
  'Child': 'Hijo o hija',
  'Parent': 'Padre o madre',
  'Sibling': 'Hermano o hermana',

  // The wizard's health questions (get-health-questions-*)
  'In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado una enfermedad del corazón, un derrame cerebral o presión arterial alta?',
  'In the past 5 years, have you been diagnosed with or treated for cancer, diabetes or a kidney disorder?':
    'En los últimos 5 años, ¿le han diagnosticado o tratado cáncer, diabetes o un trastorno de los riñones?',
  'Are you currently pregnant or expecting a child through adoption or surrogacy?':
    '¿Está embarazada actualmente o espera un hijo por adopción o gestación subrogada?',
  'In the past 10 years, have you been treated for a mental health or substance use condition?':
    'En los últimos 10 años, ¿ha recibido tratamiento por una afección de salud mental o por consumo de sustancias?',
  'In the past 2 years, have you been admitted to a hospital overnight?':
    'En los últimos 2 años, ¿ha estado internado en un hospital al menos una noche?',
  'Are you currently taking any prescription medication?': '¿Toma actualmente algún medicamento con receta?',

  // Plan 305's health questions (get-questions), their options and the panel's answers
  'Is anyone applying for coverage currently pregnant or expecting a child through adoption or surrogacy?':
    '¿Alguna de las personas que solicitan cobertura está embarazada actualmente o espera un hijo por adopción o gestación subrogada?',
  'Has anyone applying for coverage been diagnosed with or treated for any of the following conditions?':
    '¿A alguna de las personas que solicitan cobertura le han diagnosticado o tratado alguna de las siguientes afecciones?',
  'In the past 5 years, has anyone applying for coverage been admitted to a hospital or had surgery?':
    'En los últimos 5 años, ¿alguna de las personas que solicitan cobertura ha estado internada en un hospital o ha tenido una cirugía?',
  'A. Prior to age 60': 'A. Antes de los 60 años',
  'B. Prior to age 75': 'B. Antes de los 75 años',
  'Cancer': 'Cáncer',
  'Heart attack or stroke': 'Ataque al corazón o derrame cerebral',
  'Diabetes': 'Diabetes',
  'Kidney disease': 'Enfermedad de los riñones',
  'Based on your answers, Prairie Medical Select cannot be offered to you. Please choose another medical plan.':
    'Según sus respuestas, no podemos ofrecerle Prairie Medical Select. Elija otro plan médico.',
  'Thank you, your answers are saved. The price of Prairie Medical Select now shows.':
    'Gracias, sus respuestas se guardaron. Ahora se muestra el precio de Prairie Medical Select.',

  // Carrier questions (get-aflac-questions: plan 1201; the premier carrier's plan 1602)
  'Are you actively at work on a full-time basis (at least 30 hours a week)?':
    '¿Trabaja usted activamente a tiempo completo (al menos 30 horas por semana)?',
  'Do you understand that this plan pays benefits only for cancer diagnosed after the coverage starts?':
    '¿Entiende usted que este plan paga beneficios solo por un cáncer diagnosticado después de que empieza la cobertura?',
  'Do you have other cancer insurance in force?': '¿Tiene usted otro seguro contra el cáncer vigente?',
  'Are you actively at work and able to perform all the duties of your job?':
    '¿Trabaja usted activamente y puede realizar todas las tareas de su empleo?',
  'Have you been absent from work for more than 10 days in a row in the last 12 months because of illness or injury?':
    'En los últimos 12 meses, ¿ha faltado al trabajo más de 10 días seguidos por una enfermedad o una lesión?',

  // The agreements of portals 11 and 12 (get-agreement-texts): heading, text, checkbox label
  'Application Accuracy': 'Veracidad de la solicitud',
  ['I have read this application and the answers given in it are true and complete to the best of my knowledge and belief. '
    + 'I understand that a false or incomplete answer may lead to the coverage being cancelled from its start, and that no coverage '
    + 'begins before the application is accepted and the first premium is paid.']:
    'He leído esta solicitud y las respuestas que contiene son verdaderas y completas según mi leal saber y entender. '
    + 'Entiendo que una respuesta falsa o incompleta puede hacer que la cobertura se cancele desde su inicio, y que ninguna cobertura '
    + 'comienza antes de que se acepte la solicitud y se pague la primera prima.',
  'I confirm that the information in this application is true and complete.': 'Confirmo que la información de esta solicitud es verdadera y completa.',
  'Authorization to Obtain and Share Information': 'Autorización para obtener y compartir información',
  ['I authorize any physician, hospital, pharmacy or other provider who has records of my health, and the plans that cover me, '
    + 'to give the plan administrator the information it needs to review this application and any claim. This authorization is valid '
    + 'for 24 months from the date below, and a copy is as valid as the original. I may ask for a copy of it at any time.']:
    'Autorizo a cualquier médico, hospital, farmacia u otro proveedor que tenga registros de mi salud, y a los planes que me cubren, '
    + 'a dar al administrador del plan la información que necesite para revisar esta solicitud y cualquier reclamo. Esta autorización es válida '
    + 'por 24 meses a partir de la fecha que figura abajo, y una copia es tan válida como el original. Puedo pedir una copia en cualquier momento.',
  'I authorize the release of my information as described above.': 'Autorizo la entrega de mi información como se describe arriba.',
  'Premium Payment and Electronic Records': 'Pago de la prima y documentos electrónicos',
  ['I authorize the plan administrator to collect the first month\'s premium and any one-time enrollment fee with the payment '
    + 'method I give on the next step, and then each monthly premium on the bill date I choose, until I cancel in writing. I agree to '
    + 'receive my enrollment documents and notices electronically at the e-mail address on this application.']:
    'Autorizo al administrador del plan a cobrar la prima del primer mes y cualquier cargo único de inscripción con la forma de pago '
    + 'que indique en el siguiente paso, y luego cada prima mensual en la fecha de facturación que elija, hasta que yo cancele por escrito. Acepto '
    + 'recibir mis documentos y avisos de inscripción de forma electrónica en la dirección de correo electrónico de esta solicitud.',
  'I agree to the premium payment terms and to electronic records.': 'Acepto las condiciones de pago de la prima y los documentos electrónicos.',
  'Payroll Deduction and Electronic Records': 'Descuento de nómina y documentos electrónicos',
  ['I understand that my employer pays the premium for the coverage I choose and may deduct my share of it from my pay each '
    + 'pay period, until I or my employer end the coverage. I agree to receive my enrollment documents and notices electronically at '
    + 'the e-mail address on this application.']:
    'Entiendo que mi empleador paga la prima de la cobertura que elijo y puede descontar mi parte de mi sueldo en cada '
    + 'período de pago, hasta que mi empleador o yo terminemos la cobertura. Acepto recibir mis documentos y avisos de inscripción de forma '
    + 'electrónica en la dirección de correo electrónico de esta solicitud.',
  'I agree to the premium deduction terms and to electronic records.': 'Acepto las condiciones de descuento de la prima y los documentos electrónicos.',

  // get-states: the states' names (most are written alike; an option reads 'Nueva York (NY)')
  'Alabama': 'Alabama',
  'Alaska': 'Alaska',
  'Arizona': 'Arizona',
  'Arkansas': 'Arkansas',
  'California': 'California',
  'Colorado': 'Colorado',
  'Connecticut': 'Connecticut',
  'Delaware': 'Delaware',
  'District of Columbia': 'Distrito de Columbia',
  'Florida': 'Florida',
  'Georgia': 'Georgia',
  'Hawaii': 'Hawái',
  'Idaho': 'Idaho',
  'Illinois': 'Illinois',
  'Indiana': 'Indiana',
  'Iowa': 'Iowa',
  'Kansas': 'Kansas',
  'Kentucky': 'Kentucky',
  'Louisiana': 'Luisiana',
  'Maine': 'Maine',
  'Maryland': 'Maryland',
  'Massachusetts': 'Massachusetts',
  'Michigan': 'Míchigan',
  'Minnesota': 'Minnesota',
  'Mississippi': 'Misisipi',
  'Missouri': 'Misuri',
  'Montana': 'Montana',
  'Nebraska': 'Nebraska',
  'Nevada': 'Nevada',
  'New Hampshire': 'Nuevo Hampshire',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  'Ohio': 'Ohio',
  'Oklahoma': 'Oklahoma',
  'Oregon': 'Oregón',
  'Pennsylvania': 'Pensilvania',
  'Rhode Island': 'Rhode Island',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'Tennessee': 'Tennessee',
  'Texas': 'Texas',
  'Utah': 'Utah',
  'Vermont': 'Vermont',
  'Virginia': 'Virginia',
  'Washington': 'Washington',
  'West Virginia': 'Virginia Occidental',
  'Wisconsin': 'Wisconsin',
  'Wyoming': 'Wyoming',

  // The Dependent Information form's disclaimer (form_disclaimers)
  'Only add a spouse or child who is eligible for coverage under the plans you selected. The information you give must be true and complete.':
    'Agregue solo a un cónyuge o a un hijo o hija que cumpla los requisitos para la cobertura de los planes que eligió. La información que proporcione debe ser verdadera y completa.',

  // The help widget's assistant script (assist_questions: {rep} / {Rep} stand for the rep's first name) and its inputs' labels
  'Hi! I can pass your question to {rep}. What is your name?': '¡Hola! Puedo enviarle su pregunta a {rep}. ¿Cuál es su nombre?',
  'How can {rep} reach you?': '¿Cómo puede {rep} comunicarse con usted?',
  'What is your zip code?': '¿Cuál es su código postal?',
  'What cover are you looking for (medical, dental, vision, life...)?': '¿Qué cobertura busca (médica, dental, de la vista, de vida...)?',
  'Thank you! {Rep} will contact you soon.': '¡Gracias! {Rep} se comunicará con usted pronto.',
  'Your name': 'Su nombre',
  'E-mail': 'Correo electrónico',
  'Phone (10 digits)': 'Teléfono (10 dígitos)',
  'Zip code': 'Código postal',
  'Cover you need': 'Cobertura que necesita',
};
