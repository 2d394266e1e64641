import { useEffect } from 'react';
import { T } from '../text';

/** The document title of a studio screen ("Forms | Form studio"): the studio is not a branded shop page. */
export function useStudioTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${T.product}`;
  }, [title]);
}
