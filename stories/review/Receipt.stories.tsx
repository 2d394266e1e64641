import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { ReceiptCard } from '../../src/enrollment/receipt/ReceiptCard';
import { FIXTURE_RECEIPT, REVIEW_BRANDING } from '../fixtures/review';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the receipt's own styles
import '../../src/enrollment/receipt/receipt.css';
import { atPhone } from '../fixtures/viewports';

/** The receipt: the thank-you image, 'Dear {name}, Thank you', the confirmation number and the mail line. */
const meta = {
  title: 'Review/Receipt',
  component: ReceiptCard,
  args: {
    receipt: FIXTURE_RECEIPT, image: REVIEW_BRANDING.thank_you_image ?? null,
    home: <button type="button" className="btn btn--primary">Return to homepage</button>,
  },
  parameters: { noInputs: true },
} satisfies Meta<typeof ReceiptCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Receipt: Story = {
  parameters: { storyProblems: shows([`Dear ${FIXTURE_RECEIPT.name}, Thank you`, FIXTURE_RECEIPT.policy_id, MESSAGES.receiptMailed, 'Return to homepage']) },
};
/** A site without a thank-you image. */
export const WithoutImage: Story = { args: { image: null }, parameters: { storyProblems: shows([FIXTURE_RECEIPT.policy_id]) } };

/** The receipt at the narrowest phone width. */
export const ReceiptAtPhone: Story = atPhone(Receipt, 'Receipt');
