import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { UpsellPopup } from '../../../../machines/storefront/checkout';
import { DEMO_UPSELL_OFFERS } from '../../../../schemas/demo/catalog';
import { MESSAGES } from '../../../../schemas/messages';
import { ConfirmationDialog, RemoveDialog, UpsellDialog } from '../../../../src/storefront/shop/cart/CartDialogs';
import { OrderInfo } from '../../../../src/storefront/shop/cart/OrderInfo';
import { PlanDetailsDialog } from '../../../../src/storefront/shop/cart/PlanDetailsDialog';
import { shows } from '../../../fixtures/shows';
import { DATES, ONE_LINE } from './cartFixtures';

const noop = () => undefined;
const [TERM, BUNDLE] = DEMO_UPSELL_OFFERS;
const popup = (offer: typeof TERM, category: string, price: string, bundle: [number, number] | null): UpsellPopup => ({
  plan_category: category, pop_up_display: true, pop_up_title: offer.pop_up_title, pop_up_header: offer.pop_up_header, pop_up_link: '',
  pop_up_link_description: '', plan_price: price, plan_id: offer.plan_id, ppid: offer.plan_id * 10 + 2, plan_id_1: bundle?.[0] ?? null, plan_pricing_id_1: bundle?.[1] ?? null,
});
const TERM_POPUP = popup(TERM, 'term_life', '23.80', null);
const BUNDLE_POPUP = popup(BUNDLE, 'vision', '33.90', [401, 4012]);

/** The cart's modals (storefront.md section 2 "Cart page") and the Order Info panel's states. */
const meta = {
  title: 'Storefront/Shop/Cart/Dialogs',
  component: RemoveDialog,
  args: { line: { plan_id: 401, plan_pricing_id: 4011, plan_name: 'BrightSmile Dental Plus' }, busy: false, onConfirm: noop, onCancel: noop },
  parameters: { noInputs: true },
} satisfies Meta<typeof RemoveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Remove confirmation: Yes or No. */
export const RemoveConfirmation: Story = {
  parameters: { storyProblems: shows(['Remove plan', MESSAGES.cartRemoveConfirm.replace('{plan}', 'BrightSmile Dental Plus'), 'Yes', 'No']) },
};

/** The term life upsell: 'Add To Cart' or 'No, I like medical questions.' */
export const TermLifeUpsell: Story = {
  render: () => <UpsellDialog popup={TERM_POPUP} busy={false} error={null} onAdd={noop} onDecline={noop} />,
  parameters: { storyProblems: shows([TERM.pop_up_title, TERM.pop_up_header, '$23.80', MESSAGES.cartUpsellAdd, MESSAGES.cartTermLifeDecline]) },
};

/** The vision/dental bundle: 'Add To Cart' or 'No, I like waiting periods.' */
export const VisionDentalBundle: Story = {
  render: () => <UpsellDialog popup={BUNDLE_POPUP} busy={false} error={null} onAdd={noop} onDecline={noop} />,
  parameters: { storyProblems: shows([BUNDLE.pop_up_title, '$33.90', MESSAGES.cartUpsellAdd, MESSAGES.cartBundleDecline]) },
};

/** An upsell the server refused (its text in the popup), while adding. */
export const UpsellRefused: Story = {
  render: () => <UpsellDialog popup={TERM_POPUP} busy error="This plan is in its enrollment blackout period." onAdd={noop} onDecline={noop} />,
  parameters: { storyProblems: shows(['This plan is in its enrollment blackout period.']) },
};

/** The cart confirmation of reps and groups: Rep Enrollment, Member Enrollment, Back to Cart. */
export const CartConfirmation: Story = {
  render: () => <ConfirmationDialog onChoose={noop} onBack={noop} />,
  parameters: { storyProblems: shows([MESSAGES.cartRepEnrollment, MESSAGES.cartMemberEnrollment, MESSAGES.cartBackToCart]) },
};

/** Order Info after Checkout without an effective date. */
export const OrderInfoWithoutDate: Story = {
  render: () => (
    <MemoryRouter>
      <OrderInfo cart={ONE_LINE} dates={DATES} effectiveDate={null} dateError={MESSAGES.cartChooseEffectiveDate} busy={false} onChooseDate={noop} onCheckout={noop} />
    </MemoryRouter>
  ),
  parameters: { noInputs: false, storyProblems: shows(['Order Info', '$412.50', MESSAGES.cartChooseEffectiveDate]) },
};

/** Order Info while the checkout runs. */
export const OrderInfoCheckingOut: Story = {
  render: () => <OrderInfo cart={ONE_LINE} dates={DATES} effectiveDate={DATES[0]} dateError={null} busy onChooseDate={noop} onCheckout={noop} />,
  parameters: { noInputs: false, storyProblems: shows(['Checking out…']) },
};

const DETAIL = {
  plan: {
    plan_id: 301, plan_name: 'Prairie Medical Essentials', plan_type: 'standard', plan_category: 'medical', category_name: 'Medical Plans', plan_logo: '',
    plan_short_text: 'Doctor visits, hospital stays and prescriptions with one deductible.', carrier: 'Prairie Health', requires_membership: false,
    is_prudential_plan: false, admin_fee_percent: 0,
  },
  plan_desc: {
    header_text: 'Everyday medical cover for Illinois families', body_text: 'Primary care visits from the first day.\nHospital stays after the deductible.',
    blueBarText: '', association_text: '', exclusions_text_name: '', exclusions_text: '', example_text_name: '', example_text: '', faq_text_name: '', faq_text: '',
  },
};

/** A cart plan's details (its name opens them). */
export const PlanDetails: Story = {
  render: () => (
    <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(['cart-plan-detail', 301])]: DETAIL } }}>
      <PlanDetailsDialog line={{ plan_id: 301, plan_name: 'Prairie Medical Essentials' }} onClose={noop} />
    </SWRConfig>
  ),
  parameters: { storyProblems: shows(['Prairie Medical Essentials', 'Hospital stays after the deductible.', "Open the plan's page", 'Close']) },
};
