import { tileImageKey, type ReviewTile } from '../../../machines/reviewTiles';
import type { TabName } from '../../../schemas/tabs';
import { safeImage } from '../../app/useBranding';

export interface ReviewTilesProps {
  tiles: readonly ReviewTile[];
  /** The site's branding settings (review_tile_1 to review_tile_8 hold the images). */
  images: Readonly<Record<string, string>>;
  onView: (tab: TabName) => void;
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
            {image ? <img className="review-tile__image" src={image} alt="" /> : <span className="review-tile__image review-tile__image--empty" aria-hidden="true" />}
            <h2 className="review-tile__label">{tile.label}</h2>
            <button type="button" className="btn btn--secondary review-tile__view" disabled={disabled}
              aria-label={`View Details: ${tile.label}`} onClick={() => onView(tile.tab)}>
              View Details
            </button>
          </li>
        );
      })}
    </ul>
  );
}
