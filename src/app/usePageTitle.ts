import { useEffect } from 'react';
import { useBranding } from './useBranding';

/** Sets the document title to "{title} | {site name}" while the page is shown. */
export function usePageTitle(title: string): void {
  const { siteName } = useBranding();
  useEffect(() => {
    const next = title ? `${title} | ${siteName}` : siteName;
    // Each assignment updates the <title> and tells the browser, even with the same text: a page
    // renders several times on its way to the first paint, so only a change is written (issue 17).
    if (document.title !== next) document.title = next;
  }, [title, siteName]);
}
