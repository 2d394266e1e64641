import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewTiles } from '../../machines/reviewTiles';
import { buildNavArray } from '../../machines/wizardNavigation';
import { DEMO_TABS } from '../../schemas/demo/formDefinitions';
import { ReviewTiles } from '../../src/enrollment/review/ReviewTiles';
import { REVIEW_BRANDING } from '../fixtures/review';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the review's own styles
import '../../src/enrollment/review/review.css';

const tilesOf = (portal: number) => reviewTiles(buildNavArray(DEMO_TABS[portal].map(([tab_name, order, required]) => ({ tab_name, order, required }))));

/** The review's tiles from the demo portals' tab lists; the default site sets no tile pictures, so the store's icons show. */
const meta = {
  title: 'Review/Tiles',
  component: ReviewTiles,
  args: { tiles: tilesOf(11), images: REVIEW_BRANDING, onView: () => undefined },
  parameters: { noInputs: true },
} satisfies Meta<typeof ReviewTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portal 11: employer information is not required, so it has no tile. */
export const Portal11: Story = {
  parameters: { storyProblems: shows(['Personal Info', 'Contact Info', 'Beneficiary Info', 'Health Questions', 'Dependent Info', 'Billing Info', 'Agreement & Signature', 'View Details']) },
};
/** Portal 12: all eight tiles. */
export const Portal12: Story = {
  args: { tiles: tilesOf(12) },
  parameters: { storyProblems: shows(['Employer Info', 'Agreement & Signature']) },
};
/** A site with a picture of its own for Personal Info (review_tile_1): it shows instead of the icon. */
export const WithSiteImage: Story = { args: { images: { review_tile_1: '/pictures/portrait.svg' } }, parameters: { storyProblems: shows(['Personal Info']) } };
/** While the enrollment is being submitted. */
export const Disabled: Story = { args: { disabled: true }, parameters: { storyProblems: shows(['Billing Info']) } };
