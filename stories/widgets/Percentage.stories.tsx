import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { FieldStory } from '../fixtures/FieldStory';

/** A beneficiary's percentage: digits only as typed, at most 3; 1 to 100 ('Beneficiary percentage should not be 0 or more than 100'). */
const meta = {
  title: 'Widgets/Percentage',
  component: FieldStory,
  args: { tab: 'beneficiary_info', field: 'beneficiary_percentage' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '60' } };
export const Required: Story = { args: { required: true } };
/** Next with nothing typed: 'Field is required'. */
export const RequiredMissing: Story = { args: { required: true, submitted: true } };
/** 0 is not a share: the spec's message. */
export const Zero: Story = { args: { value: '0', submitted: true } };
/** Above 100: the spec's message. */
export const OverHundred: Story = { args: { value: '101', submitted: true } };
export const ReadOnly: Story = { args: { value: '100', readOnly: true } };
/** The server refused it (validate-single-beneficiary). */
export const ServerError: Story = { args: { value: '100', serverError: MESSAGES.beneficiaryPercentage } };
