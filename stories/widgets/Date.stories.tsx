import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';
import { atPhone } from '../fixtures/viewports';

const meta = {
  title: 'Widgets/Date',
  component: FieldStory,
  args: { tab: 'employer_info', field: 'employment_start_date' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '03/01/2015' } };
export const Invalid: Story = { args: { value: '02/30/2015', submitted: true } };
export const ReadOnly: Story = { args: { value: '03/01/2015', readOnly: true } };
export const Required: Story = { args: { required: true } };

/** A date field at the narrowest phone width. */
export const FilledAtPhone: Story = atPhone(Filled, 'Filled');
