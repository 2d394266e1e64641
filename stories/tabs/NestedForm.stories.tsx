import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../fixtures/FormHarness';
import { FIXED_CATALOG, FIXED_FORM, fixedDefinitions, NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../fixtures/nested';

/**
 * A nested form: a question whose Yes reveals a group of details (one of which shows only for
 * one answer) and a list of up to 3 medication rows. The shape of the health questions.
 */
const meta = {
  title: 'Tabs/Nested form',
  component: FormHarness,
  args: { tab: NESTED_FORM, catalog: NESTED_CATALOG, definitions: nestedDefinitions() },
} satisfies Meta<typeof FormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    definitions: nestedDefinitions({
      treated: '1',
      condition: { health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', treatment_notes: 'Daily aspirin' },
      medications: [{ medication: 'Aspirin', dosage: '81 mg' }, { medication: 'Metoprolol', dosage: '25 mg', medical_condition: 'Angina' }],
    }),
  },
};
export const YesSubmitted: Story = {
  args: { definitions: nestedDefinitions({ treated: '1', medications: [{ medication: 'Aspirin' }] }), submitted: true },
};
export const AtTheLimit: Story = {
  args: {
    definitions: nestedDefinitions({
      treated: '0',
      medications: [{ medication: 'Aspirin', dosage: '81 mg' }, { medication: 'Metoprolol', dosage: '25 mg' }, { medication: 'Statin', dosage: '10 mg' }],
    }),
  },
};
export const ServerErrorsNested: Story = {
  args: {
    definitions: nestedDefinitions({ treated: '1', condition: { health_condition: 'Angina' }, medications: [{ medication: 'Aspirin', dosage: '81 mg' }] }),
    serverErrors: [{ target_element: 'medications.0.dosage', error_message: 'Dosage must be a number and a unit' }],
  },
};

/** The questionnaire: fixed rows (one per question, titled by its text, no add or remove), a Yes's own detail row, a list that always holds one row. */
export const Questionnaire: Story = { args: { tab: FIXED_FORM, catalog: FIXED_CATALOG, definitions: fixedDefinitions() } };
export const QuestionnaireAnswered: Story = {
  args: {
    tab: FIXED_FORM, catalog: FIXED_CATALOG,
    definitions: fixedDefinitions({ questions: [{ answer: 1, details: [{ since: '02/03/2020', note: 'Daily' }] }, { answer: 0 }, { answer: 1, details: [{ note: 'Twice' }] }], doses: [{ amount: '5 mg' }, { amount: '10 mg' }] }),
  },
};
export const QuestionnaireSubmitted: Story = { args: { tab: FIXED_FORM, catalog: FIXED_CATALOG, definitions: fixedDefinitions(), submitted: true } };
