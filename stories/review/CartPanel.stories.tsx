import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartPanel } from '../../src/enrollment/review/CartPanel';
import { LONG_CART, REVIEW_CART } from '../fixtures/review';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the review's own styles
import '../../src/enrollment/review/review.css';
import { atPhone } from '../fixtures/viewports';
import { inSpanish } from '../fixtures/language';
import { ENROLLMENT_TEXT_ES } from '../../schemas/i18n/es/uiText/enrollment';

/** The review's side panel: the cart's plans, 'First Month Total Cost' and 'Recurring Monthly Cost'. */
const meta = {
  title: 'Review/Cart panel',
  component: CartPanel,
  args: { cart: REVIEW_CART },
  parameters: { noInputs: true },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePlan: Story = { parameters: { storyProblems: shows(['Acme Group Medical', '$640.00', 'First Month Total Cost', 'Recurring Monthly Cost']) } };
/** The premier plan with its membership and two more: a one-time fee makes the first month cost more. */
export const SeveralPlans: Story = {
  args: { cart: LONG_CART },
  parameters: { storyProblems: shows(['Premier Family Medical', 'Wellness Association Membership', '$1,065.70', '$1,040.70']) },
};

/** The cart panel, long plan names whole at the narrowest phone width. */
export const SeveralPlansAtPhone: Story = atPhone(SeveralPlans, 'SeveralPlans');

/** The cart panel in Spanish: its headings and the amounts as Intl writes them. */
export const SeveralPlansInSpanish: Story = {
  ...inSpanish(SeveralPlans, 'SeveralPlans'),
  parameters: { storyProblems: shows([ENROLLMENT_TEXT_ES.plansSummary.firstMonthTotalCost, ENROLLMENT_TEXT_ES.plansSummary.recurringMonthlyCost, '$1,065.70']) },
};
