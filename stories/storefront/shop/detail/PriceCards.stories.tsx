import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import { PriceCards } from '../../../../src/storefront/shop/detail/PriceCards';
import { shows } from '../../../fixtures/shows';
import { MEDICAL_LINE, PREMIER_LINE } from './detailFixtures';
import { atPhone } from '../../../fixtures/viewports';

const noop = () => undefined;

/** The priced lines with Enroll Now and Add to Cart. */
const meta = {
  title: 'Storefront/Plan detail/Prices',
  component: PriceCards,
  args: { lines: [MEDICAL_LINE], adminFeePercent: 0, busy: false, onAdd: noop },
  parameters: { noInputs: true },
} satisfies Meta<typeof PriceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plan 301 for tier IS at age 41 in Illinois. */
export const Priced: Story = { parameters: { storyProblems: shows(['$412.50', 'Member + Spouse', 'Enroll Now', 'Add to Cart'], [MESSAGES.planDetailPremierFee]) } };
/** The premier plan at IC: 'Member + 1 Child' and the 3% administrative fee notice. */
export const Premier: Story = { args: { lines: [PREMIER_LINE], adminFeePercent: 3 }, parameters: { storyProblems: shows(['$618.00', 'Member + 1 Child', MESSAGES.planDetailPremierFee]) } };
/** While an add is on its way (or the plan's questions are not answered yet): the buttons wait. */
export const Busy: Story = { args: { busy: true }, parameters: { storyProblems: shows(['$412.50']) } };

/** Plan detail prices at the narrowest phone width. */
export const PricedAtPhone: Story = atPhone(Priced, 'Priced');
