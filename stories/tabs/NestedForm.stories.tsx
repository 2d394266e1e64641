import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormHarness } from '../fixtures/FormHarness';
import { NESTED_CATALOG, NESTED_FORM, nestedDefinitions } from '../fixtures/nested';

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
