/**
 * The engine in Spanish (issue 18): with the forms' Spanish registered and the page showing
 * Spanish, a catalog form reads in Spanish: labels, choices, a select's empty option, the
 * read-only note, and the data texts the server answers a Spanish caller in Spanish (a lookup's
 * options, a health question's own text, a value of the form) as the engine shows them beside its
 * own: their answers, what a Yes asks and the medication rows. Only the forms' dictionary is
 * registered (the keyed tables are other files' work), and the page goes back to English after each test.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { buildTabForm, formSchema } from '../../../adapters';
import { addTranslations, showLanguage } from '../../../schemas/i18n/localizable';
import { FORMS_ES } from '../../../schemas/i18n/es/forms';
import { WIZARD_DATA_CONTENT_ES } from '../../../schemas/demo/es/wizardData';
import type { HealthQuestionSet } from '../../../schemas/api/types';
import { FIXTURE_LOOKUPS } from '../../../stories/fixtures/lookups';
import { engineUiSchema, shownUiSchema } from '../../../src/engine/uiSchema';
import { demoDefinitions } from '../../../stories/fixtures/definitions';
import { HealthStory, storyQuestions } from '../../../stories/fixtures/HealthStory';
import { renderTab } from './renderTab';

beforeAll(() => addTranslations('es', {}, FORMS_ES));

/** A demo data text as the server answers a Spanish caller (content_translations, seeded from schemas/demo/es). */
const served = (english: string): string => WIZARD_DATA_CONTENT_ES[english] ?? english;
/** The demo lookups' options as a Spanish caller receives them. */
const SPANISH_LOOKUPS = Object.fromEntries(Object.entries(FIXTURE_LOOKUPS).map(([name, choices]) => [
  name, choices?.map((choice) => ({ ...choice, label: served(choice.label), ...(choice.group ? { group: served(choice.group) } : {}) })),
]));
/** Demo health questions as a Spanish caller receives them. */
function spanishQuestions(ids: number[]): HealthQuestionSet {
  const set = storyQuestions(ids);
  const say = <Q extends { question_text: string }>(question: Q): Q => ({ ...question, question_text: served(question.question_text) });
  return { codition_questions: set.codition_questions.map(say), medication_question: set.medication_question && say(set.medication_question) };
}
afterEach(() => showLanguage('en'));

test('a tab of the catalog reads in Spanish: labels, choices, the empty option and the read-only note', async () => {
  showLanguage('es');
  const { user, submits } = renderTab('primary_info', { filled: true });
  expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Apellido' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento', description: 'solo lectura' })).toHaveProperty('readOnly', true);
  const marital = screen.getByRole('combobox', { name: 'Estado civil' });
  expect(within(marital).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione', 'Soltero(a)', 'Casado(a)', 'Divorciado(a)', 'Viudo(a)']);
  const coverage = screen.getByRole('radiogroup', { name: 'Cobertura anterior' });
  expect(within(coverage).getByRole('radio', { name: 'No tuve cobertura de salud anterior' })).toBeTruthy();
  expect(screen.queryByText('First Name')).toBeNull();
  // The values stay the wire's: a Spanish label chooses the same value.
  await user.selectOptions(marital, 'Casado(a)');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(submits.at(-1)?.marital_status).toBe('1');
});

test('options a lookup feeds, answered in Spanish, read in Spanish, in a select and in a checkbox group, and still save their values', async () => {
  showLanguage('es');
  const { user, submits } = renderTab('employer_info', { filled: true, lookups: SPANISH_LOOKUPS });
  const status = screen.getByRole('combobox', { name: 'Situación laboral' });
  expect(within(status).getByRole('option', { name: 'Jubilado' })).toBeTruthy();
  const holidays = screen.getByRole('group', { name: 'Política de días feriados' });
  expect(within(holidays).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(
    ['Los 6 días feriados estándar', 'Día de los Presidentes', 'Día de Colón', 'Días religiosos', 'Cumpleaños', 'Día feriado flexible'],
  );
  await user.click(within(holidays).getByRole('checkbox', { name: 'Día de Colón' }));
  await user.selectOptions(status, 'Jubilado');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(submits.at(-1)).toMatchObject({ employment_status: 'R' });
  expect(submits.at(-1)?.holiday_policy).toContain('Columbus_Day');
});

test('health questions read in Spanish: the question, its answers, what a Yes asks, the medication rows', async () => {
  showLanguage('es');
  const user = userEvent.setup();
  render(<HealthStory questionSet={spanishQuestions([140, 150])} />);
  const heart = screen.getByRole('group', { name: served('In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?') });
  await user.click(within(heart).getByRole('radio', { name: 'Sí' }));
  expect(within(heart).getByRole('textbox', { name: 'Afección de salud' })).toBeTruthy();
  expect(within(heart).getByRole('combobox', { name: 'Tratamiento actual' })).toBeTruthy();
  const medication = screen.getByRole('group', { name: '¿Toma actualmente algún medicamento con receta?' });
  await user.click(within(medication).getByRole('radio', { name: 'Sí' }));
  expect(within(medication).getByRole('group', { name: 'Medicamento 1' })).toBeTruthy();
  expect(within(medication).getByRole('button', { name: 'Agregar otro medicamento' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Notas adicionales' })).toBeTruthy();
});

test('in English the same forms read as the catalog writes them', () => {
  renderTab('primary_info', { filled: true });
  expect(screen.getByRole('textbox', { name: 'First Name' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Date of Birth', description: 'read-only' })).toBeTruthy();
  expect(screen.queryByText('Nombre')).toBeNull();
});

test('an English page renders the uiSchema the form always had (the same object), a Spanish one its translation', () => {
  const form = buildTabForm('contact_info', demoDefinitions(12, 'contact_info', false));
  const schema = formSchema(form);
  const ui = engineUiSchema(form);
  expect(shownUiSchema(schema, ui, 'en')).toBe(ui);
  expect(shownUiSchema(schema, ui, 'es')).toMatchObject({ city: { 'ui:title': 'Ciudad' }, zip: { 'ui:title': 'Código postal' } });
});
