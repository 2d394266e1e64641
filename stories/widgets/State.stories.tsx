import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/State',
  component: FieldStory,
  args: { tab: 'contact_info', field: 'state' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'IL' } };
export const Invalid: Story = { args: { value: 'I', submitted: true } };
export const ReadOnly: Story = { args: { value: 'IL', readOnly: true } };
export const Required: Story = { args: { required: true } };
