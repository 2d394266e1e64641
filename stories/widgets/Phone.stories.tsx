import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Phone',
  component: FieldStory,
  args: { tab: 'contact_info', field: 'phone_number' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '5552010001' } };
export const Invalid: Story = { args: { value: '555201', submitted: true } };
export const ReadOnly: Story = { args: { value: '5552010001', readOnly: true } };
export const Required: Story = { args: { required: true } };
