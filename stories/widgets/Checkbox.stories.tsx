import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Checkbox',
  component: FieldStory,
  args: { tab: 'contact_info', field: 'with_validation' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 1 } };
export const Invalid: Story = { args: { value: 1, serverError: MESSAGES.addressInvalid } };
export const ReadOnly: Story = { args: { value: 1, readOnly: true } };
export const Required: Story = { args: { required: true } };
