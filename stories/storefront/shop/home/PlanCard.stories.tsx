import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PlanCard } from '../../../../src/storefront/shop/common/PlanCard';
import { shows } from '../../../fixtures/shows';
import { FEATURED, RECOMMENDED } from './homeFixtures';
import { atPhone } from '../../../fixtures/viewports';

/** A plan card: logo, name, short text, category, 'Starting From' price and More Info. */
const meta = {
  title: 'Storefront/Shop/Home/Plan card',
  component: PlanCard,
  decorators: [(Story) => <MemoryRouter><div style={{ maxWidth: '18rem' }}><Story /></div></MemoryRouter>],
  parameters: { noInputs: true },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A featured plan: logo, name, short text, category, More Info to its detail page. */
export const Featured: Story = {
  args: { plan: FEATURED[0] },
  parameters: { storyProblems: shows(['Prairie Medical Essentials', 'Medical Plans', 'More Info', '$1,500 deductible']) },
};

/** A recommended plan: 'Starting From' and its lowest monthly price. */
export const Recommended: Story = {
  args: { plan: { ...RECOMMENDED[1], price: RECOMMENDED[1].plan_price } },
  parameters: { storyProblems: shows(['BrightSmile Dental Plus', 'Starting From', '$24.00', 'Dental Plans']) },
};

/** More Info as a button (the listing asks a premier plan's category first). */
export const MoreInfoAction: Story = {
  args: { plan: { ...FEATURED[0], plan_id: 310, plan_name: 'Premier Family Medical' }, onMoreInfo: () => undefined },
  parameters: { storyProblems: shows(['Premier Family Medical', 'More Info']) },
};

/** A plan without a logo, category or short text: the name and More Info only. */
export const Bare: Story = {
  args: { plan: { plan_id: 2001, plan_name: 'Paws Pet Care', plan_logo: '', plan_short_text: '' } },
  parameters: { storyProblems: shows(['Paws Pet Care', 'More Info']) },
};

/** A plan card with its carrier at the narrowest phone width. */
export const FeaturedAtPhone: Story = atPhone(Featured, 'Featured');
/** A recommendation card at the narrowest phone width: its name wraps between words ('BrightSmile Dental Plus'). */
export const RecommendedAtPhone: Story = atPhone(Recommended, 'Recommended');
