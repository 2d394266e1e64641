import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { BillingFieldStory, billingFieldStoryProblems, type BillingFieldStoryProps } from '../fixtures/BillingStory';

/**
 * The billing widgets in every state (enrollment.md sections 3, 5 and 9): payment type, bill
 * date ('Nth of month'), the account on file or 'new', routing number with the bank it found,
 * account number, card number, security code, expiry month and year, 'Choose physical address'.
 */
const meta = {
  title: 'Widgets/Billing',
  component: BillingFieldStory,
  args: { field: 'routing_number', method: 'eft' },
  parameters: { storyProblems: (args: BillingFieldStoryProps, container: HTMLElement) => billingFieldStoryProblems(args, container) },
} satisfies Meta<typeof BillingFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentTypeReadOnly: Story = { args: { field: 'payment_method', value: 'cc', readOnly: true } };
export const BillDateDefault: Story = { args: { field: 'bill_date', value: '28', required: true } };
export const BillDateMissing: Story = { args: { field: 'bill_date', required: true, submitted: true } };
export const BillDateReadOnly: Story = { args: { field: 'bill_date', value: '15', readOnly: true } };
export const BankOnFile: Story = { args: { field: 'bank_id', value: '1', accounts: true } };
export const BankNew: Story = { args: { field: 'bank_id', value: 'new', accounts: true } };
export const CardOnFile: Story = { args: { field: 'card_id', method: 'cc', value: '1', accounts: true } };
export const RoutingEmpty: Story = { args: { required: true } };
export const RoutingMissing: Story = { args: { required: true, submitted: true } };
export const RoutingShort: Story = { args: { value: '1234', submitted: true } };
export const RoutingLookingUp: Story = { args: { value: '123456780', status: MESSAGES.routingLookingUp } };
export const RoutingFound: Story = { args: { value: '123456780', status: 'First Demo Bank' } };
export const RoutingLookupFailed: Story = { args: { value: '123456789', serverError: MESSAGES.routingChecksum } };
export const RoutingReadOnly: Story = { args: { value: '123456780', readOnly: true } };
export const AccountNumberFilled: Story = { args: { field: 'account_number', value: '123456789012' } };
export const AccountNumberShort: Story = { args: { field: 'account_number', value: '12', submitted: true } };
export const AccountNumberMasked: Story = { args: { field: 'account_number', value: 'xxxxxxxx6789', readOnly: true } };
export const AccountHolderInvalid: Story = { args: { field: 'account_name', value: 'Casey_Rivera!', submitted: true } };
export const CardNumberFilled: Story = { args: { field: 'card_number', method: 'cc', value: '4242424242424242' } };
export const CardNumberShort: Story = { args: { field: 'card_number', method: 'cc', value: '4242', submitted: true } };
export const CardNumberRefused: Story = { args: { field: 'card_number', method: 'cc', value: '4242424242424241', serverError: MESSAGES.cardInvalid } };
export const CardNumberMasked: Story = { args: { field: 'card_number', method: 'cc', value: 'xxxxxxxxxxxx4242', readOnly: true } };
export const SecurityCodeFilled: Story = { args: { field: 'security_code', method: 'cc', value: '123' } };
export const SecurityCodeShort: Story = { args: { field: 'security_code', method: 'cc', value: '12', submitted: true } };
export const ExpiryMonthFilled: Story = { args: { field: 'expiration_month', method: 'cc', value: '12' } };
export const ExpiryMonthMissing: Story = { args: { field: 'expiration_month', method: 'cc', required: true, submitted: true } };
export const ExpiryMonthExpired: Story = { args: { field: 'expiration_month', method: 'cc', value: '01', serverError: MESSAGES.cardExpired } };
export const ExpiryYearFilled: Story = { args: { field: 'expiration_year', method: 'cc', value: '2030' } };
export const ExpiryYearMissing: Story = { args: { field: 'expiration_year', method: 'cc', required: true, submitted: true } };
export const ExpiryYearReadOnly: Story = { args: { field: 'expiration_year', method: 'cc', value: '2030', readOnly: true } };
export const PhysicalAddressUnchecked: Story = { args: { field: 'is_physical_address', method: 'cc', value: 'no' } };
export const PhysicalAddressChecked: Story = { args: { field: 'is_physical_address', method: 'cc', value: 'yes' } };
export const BillingZipInvalid: Story = { args: { field: 'zip', method: 'cc', value: '627011', submitted: true } };
