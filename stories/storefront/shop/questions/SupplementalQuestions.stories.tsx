import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import { SupplementalQuestionsView } from '../../../../src/storefront/shop/questions/SupplementalQuestionsView';
import { shows } from '../../../fixtures/shows';
import { CARRIER_QUESTIONS } from './questionsFixtures';

const noop = () => undefined;

/** Plan 1201's supplemental carrier questions in each state. */
const meta = {
  title: 'Storefront/Questions/Supplemental questions',
  component: SupplementalQuestionsView,
  args: { state: 'answering', questions: CARRIER_QUESTIONS, answers: {}, errors: {}, message: null, onAnswer: noop, onSubmit: noop, onRetry: noop },
} satisfies Meta<typeof SupplementalQuestionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading', questions: [] }, parameters: { noInputs: true, storyProblems: shows(['Loading the questions…']) } };
export const LoadFailed: Story = { args: { state: 'failed', questions: [], message: MESSAGES.generalError }, parameters: { noInputs: true, storyProblems: shows([MESSAGES.generalError]) } };
export const Unanswered: Story = { parameters: { storyProblems: shows(CARRIER_QUESTIONS.map((q) => q.question)) } };

/** Save with a flagged question answered No and one left open: the banner and each rule. */
export const AnswerShouldBeYes: Story = {
  args: {
    answers: { 1: 0, 2: 1 },
    errors: { general: MESSAGES.carrierAnswerBanner, 'aflac_data.0.true_condition': MESSAGES.carrierAnswerYes, 'aflac_data.2.true_condition': MESSAGES.carrierAnswerYesNo },
  },
  parameters: { storyProblems: shows([MESSAGES.carrierAnswerBanner, MESSAGES.carrierAnswerYes, MESSAGES.carrierAnswerYesNo]) },
};

export const Saving: Story = { args: { state: 'saving', answers: { 1: 1, 2: 1, 3: 0 } }, parameters: { storyProblems: shows(['Save Answers']) } };
export const Saved: Story = { args: { state: 'saved', message: MESSAGES.carrierAnswersSaved }, parameters: { noInputs: true, storyProblems: shows([MESSAGES.carrierAnswersSaved]) } };
