import { useEffect } from 'react';
import { useBranding } from './useBranding';

/** Sets the document title to "{title} | {site name}" while the page is shown. */
export function usePageTitle(title: string): void {
  const { siteName } = useBranding();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
