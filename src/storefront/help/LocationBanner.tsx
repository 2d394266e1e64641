import { MESSAGES } from '../../../schemas/messages';
// oxlint-disable-next-line import/no-unassigned-import -- the banner's styles
import './help.css';

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
    <section className="location-banner" aria-label="Location Permission">
      <p className="location-banner__text">{MESSAGES.locationPrompt}</p>
      <div className="location-banner__actions">
        <button type="button" className="btn btn--primary" onClick={onAllow}>Allow</button>
        <button type="button" className="btn btn--secondary" onClick={onDeny}>Don&apos;t Allow</button>
      </div>
      <button type="button" className="location-banner__close" aria-label="Close the location request" onClick={onDismiss}>×</button>
    </section>
  );
}
