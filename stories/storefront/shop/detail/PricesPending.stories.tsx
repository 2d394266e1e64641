import type { Meta, StoryObj } from '@storybook/react-vite';
import { PricesPending } from '../../../../src/storefront/shop/detail/PricesPending';
import { shows } from '../../../fixtures/shows';

/** The price while it loads: 'Loading prices…' in the room of one price card, so nothing moves when it arrives. */
const meta = {
  title: 'Storefront/Plan detail/Prices loading',
  component: PricesPending,
  args: { adminFeePercent: 0, inGroup: false },
  parameters: { noInputs: true, storyProblems: shows(['Loading prices…']) },
} satisfies Meta<typeof PricesPending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan without a fee notice, for a visitor of no group (the card will offer Enroll to Group). */
export const Loading: Story = {};
/** The premier plan's room holds its 3% notice line too. */
export const PremierLoading: Story = { args: { adminFeePercent: 3 } };
