import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from '../fixtures/FieldStory';

/** A field the catalog does not know still renders: from the server's hint, else as text (never dropped). */
const meta = {
  title: 'Tabs/Unknown field',
  component: FieldStory,
  args: { tab: 'primary_info', field: 'favourite_color' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutHint: Story = { args: { value: 'Teal' } };
export const WithHint: Story = {
  args: {
    field: 'member_number',
    value: 'AB12',
    required: true,
    submitted: true,
    hint: { title: 'Member Number', pattern: '^[0-9]{6}$', maxLength: 6, message: 'Member number has 6 digits' },
  },
};
export const WithHintChoices: Story = {
  args: { field: 'shirt_size', value: 'M', hint: { title: 'Shirt Size', choices: [{ value: 'S', label: 'Small' }, { value: 'M', label: 'Medium' }] } },
};
