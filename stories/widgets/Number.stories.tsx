import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Number',
  component: FieldStory,
  args: { tab: 'employer_info', field: 'emp_num_employed' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '250' } };
export const Invalid: Story = { args: { value: '1234567', submitted: true } };
export const ReadOnly: Story = { args: { value: '250', readOnly: true } };
export const Required: Story = { args: { required: true } };
