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

/** The review's tiles from the demo portals' tab lists, with the default site's tile images. */
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
/** A site without tile images: a plain placeholder instead. */
export const WithoutImages: Story = { args: { images: {} }, parameters: { storyProblems: shows(['Personal Info']) } };
/** While the enrollment is being submitted. */
export const Disabled: Story = { args: { disabled: true }, parameters: { storyProblems: shows(['Billing Info']) } };
