import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabStory } from '../fixtures/TabStory';

/** Contact Information as the demo world's portals define it (enrollment.md section 2), with saved values. */
const meta = {
  title: 'Tabs/Contact Information',
  component: TabStory,
  args: { tab: 'contact_info', portal: 11 },
} satisfies Meta<typeof TabStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portal11: Story = {};
export const Portal12: Story = { args: { portal: 12 } };
/** Portal 12 with nothing saved after Next: every required message at its field. */
export const Portal12Submitted: Story = { args: { portal: 12, filled: false, submitted: true } };
