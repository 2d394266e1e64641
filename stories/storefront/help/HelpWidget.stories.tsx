import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../schemas/messages';
import { HelpWidgetView } from '../../../src/storefront/help/HelpWidgetView';
import { shows } from '../../fixtures/shows';
import { A_NAME, DONE, FIRST_STEP, helpContext, SLIDE_STEP, TICKET_URL, ZIP_STEP } from './helpFixtures';
import { atPhone } from '../../fixtures/viewports';

/** The help widget's every step (storefront.md sections 2, 4 and 5): the button, the options, and the rep conversation. */
const meta = {
  title: 'Storefront/Help/Help widget',
  component: HelpWidgetView,
  args: { open: true, step: 'menu', context: helpContext(null), ticketUrl: TICKET_URL, send: () => undefined },
  parameters: { noInputs: true },
} satisfies Meta<typeof HelpWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false }, parameters: { storyProblems: shows(['Help'], [MESSAGES.helpGreeting]) } };

export const Options: Story = { parameters: { storyProblems: shows([MESSAGES.helpGreeting, 'Create Ticket', 'Feedback', 'Contact Rep']) } };

export const OptionsWithoutTicketing: Story = {
  args: { ticketUrl: null },
  parameters: { storyProblems: shows([MESSAGES.helpGreeting, 'Contact Rep'], ['Create Ticket']) },
};

export const Loading: Story = { args: { step: 'loading' }, parameters: { storyProblems: shows(['Contact Rep', 'Loading…', 'Back']) } };

export const LoadFailed: Story = {
  args: { step: 'loadFailed' },
  parameters: { storyProblems: shows(['The conversation could not be loaded.', 'Try again']) },
};

export const FirstQuestion: Story = {
  args: { step: 'ready', context: helpContext(FIRST_STEP, ['']) },
  parameters: { noInputs: false, storyProblems: shows(['Hi! I can pass your question to Jordan. What is your name?', 'Your name', 'Send', 'Back']) },
};

export const SlideStep: Story = {
  args: { step: 'ready', context: helpContext(SLIDE_STEP, ['sam@example.com', '']) },
  parameters: { noInputs: false, storyProblems: shows(['How can Jordan reach you?', 'E-mail', 'Phone (10 digits)', 'Sam Rivera', 'Edit']) },
};

export const SlideStepRefused: Story = {
  args: { step: 'ready', context: helpContext(SLIDE_STEP, ['sam@example.com', ''], { error: MESSAGES.helpSlideBoth }) },
  parameters: { noInputs: false, storyProblems: shows(['Please fill the both fields.']) },
};

export const Sending: Story = {
  args: { step: 'sending', context: helpContext(SLIDE_STEP, ['sam@example.com', '5552010002']) },
  parameters: { noInputs: false, storyProblems: shows(['Sending…']) },
};

export const SendFailed: Story = {
  args: { step: 'ready', context: helpContext(ZIP_STEP, ['627'], { error: 'Invalid Zip code' }) },
  parameters: { noInputs: false, storyProblems: shows(['What is your zip code?', 'Invalid Zip code', 'sam@example.com, 5552010002']) },
};

export const EditingAnEarlierAnswer: Story = {
  args: { step: 'ready', context: helpContext(ZIP_STEP, [A_NAME.answer], { editing: A_NAME.question_id }) },
  parameters: { noInputs: false, storyProblems: shows([`Editing your answer to: ${A_NAME.question}`, 'Cancel edit']) },
};

export const Finished: Story = {
  args: { step: 'finished', context: helpContext(DONE) },
  parameters: { storyProblems: shows(['Thank you! Jordan will contact you soon.', 'Dental for my family', '62701']) },
};

/** The Help button in its corner at the narrowest phone width. */
export const ClosedAtPhone: Story = atPhone(Closed, 'Closed');
