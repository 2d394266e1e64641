import type { Meta, StoryObj } from '@storybook/react-vite';
import { healthStoryProblems, HealthStory } from '../fixtures/HealthStory';

/**
 * One yes/no health question in every state: unanswered, No, Yes revealing its layout's details
 * (empty, filled, submitted with errors, a server error at a nested detail), question 145 (yes/no
 * only) and the special layout of 146 and 147.
 */
const meta = {
  title: 'Widgets/Health question',
  component: HealthStory,
  args: { questionIds: [140] },
  parameters: { storyProblems: healthStoryProblems },
} satisfies Meta<typeof HealthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANGINA = { health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026', symptoms: 'Chest pain when climbing stairs' };

export const Unanswered: Story = {};
export const UnansweredSubmitted: Story = { args: { submitted: true } };
export const No: Story = { args: { answers: { 140: { yes_no_flag: 0 } } } };
export const YesEmpty: Story = { args: { answers: { 140: { yes_no_flag: 1 } } } };
export const YesFilled: Story = { args: { answers: { 140: { yes_no_flag: 1, conditions: [ANGINA] } } } };
export const YesSubmitted: Story = { args: { answers: { 140: { yes_no_flag: 1, conditions: [{ health_condition: 'Angina', date_of_onset: '02/30/2020' }] } }, submitted: true } };
export const YesServerError: Story = {
  args: {
    answers: { 140: { yes_no_flag: 1, conditions: [ANGINA] } },
    serverErrors: [{ target_element: 'condition_questions.0.conditions.0.health_condition', error_message: 'Please name the condition as your doctor did' }],
  },
};
/** 145 shows only yes/no: a Yes reveals nothing. */
export const YesNoOnly: Story = { args: { questionIds: [145], answers: { 145: { yes_no_flag: 1 } } } };
/** 146 and 147: condition, status, last seen by physician, recovery, physician's name, address and phone. */
export const SpecialLayoutYes: Story = { args: { questionIds: [146], answers: { 146: { yes_no_flag: 1 } } } };
export const SpecialLayoutFilled: Story = {
  args: {
    questionIds: [147],
    answers: { 147: { yes_no_flag: 1, conditions: [{ condition: 'Broken ankle', status: 'Recovered', last_seen_by_physician: '03/10/2025', date_of_recovery: '05/01/2025', physician_name: 'Dr. Ada Park', address: '12 Clinic Rd', phone: '5552170300' }] } },
  },
};
export const SpecialLayoutSubmitted: Story = { args: { questionIds: [146], answers: { 146: { yes_no_flag: 1, conditions: [{ phone: '555' }] } }, submitted: true } };
