import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { MESSAGES } from '../../../../schemas/messages';
import { listingCategoriesKey, planListingKey, PlansPage } from '../../../../src/storefront/shop/plans';
import { shows } from '../../../fixtures/shows';
import { JOURNEY_FILTER, STORY_TEMP_ID, WithQuote } from './plansFixtures';
import { atPhone } from '../../../fixtures/viewports';

const NO_VISITOR = { agent_id: null, group_id: null, portal_id: null, eprocess: null, open_type: null };
const plan = (plan_id: number, plan_name: string, plan_category: string, plan_type = 'standard') => ({
  plan_id, plan_name, plan_type, plan_category, plan_logo: '', plan_short_text: `${plan_name}: what it covers, in one line.`,
});
const GROUPS = [
  { category: 'limitedmed', category_name: 'Limited Med Plans', plans: [plan(1101, 'Prairie Limited Medical', 'limitedmed')] },
  { category: 'medical', category_name: 'Medical Plans', plans: [plan(301, 'Prairie Medical Essentials', 'medical'), plan(310, 'Premier Family Medical', 'medical', 'MM')] },
  { category: 'dental', category_name: 'Dental Plans', plans: [plan(401, 'BrightSmile Dental Plus', 'dental')] },
  { category: 'term_life', category_name: 'Term Life Plans', plans: [plan(1501, 'Prairie Term Life 100k', 'term_life')] },
];
const CATEGORIES = GROUPS.map((group) => ({ code: group.category, name: group.category_name }));

interface ListingProps {
  category: string | null; groups: typeof GROUPS; filter?: Record<string, unknown>;
  /** data.paging of the first page (absent: every plan is in it). */
  paging?: { page: number; page_size: number; total: number; next: string | null };
}

/** The listing of `category` for the journey's visitor (tier IS unless `filter` says otherwise), its first page answered through SWR. */
function Listing({ category, groups, filter = JOURNEY_FILTER, paging }: ListingProps) {
  const fallback = {
    [serializeInfinite((index: number) => (index === 0 ? planListingKey(STORY_TEMP_ID, NO_VISITOR, category) : null))]: [{ result: groups, ...(paging ? { paging } : {}) }],
    [unstable_serialize(listingCategoriesKey(STORY_TEMP_ID))]: { result: { categories: CATEGORIES } },
  };
  return (
    <WithQuote filter={filter} fallback={fallback}>
      <MemoryRouter initialEntries={[category ? `/plans?type=${category}` : '/plans']}><PlansPage /></MemoryRouter>
    </WithQuote>
  );
}

/** /plans: the breadcrumb, filter summary, category list and plans grouped in the spec's order. */
const meta = {
  title: 'Storefront/Shop/Plans/Plans listing',
  component: PlansPage,
  parameters: { noInputs: true },
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category for tier IS: term life says it is for IO only. */
export const AllCategories: Story = {
  render: () => <Listing category={null} groups={GROUPS} />,
  parameters: { storyProblems: shows(['Limited Med Plans', 'Premier Family Medical', 'BrightSmile Dental Plus', MESSAGES.plansTermLifeTier, 'All Plans', '62701']) },
};

/** Tier IO: term life is listed. */
export const TermLifeForIO: Story = {
  render: () => <Listing category="term_life" groups={GROUPS.filter((group) => group.category === 'term_life')} filter={{ ...JOURNEY_FILTER, tier: 'IO' }} />,
  parameters: { storyProblems: shows(['Term Life Plans', 'Prairie Term Life 100k'], [MESSAGES.plansTermLifeTier]) },
};

/** ?type=dental: one category. */
export const OneCategory: Story = {
  render: () => <Listing category="dental" groups={GROUPS.filter((group) => group.category === 'dental')} />,
  parameters: { storyProblems: shows(['Dental Plans', 'BrightSmile Dental Plus'], ['Prairie Medical Essentials']) },
};

/** A large catalog: the first page, its count and Show more. */
export const FirstPageOfMany: Story = {
  render: () => <Listing category={null} groups={GROUPS} paging={{ page: 1, page_size: 24, total: 60, next: 'MS4yNA' }} />,
  parameters: { storyProblems: shows([MESSAGES.plansShown.replace('{shown}', '5').replace('{total}', '60'), MESSAGES.plansShowMore]) },
};

/** Nothing for the visitor's selection. */
export const NoPlans: Story = {
  render: () => <Listing category="vision" groups={[{ category: 'vision', category_name: 'Vision Plans', plans: [] }]} />,
  parameters: { storyProblems: shows([MESSAGES.plansNone]) },
};

/** The plan list at the narrowest phone width. */
export const AllCategoriesAtPhone: Story = atPhone(AllCategories, 'AllCategories');
/** A catalog larger than a page: its count and Show more, at the narrowest phone width. */
export const FirstPageOfManyAtPhone: Story = atPhone(FirstPageOfMany, 'FirstPageOfMany');
