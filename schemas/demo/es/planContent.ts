/** The Spanish of the demo plans' storefront texts (schemas/demo/planContent.ts), by their English. */
export const PLAN_CONTENT_ES: Readonly<Record<string, string>> = {
  'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.': 'Consultas médicas, estancias en el hospital y recetas, con un deducible de $1,500.',
};
