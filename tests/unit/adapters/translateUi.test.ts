/**
 * A form's texts in the language shown (adapters/translateUi.ts): the uiSchema the engine renders
 * carries every text of the form translated (labels, help, sections, placeholders, options, option
 * groups, a list's row title and add label, nested groups and rows), the schema stays the
 * validator's own, and an English page gets the very uiSchema it had.
 */
import { describe, expect, test } from 'vitest';
import { buildForm, buildHealthForm, buildPlanHealthForm, buildTabForm, formSchema, translatedUiSchema, uiSchemaFor } from '../../../adapters';
import type { JsonSchema, TabForm, UiSchema } from '../../../adapters';
import type { FieldDefinition } from '../../../schemas/catalog';
import { billingInfoCatalog } from '../../../schemas/catalog/billingInfo';
import { demoHealthQuestionSet } from '../../../schemas/demo/healthQuestions';
import { FORMS_ES } from '../../../schemas/i18n/es/forms';
import { WIZARD_DATA_CONTENT_ES } from '../../../schemas/demo/es/wizardData';
import { HEALTH_QUESTIONS } from '../../../stories/storefront/shop/questions/questionsFixtures';
import { demoDefs, LOOKUPS } from './fixtures';

type Ui = Record<string, unknown>;
/**
 * The forms' Spanish, and the demo world's content too (which the server answers in Spanish:
 * schemas/demo/es/wizardData.ts), so the pass is seen to reach a lookup's options and option groups.
 */
const SPANISH_TEXTS: Readonly<Record<string, string>> = { ...FORMS_ES, ...WIZARD_DATA_CONTENT_ES };
const spanish = (text: string): string => SPANISH_TEXTS[text] ?? text;
/** A translation that marks every text it is given, so a text left out shows unmarked. */
const marked = (text: string): string => `«${text}»`;

const at = (ui: unknown, ...path: Array<string | number>): Ui => path.reduce<Ui>((node, key) => (node as Record<string | number, Ui>)[key], ui as Ui);
const optionTitles = (ui: Ui): unknown[] => (ui.oneOf as Ui[]).map((option) => option['ui:title']);

function shownOf(form: TabForm): { schema: JsonSchema; ui: UiSchema } {
  return { schema: formSchema(form), ui: uiSchemaFor(form) };
}

/** Every text key of a uiSchema, anywhere in it: what the engine shows. */
function shownTexts(ui: unknown): string[] {
  if (Array.isArray(ui)) return ui.flatMap(shownTexts);
  if (!ui || typeof ui !== 'object') return [];
  return Object.entries(ui).flatMap(([key, value]) => {
    if (typeof value === 'string' && ['ui:title', 'ui:help', 'ui:placeholder', 'ui:section', 'itemTitle', 'addLabel'].includes(key)) return value === '' ? [] : [value];
    if (key === 'ui:choiceGroups') return Object.values(value as Record<string, string>);
    if (key === 'ui:visibleWhen' || key === 'ui:order') return [];
    return shownTexts(value);
  });
}

