import { useEffect, useRef } from 'react';
import { MESSAGES } from '../../../schemas/messages';
// oxlint-disable-next-line import/no-unassigned-import -- the banner's styles
import './help.css';

export interface LocationBannerProps {
  onAllow: () => void;
  onDeny: () => void;
  onDismiss: () => void;
}

/**
 * The Location Permission banner: a labelled region in the page's bottom row (sticky, after the
 * footer, so at the end of the page it sits below the footer's controls rather than over them)
 * with Allow, Don't Allow and close. While shown it publishes its height, so the help button
 * stands above it.
 */
export function LocationBanner({ onAllow, onDeny, onDismiss }: LocationBannerProps) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--location-banner-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--location-banner-height');
    };
  }, []);
  return (
    <section ref={region} className="location-banner" aria-label="Location Permission">
      <p className="location-banner__text">{MESSAGES.locationPrompt}</p>
      <div className="location-banner__actions">
        <button type="button" className="btn btn--primary" onClick={onAllow}>Allow</button>
        <button type="button" className="btn btn--secondary" onClick={onDeny}>Don&apos;t Allow</button>
      </div>
      <button type="button" className="location-banner__close" aria-label="Close the location request" onClick={onDismiss}>×</button>
    </section>
  );
}
