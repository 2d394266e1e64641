import type { Meta, StoryObj } from '@storybook/react-vite';
import { pricingDefinitions, pricingForm } from '../../../../adapters';
import { MESSAGES } from '../../../../schemas/messages';
import type { PricingFormDefinition } from '../../../../src/storefront/shop/detail/usePricingForm';
import { DependentInfoView } from '../../../../src/storefront/shop/questions/DependentInfoView';
import { localValidation } from '../../../fixtures/localValidation';
import { shows } from '../../../fixtures/shows';

const noop = () => undefined;

/** The engine's form of the tier, as get-form-fields-pricing/dependentInfo?tier= gives it (the story's validator compiles on the fly). */
function formOf(tier: string): PricingFormDefinition {
  const form = pricingForm('dependentInfo', pricingDefinitions('dependentInfo', { tier }));
  return { form, validation: localValidation(form) };
}

/** Plan 1901's dependent info dialog ('Please provide the following information') per tier and state. */
const meta = {
  title: 'Storefront/Questions/Dependent info dialog',
  component: DependentInfoView,
  args: { definition: formOf('IF'), values: { dep_dob: '', no_of_children: '' }, errors: {}, busy: false, onChange: noop, onSubmit: noop, onClose: noop },
} satisfies Meta<typeof DependentInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Member + Spouse: the spouse's DOB only. */
export const Spouse: Story = { args: { definition: formOf('IS') }, parameters: { storyProblems: shows([MESSAGES.dependentInfoTitle, 'Spouse DOB (mm/dd/yyyy)'], ['Number of children']) } };
/** Member + Child(ren): 1 to 9 children. */
export const Children: Story = { args: { definition: formOf('IC') }, parameters: { storyProblems: shows(['Number of children', '9'], ['Spouse DOB']) } };
/** Family: both, 1 to 8 children. */
export const Family: Story = { args: { values: { dep_dob: '02/02/1986', no_of_children: '2' } }, parameters: { storyProblems: shows(['Spouse DOB (mm/dd/yyyy)', 'Number of children', 'Continue']) } };
/** The server refused both (its field errors at their fields). */
export const Required: Story = {
  args: { errors: { dep_dob: MESSAGES.required, no_of_children: MESSAGES.required } }, parameters: { storyProblems: shows([MESSAGES.required]) },
};
/** A spouse DOB of today or later. */
export const DateNotBeforeToday: Story = {
  args: { definition: formOf('IS'), values: { dep_dob: '12/31/2099', no_of_children: '' }, errors: { dep_dob: MESSAGES.pastDate } }, parameters: { storyProblems: shows([MESSAGES.pastDate]) },
};
/** While the form loads. */
export const Loading: Story = { args: { definition: undefined }, parameters: { noInputs: true, storyProblems: shows([MESSAGES.dependentInfoTitle, 'Loading…']) } };
export const Saving: Story = { args: { busy: true, values: { dep_dob: '02/02/1986', no_of_children: '2' } }, parameters: { storyProblems: shows(['Continue']) } };
