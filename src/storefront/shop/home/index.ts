/** The Home page's chunk. */
// oxlint-disable-next-line import/no-unassigned-import -- the Home page's own styles, loaded with its chunk
import './home.css';

export { HomePage } from './HomePage';
export { homeDataKeys } from './useHomeData';
