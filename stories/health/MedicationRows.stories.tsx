import type { Meta, StoryObj } from '@storybook/react-vite';
import { healthStoryProblems, HealthStory } from '../fixtures/HealthStory';

/** The medication question: No, Yes with row 1 (always there, not removable), 1 and 3 rows (at the limit: no add), and Yes submitted empty. */
const meta = {
  title: 'Widgets/Medication rows',
  component: HealthStory,
  args: { questionIds: [150] },
  parameters: { storyProblems: healthStoryProblems },
} satisfies Meta<typeof HealthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ASPIRIN = { medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' };

export const No: Story = { args: { answers: { 150: { yes_no_flag: 0 } } } };
export const YesFirstRow: Story = { args: { answers: { 150: { yes_no_flag: 1 } } } };
export const OneRow: Story = { args: { answers: { 150: { yes_no_flag: 1, medications: [ASPIRIN] } } } };
export const ThreeRowsAtTheLimit: Story = {
  args: {
    answers: {
      150: { yes_no_flag: 1, medications: [ASPIRIN, { medication: 'Metoprolol', dosage: '25 mg', medical_condition: 'High blood pressure' }, { medication: 'Atorvastatin', dosage: '10 mg', medical_condition: 'Cholesterol' }] },
    },
  },
};
export const YesSubmittedEmpty: Story = { args: { answers: { 150: { yes_no_flag: 1 } }, submitted: true } };
export const ServerErrorOnRow: Story = {
  args: {
    answers: { 150: { yes_no_flag: 1, medications: [ASPIRIN, { medication: 'Metoprolol', dosage: 'lots', medical_condition: 'High blood pressure' }] } },
    serverErrors: [{ target_element: 'medication_question.medications.1.dosage', error_message: 'Please give the dose and its unit' }],
  },
};
