/**
 * A language switch in the middle of a wizard step (issue 18, docs/i18n.md "Data texts read again
 * on a switch"): what the server said in the old language is read again in the new one at once —
 * the Beneficiaries step's relationships, a dependent's own health questions, a review dialog
 * already open — while what was typed or chosen stays, focus stays where it was and a dialog stays
 * open. The fake server answers in the language the page asks for (the `lang` cookie).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { buildHealthForm, formSchema } from '../../../adapters';
import { demoHealthQuestionSet } from '../../../schemas/demo/healthQuestions';
import { translateText } from '../../../schemas/i18n/localizable';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';
import { setSession } from '../../../src/session';
import { REVIEW_BRANDING, REVIEW_CART, REVIEW_SAVED } from '../../../stories/fixtures/review';
import { beneficiaryDefs, beneficiaryRoutes } from './beneficiaryWorld';
import { dependentsRoutes } from './dependentsWorld';
import { installFakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
import { registerFormValidator, registerSchema } from './fakeValidators';
import { askedLanguage, backToEnglish, contentEs, languageRoute, SPANISH_LOOKUPS, switchTo } from './languageSwitch';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

afterEach(async () => {
  await backToEnglish();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const es = (text: string) => translateText(text, 'es');

/** The demo's health questions as get-health-questions-* answers them in the language asked, with their form's validator. */
const healthAnswer: FakeRoute = () => {
  const english = demoHealthQuestionSet();
  const spanish = askedLanguage() === 'es';
  const say = <Q extends { question_text: string }>(q: Q) => ({ ...q, question_text: spanish ? contentEs(q.question_text) : q.question_text, content_lang: askedLanguage() });
  const result = { codition_questions: english.codition_questions.map(say), medication_question: english.medication_question && say(english.medication_question) };
  return { data: { result, validator: registerSchema(formSchema(buildHealthForm(result))) } };
};

/** Installs the wizard's routes with `routes`, and PUT /api/language, and opens `path` for enrollment `id`. */
function open(id: string, path: string, routes: Record<string, FakeRoute | FakeAnswer>) {
  const calls = installFakeApi({ ...routes, language: languageRoute });
  setSession('tempId', id);
  renderApp(path);
  return { calls, user: userEvent.setup() };
}

it("says the relationships of a beneficiary being added in the new language, what was typed and chosen kept, focus where it was", async () => {
  const world = { portal: 11 };
  const { user } = open('de000001-0000-4000-8000-000000000001', '/enrollment/beneficiary-info', {
    ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }),
    ...beneficiaryRoutes(world),
    // The relationships are a lookup in the item form's schema: a Spanish caller's form has its own validator module.
    'get-form-fields-beneficiary-info': () => {
      const result = beneficiaryDefs(11);
      return { data: { result, validator: registerFormValidator('beneficiary_info', result, askedLanguage() === 'es' ? SPANISH_LOOKUPS : undefined), beneficiaries: [] } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Add Beneficiary' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Beneficiary #1' });
  await user.type(within(dialog).getByLabelText(/^First Name/), 'Ann');
  const relationship = within(dialog).getByLabelText(/^Relationship/) as HTMLSelectElement;
  await user.selectOptions(relationship, 'Child');
  expect(document.activeElement).toBe(relationship);

  await switchTo('es');
  const spanish = screen.getByRole('dialog', { name: fill(ENROLLMENT_TEXT.listTitles.addBeneficiary, { number: 1 }) });
  // 'Parent' is no text of the catalog: only the lookup read again in Spanish says it so.
  await waitFor(() => expect([...relationship.options].map((option) => option.textContent)).toContain(contentEs('Parent')));
  expect(relationship.selectedOptions[0]?.textContent).toBe(contentEs('Child'));
  expect(relationship.value).toBe('Child');
  expect((within(spanish).getByLabelText(new RegExp(`^${es('First Name')}`)) as HTMLInputElement).value).toBe('Ann');
  expect(document.activeElement).toBe(relationship);
});

