import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Weight',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'weight' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '150' } };
export const Invalid: Story = { args: { value: '0', submitted: true } };
export const ReadOnly: Story = { args: { value: '150', readOnly: true } };
export const Required: Story = { args: { required: true } };
