import { tileImageKey, type ReviewTile } from '../../../machines/reviewTiles';
import type { WizardTabName } from '../../../schemas/forms/customTabs';
import type { TabName } from '../../../schemas/tabs';
import { safeImage } from '../../app/useBranding';
import { Picture } from '../../shared/pictures/Picture';
import type { PictureName } from '../../shared/pictures/pictureNames';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';
import { translateText } from '../../../schemas/i18n/localizable';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.reviewTiles;

/** Each tile's own icon when the site sets no picture for it (the label beside it names the tile). */
const TILE_ICONS: Readonly<Partial<Record<TabName, PictureName>>> = {
  primary_info: 'icon-person', contact_info: 'icon-contact', employer_info: 'icon-employer', beneficiary_info: 'icon-beneficiary',
  primary_health_info: 'icon-health', dependent_info: 'icon-dependents', billing_info: 'icon-billing', agreement_info: 'icon-agreement',
};

export interface ReviewTilesProps {
  tiles: readonly ReviewTile[];
  /** The site's branding settings (review_tile_1 to review_tile_8 hold the images). */
  images: Readonly<Record<string, string>>;
  onView: (tab: WizardTabName) => void;
  disabled?: boolean;
}

/** The review's tiles: each tab's image, its label and View Details. */
export function ReviewTiles({ tiles, images, onView, disabled }: ReviewTilesProps) {
  return (
    <ul className="review-tiles">
      {tiles.map((tile) => {
        const image = safeImage(images[tileImageKey(tile)]);
        return (
          <li key={tile.tab} className="review-tile">
            {image ? <img className="review-tile__image" src={image} alt="" /> : <span className="review-tile__image review-tile__image--icon"><Picture name={TILE_ICONS[tile.tab as TabName] ?? 'icon-plan'} /></span>}
            <h2 className="review-tile__label">{translateText(tile.label)}</h2>
            <button type="button" className="btn btn--secondary review-tile__view" disabled={disabled}
              aria-label={fill(TEXT.viewDetailsOf, { label: translateText(tile.label) })} onClick={() => onView(tile.tab)}>
              {TEXT.viewDetails}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
