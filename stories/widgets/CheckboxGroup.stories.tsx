import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Checkbox group',
  component: FieldStory,
  args: { tab: 'employer_info', field: 'holiday_policy' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { Standard_6: 1, Birthday: 1 } } };
export const Invalid: Story = { args: { required: true, submitted: true } };
export const ReadOnly: Story = { args: { value: { Standard_6: 1, Birthday: 1 }, readOnly: true } };
export const Required: Story = { args: { required: true } };
