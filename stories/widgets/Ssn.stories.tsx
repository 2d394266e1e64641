import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/SSN',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'ssn' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '123456789' } };
export const Invalid: Story = { args: { value: '12345', submitted: true } };
export const ReadOnly: Story = { args: { value: '123456789', readOnly: true } };
export const Required: Story = { args: { required: true } };
