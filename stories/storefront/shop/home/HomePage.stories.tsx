import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import { HomePage } from '../../../../src/storefront/shop/home';
import { RecommendedCarousel, RecommendListPage, RecommendedStrip } from '../../../../src/storefront/shop/recommend';
import { shows } from '../../../fixtures/shows';
import { WithHomeData } from './homeFixtures';
import { atPhone } from '../../../fixtures/viewports';

/** /home: the quote form's banner, Featured Plans, the category grid and the Recommended Products strip. */
const meta = {
  title: 'Storefront/Shop/Home/Home page',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor's Home. */
export const Home: Story = {
  render: () => <WithHomeData><HomePage /></WithHomeData>,
  parameters: { storyProblems: shows(['Submit', 'Featured Plans', 'Prairie Medical Essentials', 'Browse Plans', 'Limited Med Plans', 'Recommended Products', 'View All']) },
};

/** The strip alone (at most 5 plans; as many at once as the width allows). */
export const Strip: Story = {
  render: () => <WithHomeData><RecommendedStrip /></WithHomeData>,
  parameters: { noInputs: true, storyProblems: shows(['Recommended Products', 'Starting From', 'View All']) },
};

/** The cart's carousel for a visitor without a cart yet; View All expands in place. */
export const CartCarousel: Story = {
  render: () => <WithHomeData path="/cart"><RecommendedCarousel cartPlanIds={[]} /></WithHomeData>,
  parameters: { noInputs: true, storyProblems: shows(['Recommended Products', 'View All', 'Starting From']) },
};

/** recommend-list with six plans. */
export const RecommendList: Story = {
  render: () => <WithHomeData path="/recommend-list"><RecommendListPage /></WithHomeData>,
  parameters: { noInputs: true, storyProblems: shows(['Recommended Products', 'Paws Pet Care', 'PET Plans', 'More Info']) },
};

/** recommend-list with nothing to recommend: 'No Any Products.' */
export const RecommendListEmpty: Story = {
  render: () => <WithHomeData path="/recommend-list" recommended={[]}><RecommendListPage /></WithHomeData>,
  parameters: { noInputs: true, storyProblems: shows([MESSAGES.noRecommendedProducts]) },
};

/** The landing at the narrowest phone width. */
export const HomeAtPhone: Story = atPhone(Home, 'Home');

/** Recommendation cards at the narrowest phone width. */
export const CartCarouselAtPhone: Story = atPhone(CartCarousel, 'CartCarousel');
