import { useEffect, useRef } from 'react';
import { STATIC_PAINT_ID } from '../../schemas/staticPaint';

/**
 * The server's static first paint of a page (server/services/staticPaint.ts: a resumed wizard
 * screen, a quoted visitor's plan detail and cart) stands in for the page only until
 * the app's frame is revealed (its CSS hides it then) or the app leaves the path it was painted
 * for (a redirect before the page ever mounted). Removed here, in the one place that knows both,
 * rather than by each page: a copy left behind keeps its <style>, which html2canvas (the
 * checkout's screenshot) copies into a page the Content-Security-Policy then refuses.
 */
export function useStaticPaintHandOver(painted: boolean, pathname: string): void {
  const paintedFor = useRef(pathname);
  useEffect(() => {
    if (painted || pathname !== paintedFor.current) document.getElementById(STATIC_PAINT_ID)?.remove();
  }, [painted, pathname]);
}
