import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildPlanHealthForm, planHealthValues } from '../../../../adapters';
import type { HealthAnswer, HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { MESSAGES } from '../../../../schemas/messages';
import { localValidation } from '../../../fixtures/localValidation';
import { HealthQuestionPanelView } from '../../../../src/storefront/shop/questions/HealthQuestionPanelView';
import { shows } from '../../../fixtures/shows';
import { ALL_YES, HEALTH_QUESTIONS, QUESTION_SET, UNANSWERED } from './questionsFixtures';
import { atPhone } from '../../../fixtures/viewports';

const noop = () => undefined;

/** The engine's form of these questions (the app's adapters), its validation and the values of these answers. */
function formOf(questions: readonly HealthQuestion[], answers: readonly HealthAnswer[] = []) {
  const form = buildPlanHealthForm(questions);
  return { questions, form, validation: localValidation(form), values: planHealthValues(form, questions, answers) };
}

/** Plan detail's health-question panel (plan 305) in each state of machines/storefront/healthQuestionPanel. */
const meta = {
  title: 'Storefront/Questions/Health question panel',
  component: HealthQuestionPanelView,
  args: {
    state: 'answering', ...formOf(HEALTH_QUESTIONS, UNANSWERED), errors: {}, message: null, onChange: noop, onSubmit: noop, onRetry: noop,
  },
} satisfies Meta<typeof HealthQuestionPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading', ...formOf([]) }, parameters: { noInputs: true, storyProblems: shows(['Loading the questions…']) } };

export const LoadFailed: Story = {
  args: { state: 'failed', ...formOf([]), message: MESSAGES.generalError }, parameters: { noInputs: true, storyProblems: shows([MESSAGES.generalError, 'Try again']) },
};

/** The three questions, nothing answered. */
export const Unanswered: Story = { parameters: { storyProblems: shows(HEALTH_QUESTIONS.map((q) => q.question_text)) } };

/** Submit with nothing answered: the message shows once, above the questions (each question is described by it for screen readers). */
export const AnswerAllQuestions: Story = {
  args: { errors: { general: MESSAGES.answerAllQuestions, 'answers.0.yes_no_flag': MESSAGES.answerAllQuestions, 'answers.1.yes_no_flag': MESSAGES.answerAllQuestions, 'answers.2.yes_no_flag': MESSAGES.answerAllQuestions } },
  parameters: { storyProblems: shows([MESSAGES.answerAllQuestions]) },
};

/** Yes to each: who it concerns (text_field), the conditions by option group (checkbox), two detail entries (detail). */
export const YesToEach: Story = {
  args: formOf(HEALTH_QUESTIONS, ALL_YES),
  parameters: { storyProblems: shows(['Who does this apply to?', 'A. Prior to age 60', 'B. Prior to age 75', 'Cancer', 'Diabetes', 'Reason for condition', 'More details (optional)']) },
};

/** Yes with what it needs missing. */
export const YesIncomplete: Story = {
  args: {
    ...formOf(HEALTH_QUESTIONS, [{ question_id: 3051, yes_no_flag: 1 }, { question_id: 3052, yes_no_flag: 1 }, { question_id: 3053, yes_no_flag: 1 }]),
    errors: { 'answers.0.who': MESSAGES.required, 'answers.1.checkbox_answers': MESSAGES.questionChooseCondition, 'answers.2.detail.0.dot_from': MESSAGES.required },
  },
  parameters: { storyProblems: shows([MESSAGES.required, MESSAGES.questionChooseCondition]) },
};

export const Saving: Story = { args: { state: 'saving', ...formOf(HEALTH_QUESTIONS, ALL_YES) }, parameters: { storyProblems: shows(['Submit Answers']) } };

/** Cancer prior to age 60: the server's decline text. */
export const Declined: Story = {
  args: {
    state: 'declined', ...formOf(HEALTH_QUESTIONS, [{ question_id: 3051, yes_no_flag: 0 }, { question_id: 3052, yes_no_flag: 1, checkbox_answers: [1] }, { question_id: 3053, yes_no_flag: 0 }]),
    message: QUESTION_SET.decline_message },
  parameters: { storyProblems: shows([QUESTION_SET.decline_message]) },
};

/** The plan asks no questions (a data folder seeded before migration 021): said, no Submit. */
export const NoQuestions: Story = { args: formOf([]), parameters: { noInputs: true, storyProblems: shows([MESSAGES.questionsNone]) } };

/** One answer-all message at the narrowest phone width. */
export const AnswerAllQuestionsAtPhone: Story = atPhone(AnswerAllQuestions, 'AnswerAllQuestions');
