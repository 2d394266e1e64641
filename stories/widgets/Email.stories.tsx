import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Email',
  component: FieldStory,
  args: { tab: 'contact_info', field: 'email_address' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'demo@example.com' } };
export const Invalid: Story = { args: { value: 'demo@', submitted: true } };
export const ReadOnly: Story = { args: { value: 'demo@example.com', readOnly: true } };
export const Required: Story = { args: { required: true } };
