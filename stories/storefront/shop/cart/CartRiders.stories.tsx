import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import type { CartRider } from '../../../../src/api/getPlanCart';
import { CartPage } from '../../../../src/storefront/shop/cart';
import { CartRiders } from '../../../../src/storefront/shop/cart/CartRiders';
import { shows } from '../../../fixtures/shows';
import { WithCart } from './cartFixtures';

/** The cart page's "Additional riders" (issue 8 point 6): the riders of plans in the cart, priced for the visitor. */
const meta = {
  title: 'Storefront/Shop/Cart/Additional riders',
  component: CartRiders,
  args: { riders: [], busy: false, error: null, onAdd: () => undefined },
} satisfies Meta<typeof CartRiders>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORTHODONTIA: CartRider = { plan_id: 2201, plan_pricing_id: 22012, plan_name: 'BrightSmile Orthodontia Rider', plan_logo: '', price: '17.00', parent_plan_id: 401 };
const ACCIDENTAL_DEATH: CartRider = { plan_id: 2202, plan_pricing_id: 22021, plan_name: 'Accidental Death Rider', plan_logo: '', price: '3.50', parent_plan_id: 1501 };

const DENTAL_CART = {
  result: [{ plan_id: 401, plan_pricing_id: 4011, plan_name: 'BrightSmile Dental Plus', plan_logo: '', price: '38.20', removable: true, plan_type: 'standard' }],
  initial_month_cost: '38.20', recurring_month_cost: '38.20',
};

/** Two riders offered, each with its monthly price and Add to Cart. */
export const TwoRiders: Story = {
  args: { riders: [ORTHODONTIA, ACCIDENTAL_DEATH] },
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.cartRidersTitle, 'BrightSmile Orthodontia Rider', '$17.00', 'Accidental Death Rider', '$3.50', MESSAGES.cartUpsellAdd]) },
};

/** An add refused by the server: its text above the list, the offer kept. */
export const AddRefused: Story = {
  args: { riders: [ORTHODONTIA], error: MESSAGES.riderNeedsParent.replaceAll('{plan}', 'BrightSmile Dental Plus') },
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.riderNeedsParent.replaceAll('{plan}', 'BrightSmile Dental Plus'), 'BrightSmile Orthodontia Rider']) },
};

/** No rider offered: nothing at all. */
export const NoRiders: Story = {
  parameters: { noInputs: true, storyProblems: shows([], [MESSAGES.cartRidersTitle]) },
};

/** The whole cart page with the dental plan: the orthodontia rider offered under its lines. */
export const InTheCart: Story = {
  render: () => <WithCart cart={DENTAL_CART} riders={[ORTHODONTIA]}><CartPage /></WithCart>,
  parameters: { storyProblems: shows(['BrightSmile Dental Plus', MESSAGES.cartRidersTitle, 'BrightSmile Orthodontia Rider', '$17.00', 'Order Info']) },
};
