import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Name',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'first_name' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Dana' } };
export const Invalid: Story = { args: { value: 'D4na', submitted: true } };
export const ReadOnly: Story = { args: { value: 'Dana', readOnly: true } };
export const Required: Story = { args: { required: true } };
