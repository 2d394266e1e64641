/**
 * Every English text an enrollee or a shopper reads in the engine's forms, with where it comes
 * from: the field catalogs (wizard tabs, storefront and pricing forms, health, plan and carrier
 * questions), the choices the server gives them (payment types, bill dates, lookup lists) and
 * the demo world's questions and agreements the server seeds. formsSpanish.test.ts asks the
 * Spanish dictionary for each, so a new field or question without a translation fails there.
 * Not here: the states (proper names, 'Illinois (IL)' in both languages), the agreement form's
 * verification fields (schemas/agreement.ts: their Spanish is schemas/i18n/es/wizardData.ts's),
 * and the inputs a person never reads (hidden ones).
 */
import { billDateChoices, billingInfoCatalog } from '../../../schemas/catalog/billingInfo';
import { CATALOG, carrierQuestionsCatalog, healthInfoCatalog, planHealthCatalog, type FieldSpec, type TabCatalog } from '../../../schemas/catalog';
import { PRICING_CATALOGS } from '../../../schemas/catalog/storefront/pricingForms';
import { PAYMENT_METHODS } from '../../../schemas/billing';
import { DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';
import { DEMO_BILL_DATES } from '../../../schemas/demo/billing';
import { BENEFICIARY_RELATIONSHIPS } from '../../../schemas/demo/beneficiaries';
import { DEMO_HEALTH_QUESTIONS } from '../../../schemas/demo/healthQuestions';
import { DEMO_ETHNIC_CATEGORIES, DEMO_OPTION_LISTS } from '../../../schemas/demo/lookups';
import { DEMO_CARRIER_QUESTIONS, DEMO_QUESTION_SETS } from '../../../schemas/demo/planQuestions';
import { DEMO_PREMIER_CARRIER_QUESTIONS } from '../../../schemas/demo/premierCarrier';
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

/** Every text of the forms and of the data the server fills them with. */
export function formTexts(): FormText[] {
  const plans = DEMO_QUESTION_SETS;
  return [
    ...Object.entries(FORM_CATALOGS).flatMap(([form, catalog]) => catalogTexts(catalog, `catalog ${form}`)),
    ...listed('billing payment types', PAYMENT_METHODS.map((method) => method.label)),
    ...listed('billing bill dates', billDateChoices([...DEMO_BILL_DATES]).map((choice) => choice.label)),
    ...catalogTexts(billingInfoCatalog, 'catalog billing_info'),
    ...listed('lookup ethnic-category', DEMO_ETHNIC_CATEGORIES.map((row) => row.name)),
    ...Object.entries(DEMO_OPTION_LISTS).flatMap(([list, rows]) => listed(`lookup ${list}`, rows.map((row) => row.name))),
    ...listed('lookup beneficiary-relationships', BENEFICIARY_RELATIONSHIPS.map((row) => row.name)),
    ...listed('demo health questions', DEMO_HEALTH_QUESTIONS.map((q) => q.question_text)),
    ...plans.flatMap((set) => listed(`demo plan ${set.plan_id} questions`, [
      set.decline_message, set.success_message,
      ...set.questions.flatMap((q) => [q.question_text, ...q.options.flatMap((o) => [o.option_text, o.option_group])]),
    ])),
    ...listed('demo carrier questions', [...DEMO_CARRIER_QUESTIONS, ...DEMO_PREMIER_CARRIER_QUESTIONS].map((q) => q.question)),
    ...Object.entries(DEMO_AGREEMENT_TEXTS).flatMap(([portal, rows]) => rows.flatMap((row) =>
      listed(`demo agreement portal ${portal}`, [row.text_head, row.text_body, row.text_required]))),
  ];
}
