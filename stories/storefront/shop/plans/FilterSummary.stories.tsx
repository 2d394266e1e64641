import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '../../../../schemas/messages';
import { BasicDetailsDialog, FilterSummary } from '../../../../src/storefront/shop/filter';
import { shows } from '../../../fixtures/shows';
import { JOURNEY_FILTER, WithQuote } from './plansFixtures';

/** The filter summary of the plans listing, plan detail and PlanQuestionView, with its Basic Details popup. */
const meta = {
  title: 'Storefront/Shop/Plans/Filter summary',
  component: FilterSummary,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  parameters: { noInputs: true },
} satisfies Meta<typeof FilterSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journey's quote: zip, gender F, tier, DOB and Edit. */
export const Quoted: Story = {
  render: () => <WithQuote filter={JOURNEY_FILTER}><FilterSummary /></WithQuote>,
  parameters: { storyProblems: shows(['62701', 'F', 'Member + Spouse', '06/15/1985', 'Edit'], ['Smoker']) },
};

/** After the tobacco question: the smoker answer shows. */
export const Smoker: Story = {
  render: () => <WithQuote filter={{ ...JOURNEY_FILTER, gender: '0', is_smoker: 1 }}><FilterSummary /></WithQuote>,
  parameters: { storyProblems: shows(['Smoker', 'Yes', 'M']) },
};

/** No quote yet: an invitation to enter the basic details. */
export const NoQuote: Story = {
  render: () => <WithQuote filter={null}><FilterSummary /></WithQuote>,
  parameters: { storyProblems: shows([MESSAGES.plansNoQuote, 'Enter details']) },
};

/** Read-only (no Edit). */
export const ReadOnly: Story = {
  render: () => <WithQuote filter={JOURNEY_FILTER}><FilterSummary editable={false} /></WithQuote>,
  parameters: { storyProblems: shows(['62701'], ['Edit']) },
};

/** The Basic Details popup: the quote form filled from the saved filter. */
export const BasicDetailsPopup: Story = {
  render: () => <WithQuote filter={JOURNEY_FILTER}><BasicDetailsDialog onClose={() => undefined} /></WithQuote>,
  parameters: { storyProblems: shows(['Basic Details', 'Zip Code', 'Choose Tier', 'Submit', 'Cancel']) },
};

/** A premier plan's More Info without a saved category: the popup says why and asks for the category. */
export const PremierCategoryPopup: Story = {
  render: () => (
    <WithQuote filter={JOURNEY_FILTER} premier fallback={{ 'premier-categories': [{ code: 'individual', name: 'Individual' }, { code: 'family', name: 'Family' }] }}>
      <BasicDetailsDialog onClose={() => undefined} intro={MESSAGES.plansPremierCategory} />
    </WithQuote>
  ),
  parameters: { storyProblems: shows([MESSAGES.plansPremierCategory, 'Category', 'Family', 'Submit']) },
};
