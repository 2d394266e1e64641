import type { Meta, StoryObj } from '@storybook/react-vite';
import { inSpanish } from '../fixtures/language';
import { TabStory } from '../fixtures/TabStory';

/** Personal Information as the demo world's portals define it (enrollment.md section 2), with saved values. */
const meta = {
  title: 'Tabs/Personal Information',
  component: TabStory,
  args: { tab: 'primary_info', portal: 11 },
} satisfies Meta<typeof TabStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portal11: Story = {};
export const Portal12: Story = { args: { portal: 12 } };
/** Portal 12 with nothing saved after Next: every required message at its field. */
export const Portal12Submitted: Story = { args: { portal: 12, filled: false, submitted: true } };
/** Portal 12's required messages, in Spanish. */
export const Portal12SubmittedInSpanish: Story = inSpanish(Portal12Submitted, 'Portal12Submitted');