describe('a form\'s uiSchema in the language shown', () => {
  const personal = shownOf(buildTabForm('primary_info', demoDefs(12, 'primary_info'), LOOKUPS));
  const health = shownOf(buildHealthForm(demoHealthQuestionSet()));
  const plan = shownOf(buildPlanHealthForm(HEALTH_QUESTIONS));
  const billing = shownOf(buildForm('billing_info', billingInfoCatalog, Object.keys(billingInfoCatalog).map((field_name) => ({ field_name, value: null, required: false, read_only: false }))));

  test('English (an identity translation) keeps every object as it was: nothing re-renders', () => {
    for (const { schema, ui } of [personal, health, plan, billing]) expect(translatedUiSchema(schema, ui, (text) => text)).toBe(ui);
  });

  test('labels, help and choices of a tab read in Spanish; values and the schema stay as they were', () => {
    const schemaBefore = structuredClone(personal.schema);
    const ui = translatedUiSchema(personal.schema, personal.ui, spanish);
    expect(at(ui, 'first_name')['ui:title']).toBe('Nombre');
    expect(at(ui, 'gender')['ui:title']).toBe('Sexo');
    expect(optionTitles(at(ui, 'gender'))).toEqual(['Masculino', 'Femenino', 'Otro']);
    expect(optionTitles(at(ui, 'prior_coverage_flag'))).toEqual(['No tuve cobertura de salud anterior', 'Tuve cobertura con una aseguradora']);
    // A lookup's options, wherever they come from, are handed to the translation too.
    expect(optionTitles(at(ui, 'ethnic_category'))).toEqual(['Asiático', 'Otro']);
    expect(at(ui, 'gender')['ui:widget']).toBe('select');
    expect(personal.schema).toEqual(schemaBefore);
    expect(personal.ui).not.toBe(ui);
    expect(at(personal.ui, 'first_name')['ui:title']).toBe('First Name');
  });

  test('health questions: the answer, the detail row, the medication rows and their add button', () => {
    const ui = translatedUiSchema(health.schema, health.ui, spanish);
    const firstQuestion = at(ui, 'condition_questions', 'items', 0);
    // 'No' reads the same in Spanish: its option keeps the schema's title, nothing is copied for it.
    expect(optionTitles(at(firstQuestion, 'yes_no_flag'))).toEqual(['Sí']);
    expect(at(firstQuestion, 'yes_no_flag')['ui:title']).toBe('Su respuesta');
    expect(at(firstQuestion, 'conditions')['ui:title']).toBe('Sobre esta afección');
    expect(at(firstQuestion, 'conditions', 'items', 0, 'health_condition')['ui:title']).toBe('Afección de salud');
    expect(at(ui, 'medication_question', 'medications', 'ui:options')).toMatchObject({ itemTitle: 'Medicamento', addLabel: 'Agregar otro medicamento' });
    expect(at(ui, 'medication_question', 'medications', 'items', 'dosage')['ui:title']).toBe('Dosis');
    expect(at(ui, 'notes')['ui:title']).toBe('Notas adicionales');
  });

  test('a plan\'s questions: the conditions under their option groups, a checkbox group\'s options', () => {
    const ui = translatedUiSchema(plan.schema, plan.ui, spanish);
    const conditions = at(ui, 'answers', 'items', 1, 'checkbox_answers');
    expect(new Set(Object.values(conditions['ui:choiceGroups'] as Record<string, string>))).toEqual(new Set(['A. Antes de los 60 años', 'B. Antes de los 75 años']));
    const options = (at(conditions, 'items').oneOf as Ui[]).map((option) => option['ui:title']);
    expect(options).toContain('Cáncer');
  });

  test('every text of every form is handed to the translation: labels, help, sections, placeholders, options, row titles', () => {
    const hinted: FieldDefinition = { field_name: 'shirt_size', value: null, required: false, read_only: false, schema: { title: 'Shirt Size', help: 'As on the label', placeholder: 'Please Select', section: 'Extras', choices: [{ value: 'M', label: 'Medium' }] } };
    const extra = shownOf(buildTabForm('primary_info', [...demoDefs(12, 'primary_info'), hinted], LOOKUPS));
    for (const { schema, ui } of [extra, health, plan, billing]) {
      const translated = translatedUiSchema(schema, ui, marked);
      const texts = shownTexts(translated);
      expect(texts.length).toBeGreaterThanOrEqual(shownTexts(ui).length);
      for (const text of texts) expect(text).toMatch(/^«.*»$/);
    }
    const ui = translatedUiSchema(extra.schema, extra.ui, marked);
    expect(at(ui, 'shirt_size')).toMatchObject({ 'ui:title': '«Shirt Size»', 'ui:help': '«As on the label»', 'ui:placeholder': '«Please Select»', 'ui:section': '«Extras»' });
    expect(optionTitles(at(ui, 'shirt_size'))).toEqual(['«Medium»']);
    expect(at(translatedUiSchema(billing.schema, billing.ui, marked), 'is_physical_address')['ui:help']).toBe('«Use the address of your contact information as the billing address.»');
  });

  test('a title or option only the schema holds gets its translation in the uiSchema', () => {
    const schema = { type: 'object', properties: { size: { type: 'string', title: 'Size', description: 'Pick one', oneOf: [{ const: 'M', title: 'Medium' }] } } };
    const ui = translatedUiSchema(schema, {}, marked);
    expect(ui).toEqual({ size: { 'ui:title': '«Size»', 'ui:description': '«Pick one»', oneOf: [{ 'ui:title': '«Medium»' }] } });
    expect(translatedUiSchema(schema, {}, (text) => text)).toEqual({});
  });
});
