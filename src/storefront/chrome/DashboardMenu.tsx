/**
 * The dashboard dropdown of non-production sites (storefront.md section 2 "Header"): links to the
 * admin, message center, file management, the rep, member and group dashboards, ticket
 * management, single sign-on and the three registrations, each configured per deployment
 * (LINK_* on the server, get-site-links). A disclosure button: Escape or a second press closes it.
 */
import { OutsideLink } from './OutsideLink';
import { useEffect, useId, useState } from 'react';
import { STOREFRONT_CHROME_TEXT } from '../../../schemas/uiText/storefront/chrome';

/** This screen's texts (schemas/uiText/storefront/chrome.ts). */
const TEXT = STOREFRONT_CHROME_TEXT.dashboardMenu;

/** Link name -> text, in the spec's order. */
export const DASHBOARD_LINKS = [
  ['admin', 'Admin'], ['message_center', 'Message center'], ['file_management', 'File management'],
  ['rep_dashboard', 'Rep dashboard'], ['member_dashboard', 'Member dashboard'], ['group_dashboard', 'Group dashboard'],
  ['ticket_management', 'Ticket management'], ['sso', 'Single sign-on'],
  ['rep_registration', 'Rep registration'], ['member_registration', 'Member registration'], ['group_registration', 'Group registration'],
] as const;

/** The configured dashboard links in order (entries without an address left out). */
export function dashboardLinks(links: Readonly<Record<string, string>>): { name: string; label: string; url: string }[] {
  return DASHBOARD_LINKS.filter(([name]) => links[name]).map(([name, label]) => ({ name, label, url: links[name] }));
}

export function DashboardMenu({ links }: { links: readonly { name: string; label: string; url: string }[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => { if (event.key === 'Escape') setOpen(false); };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  if (links.length === 0) return null;
  return (
    <div className="dashboard-menu">
      <button type="button" className="btn btn--secondary dashboard-menu__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {TEXT.dashboards}
      </button>
      <ul id={listId} className="dashboard-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.name}><OutsideLink href={link.url}>{link.label}</OutsideLink></li>
        ))}
      </ul>
    </div>
  );
}
