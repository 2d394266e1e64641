import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

const meta = {
  title: 'Widgets/Zip',
  component: FieldStory,
  args: { tab: 'contact_info', field: 'zip' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '62701' } };
export const Invalid: Story = { args: { value: '627', submitted: true } };
export const ReadOnly: Story = { args: { value: '62701', readOnly: true } };
export const Required: Story = { args: { required: true } };
