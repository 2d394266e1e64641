import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionField } from '../../schemas/forms/healthForm';
import { healthStoryProblems, HealthStory } from '../fixtures/HealthStory';
import { shows } from '../fixtures/shows';
import { atPhone } from '../fixtures/viewports';

/** Health Questions as the demo world's portals ask them (both ask 140, 141, 145, 146, 147 and 150), empty, answered and submitted. */
const meta = {
  title: 'Tabs/Health Questions',
  component: HealthStory,
  args: { portalId: 11 },
  parameters: { storyProblems: healthStoryProblems },
} satisfies Meta<typeof HealthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL_NO = { 140: { yes_no_flag: 0 }, 141: { yes_no_flag: 0 }, 145: { yes_no_flag: 0 }, 146: { yes_no_flag: 0 }, 147: { yes_no_flag: 0 }, 150: { yes_no_flag: 0 } };

export const Portal11Empty: Story = {};
export const Portal11Answered: Story = {
  args: {
    answers: {
      ...ALL_NO,
      140: { yes_no_flag: 1, conditions: [{ health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '1', d_last_seen: '01/15/2026' }] },
      150: { yes_no_flag: 1, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }] },
    },
    notes: 'Seen by a cardiologist every year.',
  },
};
export const Portal12AllNo: Story = { args: { portalId: 12, answers: ALL_NO } };
export const Portal12Submitted: Story = { args: { portalId: 12, submitted: true } };

/**
 * A group's published health definition (the studio's Health form): question 140 in the group's
 * words, 145 not asked, 'Health Condition' labelled 'Diagnosis' with help, Symptoms hidden.
 */
export const GroupDefinition: Story = {
  args: {
    answers: { 140: { yes_no_flag: 1, conditions: [{}] } },
    definition: {
      fields: {
        [questionField(140)]: { widget: 'text', label: 'In the last 5 years, were you treated for a heart condition?' },
        [questionField(145)]: { widget: 'text', label: 'Pregnant', hidden: true },
        health_condition: { label: 'Diagnosis', help: 'As your doctor wrote it' },
        symptoms: { hidden: true },
      },
    },
  },
  parameters: { storyProblems: shows(['In the last 5 years, were you treated for a heart condition?', 'Diagnosis', 'As your doctor wrote it']) },
};

/** Health questions submitted at the narrowest phone width. */
export const Portal12SubmittedAtPhone: Story = atPhone(Portal12Submitted, 'Portal12Submitted');
