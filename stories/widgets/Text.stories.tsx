import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Text',
  component: FieldStory,
  args: { tab: 'contact_info', field: 'city' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Springfield' } };
export const Invalid: Story = { args: { value: 'Spring@field', submitted: true } };
export const ReadOnly: Story = { args: { value: 'Springfield', readOnly: true } };
export const Required: Story = { args: { required: true } };
