/**
 * A language switch in the middle of the shop's questions (issue 18, docs/i18n.md "Data texts read
 * again on a switch"): a plan's decline or success text already shown and the dependent
 * information dialog (a portal's definition with its Spanish) say the new language at once, what
 * was typed or chosen kept, focus kept (the printable question sheet, which the route table renders
 * again, is checked in a browser: e2e/language.spec.ts). The fake server answers in the language
 * the page asks for (the `lang` cookie).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { buildPlanHealthForm, formSchema, pricingDefinitions, pricingForm } from '../../../../adapters';
import type { HealthQuestion } from '../../../../schemas/api/planQuestions';
import { translateText } from '../../../../schemas/i18n/localizable';
import { MESSAGES } from '../../../../schemas/messages';
import { DependentInfoDialog, HealthQuestionPanel } from '../../../../src/storefront/shop/questions';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeRoute } from '../fakeApi';
import { registerSchema } from '../fakeValidators';
import { askedLanguage, backToEnglish, contentEs, languageRoute, switchTo } from '../languageSwitch';
import { CART_TEMP_ID, liveCart, MEDICAL, MEDICAL_DETAIL } from './cartWorld';
import { DEFAULT_INFO } from './entryWorld';
import { SAVED_FILTER } from './plansWorld';
import { HEALTH_QUESTIONS, QUESTION_SET, TEMP_ID } from './questionsWorld';
import { renderPlanDetail } from './renderPlanDetail';

afterEach(async () => {
  await backToEnglish();
  vi.unstubAllGlobals();
  clearAllSession();
});

const es = (text: string) => translateText(text, 'es');
const DECLINE = QUESTION_SET.decline_message;
const SUCCESS = QUESTION_SET.success_message;

/** get-questions of plan 305 in the language asked: the questions, their validator and the plan's own texts. */
const questionsRoute: FakeRoute = () => {
  const spanish = askedLanguage() === 'es';
  const say = (text: string) => (spanish ? contentEs(text) : text);
  const result: HealthQuestion[] = HEALTH_QUESTIONS.map((q) => ({
    ...q, question_text: say(q.question_text), content_lang: askedLanguage(),
    options: q.options.map((o) => ({ ...o, option_text: say(o.option_text), option_group: say(o.option_group) })),
  }));
  return {
    data: {
      result, validator: registerSchema(formSchema(buildPlanHealthForm(result))),
      plan_texts: { error_message: say(DECLINE), success_message: say(SUCCESS), content_lang: askedLanguage() },
    },
  };
};

const PRICED_MEDICAL = { plan_id: 301, plan_pricing_id: 3011, plan_name: MEDICAL.plan_name, plan_type: 'standard', price: '412.50', tier: 'IS', tier_text: 'Member + Spouse' };
const group = (scope: HTMLElement, text: string) => within(scope).getByRole('group', { name: new RegExp(text.slice(0, 25).replace(/[?()]/g, '.')) });

it("says a plan's decline text already shown in the new language, the answers kept", async () => {
  installFakeApi({ 'get-questions': questionsRoute, 'save-question-answers': { data: { error_message: DECLINE, content_lang: 'en' } }, language: languageRoute });
  render(<HealthQuestionPanel tempId={TEMP_ID} planId={305} />);
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('group', { name: /pregnant/ })).getByLabelText('No'));
  await user.click(within(group(document.body, HEALTH_QUESTIONS[1].question_text)).getByLabelText('Yes'));
  await user.click(screen.getByLabelText('Cancer'));
  await user.click(within(group(document.body, HEALTH_QUESTIONS[2].question_text)).getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
  expect(await screen.findByText(DECLINE)).toBeTruthy();

  await switchTo('es');
  expect(await screen.findByText(contentEs(DECLINE))).toBeTruthy();
  expect(screen.queryByText(DECLINE)).toBeNull();
  const second = group(document.body, contentEs(HEALTH_QUESTIONS[1].question_text));
  expect((within(second).getByLabelText(es('Yes')) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText(contentEs('Cancer')) as HTMLInputElement).checked).toBe(true);
});

it("says a plan's success text already shown in the new language (the panel has closed)", async () => {
  setSession('tempId', CART_TEMP_ID);
  setSession('eprocess', 'applicant');
  let answered = false;
  installFakeApi({
    'get-default-info': DEFAULT_INFO,
    ...liveCart([]).routes,
    'get-enrollment-temp-info': { data: { result: SAVED_FILTER } },
    'get-plan-detail': { data: MEDICAL_DETAIL },
    'get-plan-pricing-detail': () => (answered
      ? { envelope: { statusCode: 200 }, data: { plans: [PRICED_MEDICAL] } }
      : { data: [{ target_element: 'general', error_message: MESSAGES.pricingQuestions }], envelope: { status: 'error', errorCode: 'newQuestionsError', message: MESSAGES.pricingQuestions } }),
    'get-questions': questionsRoute,
    'save-question-answers': () => {
      answered = true;
      return { data: { success_message: SUCCESS, content_lang: 'en' } };
    },
    'check-already-answered': () => ({ data: { status: answered } }),
    'get-related-plans': { data: { result: [] } },
    'get-aflac-questions': { status: 204, data: null },
    language: languageRoute,
  });
  renderPlanDetail();
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Submit Answers' });
  for (const q of HEALTH_QUESTIONS) await user.click(within(group(document.body, q.question_text)).getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
  expect(await screen.findByText(SUCCESS)).toBeTruthy();

  await switchTo('es');
  expect(await screen.findByText(contentEs(SUCCESS))).toBeTruthy();
  expect(screen.queryByText(SUCCESS)).toBeNull();
});

it("says the dependent information dialog's definition in the new language at once, the date typed and focus kept", async () => {
  // A portal's definition rewords the spouse's date of birth, with its Spanish (the studio asks for it before publishing).
  const dependentInfoRoute: FakeRoute = (url) => {
    const defs = pricingDefinitions('dependentInfo', { tier: url.searchParams.get('tier') }).map((def) => (def.field_name === 'dep_dob'
      ? { ...def, schema: { ...def.schema, title: "Your spouse's date of birth", translations: { es: { title: 'Fecha de nacimiento de su cónyuge' } } } }
      : def));
    return { data: { result: defs, validator: registerSchema(formSchema(pricingForm('dependentInfo', defs))) } };
  };
  installFakeApi({ 'get-temp-dependent-info': { data: { spouse_dob: null, no_of_children: null } }, 'get-form-fields-pricing': dependentInfoRoute, language: languageRoute });
  render(<SWRConfig value={{ provider: () => new Map() }}><DependentInfoDialog tempId={TEMP_ID} planId={1901} tier="IS" open onClose={() => undefined} /></SWRConfig>);
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.dependentInfoTitle });
  const dob = await within(dialog).findByLabelText(/^Your spouse's date of birth/) as HTMLInputElement;
  await userEvent.setup().type(dob, '02021986');
  expect(document.activeElement).toBe(dob);

  await switchTo('es');
  expect(within(dialog).getByLabelText(/^Fecha de nacimiento de su cónyuge/)).toBe(dob);
  expect(dob.value).toBe('02/02/1986');
  expect(document.activeElement).toBe(dob);
  expect(screen.getByRole('dialog', { name: es(MESSAGES.dependentInfoTitle) })).toBe(dialog);
});
