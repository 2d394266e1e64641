/**
 * The store's own pictures (docs/pictures.md): every category illustration, review icon, the
 * receipt picture and the portrait placeholder in the default theme and in a site's colours, and
 * the carriers' logos. Look at them at desktop width and at 360 px (the viewport toolbar).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_CARRIER_LOGOS } from '../../schemas/demo/planContent';
import { Picture } from '../../src/shared/pictures/Picture';
import { categoryPicture, type PictureName } from '../../src/shared/pictures/pictureNames';
import { MENU_CATEGORY_NAMES, PLAN_CATEGORY_ORDER } from '../../schemas/api/menu';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the gallery's layout
import './pictures.css';
import { atPhone } from '../fixtures/viewports';

const ICONS = ['person', 'contact', 'employer', 'beneficiary', 'health', 'dependents', 'billing', 'agreement'] as const;

/** Every picture, labelled for a reviewer (the labels are the story's, not the pictures' alt texts). */
function Gallery({ theme }: { theme: 'default' | 'site' }) {
  return (
    <div className={`pictures-gallery pictures-gallery--${theme}`}>
      <h2>Categories</h2>
      <ul>{PLAN_CATEGORY_ORDER.map((code) => <li key={code}><Picture name={categoryPicture(code)} /><span>{MENU_CATEGORY_NAMES[code]}</span></li>)}</ul>
      <h2>Review tiles, receipt, portrait</h2>
      <ul>
        {ICONS.map((icon) => <li key={icon} className="pictures-gallery__icon"><Picture name={`icon-${icon}` as PictureName} /><span>{icon}</span></li>)}
        <li><Picture name="receipt" /><span>receipt</span></li>
        <li><Picture name="portrait" /><span>portrait</span></li>
      </ul>
      <h2>Carriers</h2>
      <ul>{Object.entries(DEMO_CARRIER_LOGOS).map(([carrier, url]) => <li key={carrier}><img src={url} alt={carrier} width={240} height={48} /></li>)}</ul>
    </div>
  );
}

const meta = {
  title: 'Pictures/Gallery',
  component: Gallery,
  args: { theme: 'default' },
  parameters: { noInputs: true, storyProblems: shows(['Dental Plans', 'receipt', 'portrait']) },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default theme's colours. */
export const DefaultTheme: Story = {};
/** A site's colours (violet and teal, as /javery): the same files, other colours. */
export const SiteTheme: Story = { args: { theme: 'site' } };

/** The store's pictures in a site's colours at the narrowest phone width. */
export const SiteThemeAtPhone: Story = atPhone(SiteTheme, 'SiteTheme');
