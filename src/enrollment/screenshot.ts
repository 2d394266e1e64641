/**
 * The screenshot posted after each valid save (enrollment.md section 4). html2canvas loads only
 * here, on first use. Any failure is ignored: the screenshot is a record, never a reason to stop.
 */
import type { WizardTabName } from '../../schemas/forms/customTabs';
import { saveScreenshot } from '../api/saveScreenshot';

/** What the screenshot is filed under: the tab's name (the server files one image per tab). */
export interface ScreenshotTarget { enrollmentId: string; name: WizardTabName | 'cart_info' }

/**
 * Starts a screenshot of `element` and posts it. The returned promise settles as soon as the
 * page has been copied (html2canvas clones the DOM synchronously when called), so the caller
 * may leave the page then; rendering and posting continue in the background. Never rejects.
 */
export function captureScreenshot(element: HTMLElement | null, target: ScreenshotTarget): Promise<void> {
  if (!element) return Promise.resolve();
  return import('html2canvas')
    .then(({ default: html2canvas }) => {
      if (!element.isConnected) return;
      const rendering = html2canvas(element, { logging: false, scale: 1, backgroundColor: '#ffffff' });
      void rendering
        .then((canvas) => saveScreenshot({ enrollment_id: target.enrollmentId, name: target.name, image: canvas.toDataURL('image/png') }))
        .catch(() => undefined);
    })
    .catch(() => undefined);
}

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Remembers the screenshot in progress, so leaving the page can wait for its copy of the page. */
export interface ScreenshotGate {
  /** Starts the screenshot of the element with id `elementId`. */
  start: (elementId: string, target: ScreenshotTarget) => void;
  /** Resolves when the latest screenshot has copied the page, or after `ms`. */
  settled: (ms: number) => Promise<void>;
}

/** A fresh gate (one per mounted tab). */
export function createScreenshotGate(): ScreenshotGate {
  let pending: Promise<void> = Promise.resolve();
  return {
    start: (elementId, target) => {
      pending = captureScreenshot(document.getElementById(elementId), target);
    },
    settled: (ms) => settledWithin(pending, ms),
  };
}