it("reads a dependent's own health questions again in the new language, the popup open and its answers kept; opened after a switch, they are in it", async () => {
  const robin = { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn', birthdate: '02/14/1986', gender: '1', ssn: '123450055', height_feet: '5', height_inch: '6' };
  const [first, second] = demoHealthQuestionSet().codition_questions;
  const { user, calls } = open('de000005-0000-4000-8000-000000000005', '/enrollment/dependent-information', {
    ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }),
    ...dependentsRoutes({ portal: 11, tier: 'IS', premier: false, saved: [{ primary_info: robin }] }),
    'get-health-questions-dependent-info': healthAnswer,
  });
  await user.click(await screen.findByRole('button', { name: 'Answer health questions of Dependent #1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dependent #1' });
  const no = within(within(dialog).getByRole('group', { name: first.question_text })).getByRole('radio', { name: 'No' });
  await user.click(no);

  await switchTo('es');
  const spanish = await within(dialog).findByRole('group', { name: contentEs(first.question_text) });
  expect(screen.getByRole('dialog', { name: fill(ENROLLMENT_TEXT.dependentHealth.dependentTitle, { number: 1 }) })).toBe(dialog);
  expect((within(spanish).getByRole('radio', { name: es('No') }) as HTMLInputElement).checked).toBe(true);
  expect(within(dialog).getByRole('group', { name: contentEs(second.question_text) })).toBeTruthy();
  expect(document.activeElement).toBe(within(spanish).getByRole('radio', { name: es('No') }));

  // Closed and opened again after a switch back: the questions in English, read in it once.
  await user.click(within(dialog).getByRole('button', { name: es('Cancel') }));
  await switchTo('en');
  await user.click(await screen.findByRole('button', { name: 'Answer health questions of Dependent #1' }));
  expect(await within(await screen.findByRole('dialog', { name: 'Dependent #1' })).findByRole('group', { name: first.question_text })).toBeTruthy();
  expect(calls.filter((call) => call.path === 'get-health-questions-dependent-info').length).toBeGreaterThanOrEqual(2);
});

it('says a review "View Details" dialog already open in the new language, the dialog open and focus kept', async () => {
  const [first] = demoHealthQuestionSet().codition_questions;
  const { user } = open('de000007-0000-4000-8000-000000000007', '/enrollment/review-confirm', {
    ...wizardRoutes({ portal: 12, groupId: 2001, eprocess: 'group' }),
    'get-external-site-dynamic-information': { data: { result: Object.entries(REVIEW_BRANDING).map(([key, value]) => ({ key, value })) } },
    'get-enrollment-temp-info': (url: URL) => ({ data: { result: (REVIEW_SAVED as Record<string, unknown>)[url.searchParams.get('column') ?? ''] ?? null } }),
    'get-plan-cart': { data: { ...REVIEW_CART, riders: [] } },
    'get-form-fields-agreement-info': { data: { result: [] } },
    'get-health-questions-primary-health-info': healthAnswer,
  });
  await user.click(await screen.findByRole('button', { name: 'View Details: Health Questions' }));
  const dialog = screen.getByRole('dialog', { name: 'Health Questions' });
  expect(await within(dialog).findByText(first.question_text)).toBeTruthy();
  const edit = within(dialog).getByRole('button', { name: 'Edit Details' });
  expect(document.activeElement).toBe(edit);

  await switchTo('es');
  expect(await within(dialog).findByText(contentEs(first.question_text))).toBeTruthy();
  expect(within(dialog).queryByText(first.question_text)).toBeNull();
  expect(screen.getByRole('dialog', { name: es('Health Questions') })).toBe(dialog);
  expect(within(dialog).getAllByText('High blood pressure').length).toBeGreaterThan(0);
  expect(document.activeElement).toBe(edit);
});
