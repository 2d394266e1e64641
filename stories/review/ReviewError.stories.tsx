import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { ReviewErrorDialog } from '../../src/enrollment/review/ReviewErrorDialog';
import { shows } from '../fixtures/shows';

/** A failed Next: the spec's message and Save and Continue Later; the steps completion named, when it did. */
const meta = {
  title: 'Review/Error dialog',
  component: ReviewErrorDialog,
  args: { errors: [], onSaveLater: () => undefined, onClose: () => undefined },
  parameters: { noInputs: true },
} satisfies Meta<typeof ReviewErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any failure (network, server): the spec's dialog. */
export const Failed: Story = { parameters: { storyProblems: shows([MESSAGES.reviewSaveFailed, 'Save and Continue Later']) } };
/** Completion refused: the incomplete steps are named. */
export const IncompleteSteps: Story = {
  args: {
    errors: [
      { target_element: 'primary_info.ssn', error_message: MESSAGES.ssn },
      { target_element: 'beneficiary_info', error_message: MESSAGES.stepIncomplete },
    ],
  },
  parameters: { storyProblems: shows([MESSAGES.reviewSaveFailed, 'Personal Information', MESSAGES.ssn, 'Beneficiary Information']) },
};
