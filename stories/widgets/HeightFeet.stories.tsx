import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Height (feet)',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'height_feet' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '5' } };
export const Invalid: Story = { args: { value: '0', submitted: true } };
export const ReadOnly: Story = { args: { value: '5', readOnly: true } };
export const Required: Story = { args: { required: true } };
