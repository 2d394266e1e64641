import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCarrierForm, carrierValues } from '../../../../adapters';
import type { CarrierAnswer, CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { localValidation } from '../../../fixtures/localValidation';
import { SupplementalQuestionsView } from '../../../../src/storefront/shop/questions/SupplementalQuestionsView';
import { shows } from '../../../fixtures/shows';
import { CARRIER_QUESTIONS } from './questionsFixtures';

const noop = () => undefined;

/** The engine's form of these questions (the app's adapters), its validation and the values of these answers. */
function formOf(questions: readonly CarrierQuestion[], answers: readonly CarrierAnswer[] = []) {
  const form = buildCarrierForm(questions);
  return { questions, form, validation: localValidation(form), values: carrierValues(form, questions, answers) };
}

/** Plan 1201's supplemental carrier questions in each state. */
const meta = {
  title: 'Storefront/Questions/Supplemental questions',
  component: SupplementalQuestionsView,
  args: { state: 'answering', ...formOf(CARRIER_QUESTIONS), errors: {}, message: null, onChange: noop, onSubmit: noop, onRetry: noop },
} satisfies Meta<typeof SupplementalQuestionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading', ...formOf([]) }, parameters: { noInputs: true, storyProblems: shows(['Loading the questions…']) } };
export const LoadFailed: Story = { args: { state: 'failed', ...formOf([]), message: MESSAGES.generalError }, parameters: { noInputs: true, storyProblems: shows([MESSAGES.generalError]) } };
export const Unanswered: Story = { parameters: { storyProblems: shows(CARRIER_QUESTIONS.map((q) => q.question)) } };

/** Save with a flagged question answered No and one left open: the banner and each rule. */
export const AnswerShouldBeYes: Story = {
  args: {
    ...formOf(CARRIER_QUESTIONS, [{ qid: CARRIER_QUESTIONS[0].qid, true_condition: 0 }, { qid: CARRIER_QUESTIONS[1].qid, true_condition: 1 }]),
    errors: { general: MESSAGES.carrierAnswerBanner, 'aflac_data.0.true_condition': MESSAGES.carrierAnswerYes, 'aflac_data.2.true_condition': MESSAGES.carrierAnswerYesNo },
  },
  parameters: { storyProblems: shows([MESSAGES.carrierAnswerBanner, MESSAGES.carrierAnswerYes, MESSAGES.carrierAnswerYesNo]) },
};

export const Saving: Story = { args: { state: 'saving', ...formOf(CARRIER_QUESTIONS, CARRIER_QUESTIONS.map((q, i) => ({ qid: q.qid, true_condition: i < 2 ? 1 : 0 }))) }, parameters: { storyProblems: shows(['Save Answers']) } };
export const Saved: Story = { args: { state: 'saved', message: MESSAGES.carrierAnswersSaved }, parameters: { noInputs: true, storyProblems: shows([MESSAGES.carrierAnswersSaved]) } };
