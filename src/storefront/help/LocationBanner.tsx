import { MESSAGES } from '../../shared/text/messages';
// oxlint-disable-next-line import/no-unassigned-import -- the banner's styles
import './help.css';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';

/** This screen's texts (schemas/uiText/storefront/help.ts). */
const TEXT = STOREFRONT_HELP_TEXT.locationBanner;

export interface LocationBannerProps {
  onAllow: () => void;
  onDeny: () => void;
  onDismiss: () => void;
}

/**
 * The Location Permission banner: a labelled region at the very bottom of the page (after the
 * footer and the Help button's row, so it covers nothing) with Allow, Don't Allow and close.
 */
export function LocationBanner({ onAllow, onDeny, onDismiss }: LocationBannerProps) {
  return (
    <section className="location-banner" aria-label={TEXT.locationPermission}>
      <p className="location-banner__text">{MESSAGES.locationPrompt}</p>
      <div className="location-banner__actions">
        <button type="button" className="btn btn--primary" onClick={onAllow}>{TEXT.allow}</button>
        <button type="button" className="btn btn--secondary" onClick={onDeny}>{TEXT.dontAllow}</button>
      </div>
      <button type="button" className="location-banner__close" aria-label={TEXT.closeTheLocationRequest} onClick={onDismiss}>×</button>
    </section>
  );
}
