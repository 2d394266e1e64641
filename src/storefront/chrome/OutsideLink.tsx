import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A configured link of the header, footer or landing: an outside site (a portal, an app store, a
 * dashboard) opens in a new tab and says so; a path of this app (our sign-in standing in for the
 * portals) opens in place.
 */
export function OutsideLink({ href, children, newTabText = '(opens in a new tab)' }: { href: string; children: ReactNode; newTabText?: string }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}{' '}<span className="visually-hidden">{newTabText}</span>
    </a>
  );
}
