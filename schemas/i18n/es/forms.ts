/**
 * The Spanish of the forms' data texts (issue 18), by their English text: every label, help,
 * placeholder, section and choice of the field catalog (schemas/catalog/**, the storefront's
 * pricing forms included) that is written there rather than read from a keyed table of
 * schemas/uiText (those tables' own translations join the dictionary by themselves), the choices
 * the server gives the forms (payment types, bill dates), and the engine's own defaults. The demo world's
 * lookups, questions and agreements are content: the server answers them in the caller's language
 * (schemas/demo/es/wizardData.ts, content_translations). The engine shows these through
 * adapters/translateUi.ts; tests/unit/i18n/formsSpanish.test.ts fails on a catalog text missing here.
 * Error messages are not here: schemas/i18n/es/messages.ts translates them.
 */
import { billDateLabel } from '../../catalog/billingInfo';

/** The days a bill date may fall on, each as the radios read it ('28th of month'). */
const BILL_DATES_ES = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [billDateLabel(i + 1), `Día ${i + 1} de cada mes`]));

const CATALOG_ES: Readonly<Record<string, string>> = {
  // Personal Information (primary_info), and the people of beneficiary_info and dependent_info
  'First Name': 'Nombre',
  'Middle Name': 'Segundo nombre',
  'Last Name': 'Apellido',
  'Weight (lbs)': 'Peso (lb)',
  'Height (feet)': 'Estatura (pies)',
  'Height (inches)': 'Estatura (pulgadas)',
  'Gender': 'Sexo',
  'Male': 'Masculino',
  'Female': 'Femenino',
  'Others': 'Otro',
  'Marital Status': 'Estado civil',
  'Single': 'Soltero(a)',
  'Married': 'Casado(a)',
  'Divorced': 'Divorciado(a)',
  'Widowed': 'Viudo(a)',
  'Social Security Number': 'Número de Seguro Social',
  'Date of Birth': 'Fecha de nacimiento',
  'Ethnic Group': 'Grupo étnico',
  'Other Ethnic Group': 'Otro grupo étnico',
  'Prior Coverage': 'Cobertura anterior',
  'No prior Health Coverage': 'No tuve cobertura de salud anterior',
  'Have had Insurance Carrier': 'Tuve cobertura con una aseguradora',
  'Insurance Carrier Name': 'Nombre de la aseguradora',
  'Effective Date': 'Fecha de vigencia',
  'Termination Date': 'Fecha de terminación',
  'Relationship': 'Parentesco',
  'Spouse': 'Cónyuge',
  'Child': 'Hijo o hija',
  'Beneficiary Percentage': 'Porcentaje del beneficiario',
  'A whole number from 1 to 100': 'Un número entero del 1 al 100',

  // Contact Information (contact_info)
  "Client's Email": 'Correo electrónico del cliente',
  'Contact Number': 'Teléfono de contacto',
  'Street Address 1': 'Dirección, línea 1',
  'Street Address 2': 'Dirección, línea 2',
  'City': 'Ciudad',
  'State': 'Estado',
  'Zip': 'Código postal',
  'Birth State': 'Estado de nacimiento',
  'Birth City': 'Ciudad de nacimiento',
  'Validate my address with USPS': 'Validar mi dirección con el Servicio Postal (USPS)',

  // Employer Information (employer_info)
  'Employer Name': 'Nombre del empleador',
  'Employer Phone': 'Teléfono del empleador',
  'Address 1': 'Dirección, línea 1',
  'Address 2': 'Dirección, línea 2',
  'Validate the address with USPS': 'Validar la dirección con el Servicio Postal (USPS)',
  'Average Work Week': 'Semana laboral promedio',
  'Employment Start Date': 'Fecha de inicio del empleo',
  'Occupation': 'Ocupación',
  'Compensation Type': 'Tipo de remuneración',
  'Employment Status': 'Situación laboral',
  'Employer Industry': 'Sector del empleador',
  'Number of Employees (count yourself as 1)': 'Número de empleados (cuéntese usted como 1)',
  'Vacation Policy': 'Política de vacaciones',
  'Bargaining Unit': 'Unidad de negociación colectiva',
  'Holiday Policy': 'Política de días feriados',

  // Billing Information (billing_info) and the payment types the server offers
  'Payment Type': 'Forma de pago',
  'Credit Card': 'Tarjeta de crédito',
  'EFT': 'Débito bancario (EFT)',
  'LIST': 'Facturación por lista (LIST)',
  'EFT LIST': 'Lista con débito bancario (EFT LIST)',
  'STMT': 'Estado de cuenta (STMT)',
  'Bill Date': 'Fecha de facturación',
  'Bank Account': 'Cuenta bancaria',
  'Account Holder Name': 'Nombre del titular de la cuenta',
  'Account Number': 'Número de cuenta',
  'Routing Number': 'Número de ruta',
  'Bank Name': 'Nombre del banco',
  'Account Type': 'Tipo de cuenta',
  'Checking': 'Corriente',
  'Savings': 'Ahorros',
  'Account Holder Type': 'Tipo de titular',
  'Individual': 'Personal',
  'Company': 'Empresa',
  'Card': 'Tarjeta',
  'First Name on Card': 'Nombre en la tarjeta',
  'Last Name on Card': 'Apellido en la tarjeta',
  'Card Number': 'Número de tarjeta',
  'Expiration Month': 'Mes de vencimiento',
  'Expiration Year': 'Año de vencimiento',
  'Security Code': 'Código de seguridad',
  'Choose physical address': 'Elegir la dirección física',
  'Use the address of your contact information as the billing address.': 'Use la dirección de su información de contacto como dirección de facturación.',
  'Billing Address 1': 'Dirección de facturación, línea 1',
  'Billing Address 2': 'Dirección de facturación, línea 2',

  // Health Questions (primary_health_info): the answer, the detail row, the medication rows, the notes
  'Health questions': 'Preguntas de salud',
  'Question': 'Pregunta',
  'Your answer': 'Su respuesta',
  'Yes': 'Sí',
  'No': 'No',
  'About this condition': 'Sobre esta afección',
  'Health Condition': 'Afección de salud',
  'Condition': 'Afección',
  'Current Status': 'Situación actual',
  'Date of Onset': 'Fecha de inicio',
  'Last Seen by Physician': 'Última consulta con el médico',
  'Date of Recovery': 'Fecha de recuperación',
  'Current Treatment': 'Tratamiento actual',
  'Taking Medication': 'Toma medicamentos',
  'Date Last Seen by a Doctor': 'Fecha de la última consulta con un médico',
  'Physician Name': 'Nombre del médico',
  'Physician Address': 'Dirección del médico',
  'Physician Phone': 'Teléfono del médico',
  'Symptoms': 'Síntomas',
  'Medication': 'Medicamento',
  'Medications': 'Medicamentos',
  'Add another medication': 'Agregar otro medicamento',
  'Dosage': 'Dosis',
  'Medical Condition': 'Afección médica',
  'Additional Notes': 'Notas adicionales',

  // A plan's health questions: a Yes's detail entries
  'Date from (MM/DD/YYYY)': 'Fecha desde (MM/DD/YYYY)',
  'Date to (MM/DD/YYYY)': 'Fecha hasta (MM/DD/YYYY)',
  'Reason for condition': 'Motivo de la afección',
  'Degree of recovery': 'Grado de recuperación',
  'Physician name and address': 'Nombre y dirección del médico',

  // The storefront's forms: the tiers (schemas/plans.ts) and the tobacco question (a catalog message used as its label)
  'Member Only': 'Solo el miembro',
  'Member + Spouse': 'Miembro + cónyuge',
  'Member + Child(ren)': 'Miembro + hijo(s)',
  'Family': 'Familia',
  'Do you smoke?': '¿Fuma usted?',

  // The engine's own defaults: a select's empty option, the read-only note, a list's add button
  'Please Select': 'Seleccione',
  'read-only': 'solo lectura',
  'Add': 'Agregar',
};

/** Every data text of the forms in Spanish, by its English text (spread into SPANISH.dictionary). */
export const FORMS_ES: Readonly<Record<string, string>> = { ...CATALOG_ES, ...BILL_DATES_ES };
