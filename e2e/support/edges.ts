/**
 * Layout checks of issue 17's rough edges, measured in the browser: words that break inside
 * themselves, and the floating Help button covering something.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The words of each element that the browser broke across lines ('BrightSmil|e'): [] when every word sits on one line. */
export async function wordsBrokenInside(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => nodes.flatMap((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  }));
}

/**
 * Scrolled to the end of the page: what the Help button's box overlaps, each named by its text
 * (controls, and any text outside the help dock); [] when it covers nothing.
 */
export async function coveredByHelp(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  return page.evaluate(() => {
    const toggle = document.querySelector('.help-toggle');
    const dock = toggle?.closest('.help-dock') ?? toggle;
    if (!toggle || !dock) return ['no Help button'];
    const help = toggle.getBoundingClientRect();
    const overlaps = (box: DOMRect) => box.width > 0 && box.height > 0
      && box.left < help.right && box.right > help.left && box.top < help.bottom && box.bottom > help.top;
    const hits: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')) {
      if (dock.contains(control)) continue;
      if (overlaps(control.getBoundingClientRect())) hits.push(`control '${control.textContent?.trim() ?? ''}'`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || dock.contains(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      if ([...range.getClientRects()].some(overlaps)) hits.push(`text '${text.textContent.trim().slice(0, 40)}'`);
    }
    return hits;
  });
}

/**
 * Each control of the page focused in turn (as Tab would, the browser scrolling it into view): the
 * ones the Help button then covers, even in part (WCAG 2.2 2.4.11 Focus Not Obscured); [] when none.
 */
export async function focusedUnderHelp(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('.help-toggle');
    const dock = toggle?.closest('.help-dock') ?? toggle;
    if (!toggle || !dock) return ['no Help button'];
    const hits: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])');
    for (const control of controls) {
      if (dock.contains(control) || control.getClientRects().length === 0) continue;
      control.focus();
      if (document.activeElement !== control) continue;
      const help = toggle.getBoundingClientRect();
      const box = control.getBoundingClientRect();
      if (box.left < help.right && box.right > help.left && box.top < help.bottom && box.bottom > help.top) {
        hits.push(`'${(control.textContent ?? '').trim().slice(0, 30) || control.getAttribute('aria-label') || control.tagName}'`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return hits;
  });
}
