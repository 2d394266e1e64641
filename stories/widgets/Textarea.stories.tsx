import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Textarea',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'additional_notes', hint: { title: 'Additional Notes', widget: 'textarea', maxLength: 500 } },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Allergic to penicillin.' } };
export const Invalid: Story = { args: { value: 'x'.repeat(501), submitted: true } };
export const ReadOnly: Story = { args: { value: 'Allergic to penicillin.', readOnly: true } };
export const Required: Story = { args: { required: true } };
