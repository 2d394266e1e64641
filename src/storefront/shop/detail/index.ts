/** The plan detail page area (one lazy chunk): /plan/{planId}/{planName}. */
// oxlint-disable-next-line import/no-unassigned-import -- the page's own styles, loaded with its chunk
import './detail.css';

export { PlanDetailPage } from './PlanDetailPage';
