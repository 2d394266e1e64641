import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { QuoteForm } from '../../../../src/storefront/shop/quote';
import { clearSession, setSession } from '../../../../src/session/storage';
import { quoteFormAnswer } from '../../../fixtures/storefrontForms';
import { shows } from '../../../fixtures/shows';

const REFERRAL = { agent_id: 1001, group_id: null, portal_id: 11, valid_referral_link: true, referrer_info: 'Jordan Avery' };

/** Stores session values for the story (forgotten when it goes) and gives SWR its answers. */
function Visitor({ values, fallback = {}, children }: { values: { isPremierPlan?: boolean; referral?: string }; fallback?: Record<string, unknown>; children: ReactNode }) {
  if (values.isPremierPlan) setSession('isPremierPlan', true);
  if (values.referral) setSession('referral', values.referral);
  useEffect(() => () => {
    clearSession('isPremierPlan');
    clearSession('referral');
  }, []);
  const variant = { premier: values.isPremierPlan, referred: Boolean(values.referral) };
  // A referred visitor's form first shows without Referred By while the referral is read.
  const forms = { ...quoteFormAnswer(variant), ...quoteFormAnswer({ premier: variant.premier }) };
  return <SWRConfig value={{ provider: () => new Map(), fallback: { ...forms, ...fallback } }}>{children}</SWRConfig>;
}

/** The quote form, rendered by the engine from its catalog: Zip Code, Gender, Choose Tier (Member Only by default), DOB, Submit. */
const meta = {
  title: 'Storefront/Shop/Home/Quote form',
  component: QuoteForm,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
} satisfies Meta<typeof QuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new visitor's quote. */
export const NewQuote: Story = {
  render: () => <Visitor values={{}}><QuoteForm /></Visitor>,
  parameters: { storyProblems: shows(['Zip Code', 'Gender', 'Choose Tier', 'Member Only', 'DOB', 'Submit']) },
};

/** In the Basic Details popup: one column. */
export const Compact: Story = {
  render: () => <Visitor values={{}}><div style={{ maxWidth: '24rem' }}><QuoteForm compact onDone={() => undefined} /></div></Visitor>,
  parameters: { storyProblems: shows(['Zip Code', 'DOB', 'Submit']) },
};

/** A premier plan is chosen: the Category select with the premier categories. */
export const PremierCategory: Story = {
  render: () => <Visitor values={{ isPremierPlan: true }}><QuoteForm /></Visitor>,
  parameters: { storyProblems: shows(['Category', 'Individual', 'Family', 'Senior']) },
};

/** A visitor who came by Jordan Avery's referral link: 'Referred By'. */
export const ReferredBy: Story = {
  render: () => <Visitor values={{ referral: '5001' }} fallback={{ [unstable_serialize(['referral', '5001'])]: REFERRAL }}><QuoteForm /></Visitor>,
  parameters: { storyProblems: shows(['Referred By']) },
};
