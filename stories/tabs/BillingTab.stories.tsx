import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillingStory, billingStoryProblems, type BillingStoryProps } from '../fixtures/BillingStory';

/**
 * Billing Information as the demo world offers it (demo-world.md): portal 11 card then EFT,
 * portal 12 EFT then card, member 7001's bank and card on file, and the paying groups' fixed
 * types (2001 list, 2512 statement) with their note only, and 2556 EFT alone.
 */
const meta = {
  title: 'Tabs/Billing Information',
  component: BillingStory,
  args: { payer: { portal: 11 } },
  parameters: { storyProblems: (args: BillingStoryProps, container: HTMLElement) => billingStoryProblems(args, container) },
} satisfies Meta<typeof BillingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portal11Card: Story = {};
export const Portal11Eft: Story = { args: { method: 'eft' } };
/** Next with nothing filled: the card's messages. */
export const Portal11CardSubmitted: Story = { args: { submitted: true } };
export const Portal12Eft: Story = { args: { payer: { portal: 12 } } };
export const Portal12EftSubmitted: Story = { args: { payer: { portal: 12 }, submitted: true } };
/** Member 7001: the bank on file chosen, its inputs locked and masked. */
export const Portal12BankOnFile: Story = { args: { payer: { portal: 12 }, onFile: true } };
/** Member 7001 paying by card: the Visa on file, locked. */
export const Portal12CardOnFile: Story = { args: { payer: { portal: 12 }, onFile: true, method: 'cc' } };
/** A fixed type: the note only, no inputs at all. */
export const Group2001List: Story = { args: { payer: { group: 2001 } }, parameters: { noInputs: true } };
export const Group2512Statement: Story = { args: { payer: { group: 2512 } }, parameters: { noInputs: true } };
export const Group2556Eft: Story = { args: { payer: { group: 2556 } } };
