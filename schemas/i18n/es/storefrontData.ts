/**
 * The Spanish of the storefront's data texts found by their English text (issue 18): the plan
 * categories' names (schemas/api/menu.ts MENU_CATEGORY_NAMES), as the menu, the listing and the
 * cards say them, and the dependents step's tier headings. The tiers' names are the field catalog's (forms.ts).
 */
export const STOREFRONT_DATA_ES: Readonly<Record<string, string>> = {
  'Medical Plans': 'Planes médicos',
  'Limited Med Plans': 'Planes médicos limitados',
  'Dental Plans': 'Planes dentales',
  'Vision Plans': 'Planes de la vista',
  'Supplemental Plans': 'Planes suplementarios',
  'RX Plans': 'Planes de medicamentos',
  'Lifestyle Plans': 'Planes de estilo de vida',
  'Term Life Plans': 'Planes de vida a plazo',
  'Disability Income Plans': 'Planes de ingresos por discapacidad',
  'Critical Plan': 'Plan de enfermedades graves',
  'Accident Plans': 'Planes de accidentes',
  'Hospital Plans': 'Planes de hospitalización',
  'PET Plans': 'Planes para mascotas',
  // The dependents step's tier headings (domain/dependentRules.ts tierHeading) beside the catalog's tier names.
  'Member + 1 Child': 'Miembro + 1 hijo o hija',
  'Member + Children': 'Miembro + hijos',
};
