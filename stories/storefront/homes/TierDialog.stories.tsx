import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../schemas/messages';
import { TierDialog } from '../../../src/storefront/homes/TierDialog';
import { shows } from '../../fixtures/shows';

/** The Enroll Now tier dialog in each state of machines/storefront/memberEnroll. */
const meta = {
  title: 'Storefront/Homes/Tier dialog',
  component: TierDialog,
  args: {
    memberName: 'Morgan Lee', tier: null, error: null, busy: false,
    onTier: () => undefined, onSubmit: () => undefined, onCancel: () => undefined,
  },
} satisfies Meta<typeof TierDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from Morgan Lee's row: no tier chosen yet. */
export const Choosing: Story = { parameters: { storyProblems: shows(['Choose a tier', 'Morgan Lee', 'Member Only', 'Family'], [MESSAGES.chooseTier]) } };

/** Submit without a tier. */
export const TierRequired: Story = { args: { error: MESSAGES.chooseTier }, parameters: { storyProblems: shows([MESSAGES.chooseTier]) } };

/** A tier chosen, the filter being created (buttons disabled). */
export const Submitting: Story = { args: { tier: 'IS', busy: true }, parameters: { storyProblems: shows(['Member + Spouse']) } };

/** The server refused (its message shown at the tier). */
export const Refused: Story = { args: { tier: 'IS', error: MESSAGES.signInForbidden }, parameters: { storyProblems: shows([MESSAGES.signInForbidden]) } };
