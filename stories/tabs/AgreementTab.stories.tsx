import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgreementStory, agreementStoryProblems, type AgreementStoryProps } from '../fixtures/AgreementStory';

/**
 * Agreement & Signature as the demo world's portals define it (enrollment.md section 2), in
 * each verification mode: broker (rep), group, applicant answering the question, and the
 * applicant's signature (sigapplicant).
 */
const meta = {
  title: 'Tabs/Agreement & Signature',
  component: AgreementStory,
  args: { portal: 11, mode: 'sigapplicant' },
  parameters: { storyProblems: (args: AgreementStoryProps, container: HTMLElement) => agreementStoryProblems(args, container) },
} satisfies Meta<typeof AgreementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portal11Signature: Story = {};
export const Portal11Broker: Story = { args: { mode: 'rep' } };
export const Portal11Applicant: Story = { args: { mode: 'applicant' } };
export const Portal11Group: Story = { args: { mode: 'group' } };
export const Portal12Signature: Story = { args: { portal: 12 } };
export const Portal12Broker: Story = { args: { portal: 12, mode: 'rep' } };
export const Portal12Group: Story = { args: { portal: 12, mode: 'group' } };
export const Portal12Applicant: Story = { args: { portal: 12, mode: 'applicant' } };
/** Next with nothing checked or signed: every agreement's message and 'Signature is required'. */
export const NothingCheckedOrSigned: Story = { args: { submitted: true } };
/** Next as the broker with nothing checked. */
export const BrokerNothingChecked: Story = { args: { mode: 'rep', portal: 12, submitted: true } };
