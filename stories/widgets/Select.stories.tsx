import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Select',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'marital_status' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '1' } };
export const Invalid: Story = { args: { required: true, submitted: true } };
export const ReadOnly: Story = { args: { value: '1', readOnly: true } };
export const Required: Story = { args: { required: true } };
