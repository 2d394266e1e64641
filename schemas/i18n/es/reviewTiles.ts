/** The Spanish of the review's tile labels (machines/reviewTiles.ts REVIEW_TILES, as enrollment.md section 2 names them), found by their English text. */
export const REVIEW_TILES_ES: Readonly<Record<string, string>> = {
  'Personal Info': 'Información personal',
  'Contact Info': 'Información de contacto',
  'Employer Info': 'Información del empleador',
  'Beneficiary Info': 'Información de beneficiarios',
  'Health Questions': 'Preguntas de salud',
  'Dependent Info': 'Información de dependientes',
  'Billing Info': 'Información de facturación',
  'Agreement & Signature': 'Acuerdo y firma',
};
