import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { shows } from '../../../fixtures/shows';
import { EMPTY_CART, MANY_LINES, ONE_LINE, WithCart } from './cartFixtures';
import { atPhone } from '../../../fixtures/viewports';

/** /cart (storefront.md section 2 "Cart page"): 'My Cart' with 0, 1 and many plans. */
const meta = {
  title: 'Storefront/Shop/Cart/Cart page',
  component: CartPage,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: 'No items in cart.' and Continue Shopping, no Order Info. */
export const Empty: Story = {
  render: () => <WithCart cart={EMPTY_CART}><CartPage /></WithCart>,
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.cartTitle, MESSAGES.cartEmpty, MESSAGES.cartContinueShopping], ['Order Info']) },
};

/** One plan: its line with Remove, the totals, the effective dates and Checkout. */
export const OnePlan: Story = {
  render: () => <WithCart cart={ONE_LINE}><CartPage /></WithCart>,
  parameters: { storyProblems: shows(['Prairie Medical Essentials', '$412.50', 'Order Info', 'Initial month', 'Recurring monthly', 'Effective Date', '12/01/2026', 'Checkout']) },
};

/** Many plans: the wellness membership has no Remove while the premier plan is in the cart. */
export const ManyPlans: Story = {
  render: () => <WithCart cart={MANY_LINES}><CartPage /></WithCart>,
  parameters: {
    storyProblems: () => {
      const missing = shows(['Premier Family Medical', 'Wellness Association Membership', 'ClearView Vision', '$715.20'])();
      const removable = [...document.body.querySelectorAll('button')].map((button) => button.getAttribute('aria-label')).filter(Boolean);
      return removable.includes('Remove Wellness Association Membership') ? [...missing, 'shown: Remove of the membership'] : missing;
    },
  },
};

/** The cart, names whole and nothing under Help at the narrowest phone width. */
export const ManyPlansAtPhone: Story = atPhone(ManyPlans, 'ManyPlans');
