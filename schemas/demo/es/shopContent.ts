/**
 * The Spanish of the demo shop's other content, by its English: the checkout's upsell popups
 * (schemas/demo/catalog.ts DEMO_UPSELL_OFFERS), the blackout plan's refusal (DEMO_BLACKOUTS), the
 * premier plans' categories the quote asks for (planContent.ts DEMO_PREMIER_CATEGORIES) and the
 * landing pages' taglines and bios of rep 1001 and group 2001 (storefront.ts). The demo carrier's
 * status (premierCarrier.ts) takes applications, so it has no text to translate.
 */
export const SHOP_CONTENT_ES: Readonly<Record<string, string>> = {
  // Upsell popups
  'Add term life before you check out': 'Agregue un seguro de vida a plazo antes de finalizar la compra',
  'Prairie Term Life 100k gives your family $100,000 of cover. Added now, it is issued without medical questions.':
    'Prairie Term Life 100k le da a su familia $100,000 de cobertura. Si lo agrega ahora, se emite sin preguntas médicas.',
  'Complete your cover with vision and dental': 'Complete su cobertura con un plan de visión y uno dental',
  'Take ClearView Vision with BrightSmile Dental Plus and skip the waiting periods on basic services.':
    'Contrate ClearView Vision con BrightSmile Dental Plus y evite los períodos de espera en los servicios básicos.',
  // The blackout window's refusal (shown in red on the plan's page)
  'Harbor Hospital Indemnity Plus is in its enrollment blackout period and cannot be added to the cart now. Please choose another hospital plan.':
    'Harbor Hospital Indemnity Plus está en su período de bloqueo de inscripción y no se puede agregar al carrito ahora. Elija otro plan de hospital.',
  // The premier categories (the quote's Category choices). Not 'Individual' alone: the browser's
  // dictionary reads that word as the billing form's account holder type and would say it again.
  Individual: 'Cobertura individual',
  Family: 'Cobertura familiar',
  Senior: 'Cobertura para personas mayores',
  // Landing pages: the rep's and the group's tagline and bio
  'Benefits explained plainly, chosen together.': 'Beneficios explicados con claridad, elegidos juntos.',
  'Jordan Avery has helped families and small employers in Illinois choose health, dental and vision cover for fifteen years.':
    'Jordan Avery ayuda desde hace quince años a familias y pequeños empleadores de Illinois a elegir su cobertura médica, dental y de visión.',
  'Your Acme benefits, in one place.': 'Sus beneficios de Acme, en un solo lugar.',
  'Acme Manufacturing has built parts in Springfield since 1952. Enroll in the plans Acme offers its employees here.':
    'Acme Manufacturing fabrica piezas en Springfield desde 1952. Inscríbase aquí en los planes que Acme ofrece a sus empleados.',
};
