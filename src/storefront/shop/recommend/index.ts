/** Recommended products (H1's contracts): the Home strip, the cart's carousel and the list page. */
// oxlint-disable-next-line import/no-unassigned-import -- the recommendations' own styles, loaded with them
import './recommend.css';

export { RecommendedStrip } from './RecommendedStrip';
export { RecommendedCarousel } from './RecommendedCarousel';
export { RecommendListPage } from './RecommendListPage';
export { rankingKey, recommendationsKey } from './useRecommendedPlans';
