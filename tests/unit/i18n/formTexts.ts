/**
 * Every English text of the store's code an enrollee or a shopper reads in the engine's forms,
 * with where it comes from: the field catalogs (wizard tabs, storefront and pricing forms, health,
 * plan and carrier questions) and the choices the server gives them from code (payment types,
 * bill dates). formsSpanish.test.ts asks the Spanish dictionary for each, so a new field without a
 * translation fails there. Not here: the database's content (lookup lists, questions, agreements:
 * served in the caller's language from content_translations, checked by
 * tests/integration/wizardDataSpanish.test.ts), the agreement form's verification fields
 * (schemas/agreement.ts: their Spanish is schemas/i18n/es/wizardData.ts's), and the inputs a
 * person never reads (hidden ones).
 */
import { billDateChoices, billingInfoCatalog } from '../../../schemas/catalog/billingInfo';
import { CATALOG, carrierQuestionsCatalog, healthInfoCatalog, planHealthCatalog, type FieldSpec, type TabCatalog } from '../../../schemas/catalog';
import { PRICING_CATALOGS } from '../../../schemas/catalog/storefront/pricingForms';
import { PAYMENT_METHODS } from '../../../schemas/billing';
import { DEMO_BILL_DATES } from '../../../schemas/demo/billing';
import { STOREFRONT_CATALOGS } from '../../../schemas/forms/storefrontForms';

/** One text and where it was found ('catalog primary_info.gender choice'). */
export interface FormText { text: string; where: string }

/** The texts of one field spec: its label (a hidden input has none to read), help, placeholder, section, choices and nested fields. */
function specTexts(spec: FieldSpec, where: string): FormText[] {
  const own = [
    spec.widget === 'hidden' ? '' : spec.title, spec.help, spec.placeholder, spec.section,
    ...(spec.choices ?? []).flatMap((choice) => [choice.label, choice.group]),
    spec.items?.itemTitle, spec.items?.addLabel,
  ];
  const texts = own.filter((text): text is string => typeof text === 'string' && text !== '').map((text) => ({ text, where }));
  const nested = spec.fields ?? spec.items?.fields;
  return nested ? [...texts, ...catalogTexts(nested, where)] : texts;
}

function catalogTexts(catalog: TabCatalog, where: string): FormText[] {
  return Object.entries(catalog).flatMap(([name, spec]) => specTexts(spec, `${where}.${name}`));
}

const listed = (where: string, texts: readonly string[]): FormText[] => texts.map((text) => ({ text, where }));

/** The catalogs of every form the engine renders from the catalog, by a name for the report. */
export const FORM_CATALOGS: Readonly<Record<string, TabCatalog>> = {
  ...CATALOG,
  ...STOREFRONT_CATALOGS,
  ...PRICING_CATALOGS,
  primary_health_info: healthInfoCatalog,
  plan_health_questions: planHealthCatalog,
  carrier_questions: carrierQuestionsCatalog,
};

/** Every text of the forms and of the choices the server fills them with from code. */
export function formTexts(): FormText[] {
  return [
    ...Object.entries(FORM_CATALOGS).flatMap(([form, catalog]) => catalogTexts(catalog, `catalog ${form}`)),
    ...listed('billing payment types', PAYMENT_METHODS.map((method) => method.label)),
    ...listed('billing bill dates', billDateChoices([...DEMO_BILL_DATES]).map((choice) => choice.label)),
    ...catalogTexts(billingInfoCatalog, 'catalog billing_info'),
  ];
}
