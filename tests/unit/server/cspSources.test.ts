/**
 * The inline styles the Content-Security-Policy allows by hash (server/plugins/cspSources.ts) are
 * exactly the ones the app needs: html2canvas's one <style>, checked against the installed
 * library's text (an upgrade that changes it fails here, not only in a screenshot's console), the
 * wizard's static first paint's, and every style attribute the quote's HTML carries (its preview is shown in the app).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HTML2CANVAS_PSEUDO_HIDE_CSS, SCRIPT_ELEMENT_HASHES, STYLE_ATTRIBUTE_SOURCES, STYLE_ELEMENT_HASHES } from '../../../server/plugins/cspSources';
import { DEFERRED_SCRIPTS_LOADER } from '../../../server/services/deferredAppScripts';
import { quoteHtml } from '../../../server/services/quote/quoteHtml';
import { STATIC_PAINT_CSS } from '../../../server/services/staticPaint';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A string constant of html2canvas's ES build, by its name. */
function constantOf(source: string, name: string): string {
  const match = new RegExp(`var ${name} = ("(?:[^"\\\\]|\\\\.)*"|'[^']*');`).exec(source);
  if (!match) throw new Error(`html2canvas no longer declares ${name}`);
  return match[1].startsWith('"') ? JSON.parse(match[1]) as string : match[1].slice(1, -1);
}

describe('the inline styles the CSP allows', () => {
  it("html2canvas's pseudo-element <style>, as the installed library writes it", () => {
    const source = readFileSync(fileURLToPath(import.meta.resolve('html2canvas/dist/html2canvas.esm.js')), 'utf8');
    // createPseudoHideStyles: "." + BEFORE_CLASS + PSEUDO_BEFORE + STYLE + "\n         ." + AFTER_CLASS + PSEUDO_AFTER + STYLE
    expect(source).toContain('"." + PSEUDO_HIDE_ELEMENT_CLASS_BEFORE + PSEUDO_BEFORE + PSEUDO_HIDE_ELEMENT_STYLE + "\\n         ." + PSEUDO_HIDE_ELEMENT_CLASS_AFTER + PSEUDO_AFTER + PSEUDO_HIDE_ELEMENT_STYLE');
    const style = constantOf(source, 'PSEUDO_HIDE_ELEMENT_STYLE');
    const text = `.${constantOf(source, 'PSEUDO_HIDE_ELEMENT_CLASS_BEFORE')}${constantOf(source, 'PSEUDO_BEFORE')}${style}`
      + `\n         .${constantOf(source, 'PSEUDO_HIDE_ELEMENT_CLASS_AFTER')}${constantOf(source, 'PSEUDO_AFTER')}${style}`;
    expect(text).toBe(HTML2CANVAS_PSEUDO_HIDE_CSS);
    expect(STYLE_ELEMENT_HASHES).toContain(hash(text));
  });

  it("html2canvas's and the wizard's static first paint's <style> elements, and no other", () => {
    expect(STYLE_ELEMENT_HASHES).toEqual([hash(HTML2CANVAS_PSEUDO_HIDE_CSS), hash(STATIC_PAINT_CSS)]);
  });

  it("the wizard's deferred scripts' loader, the one inline script", () => {
    expect(SCRIPT_ELEMENT_HASHES).toEqual([hash(DEFERRED_SCRIPTS_LOADER)]);
  });

  it("every style attribute of the quote's HTML (with and without the site's colour), and nothing else", () => {
    const quote = {
      language: 'en' as const, siteName: 'Jordan Avery', brandColor: null, recipientName: 'Casey', message: 'See you soon', from: { name: 'Jordan', email: 'j@example.com', phone: '' },
      groupName: null, tier: 'Member Only', state: 'IL', plans: [{ name: 'Dental', category: 'Dental', monthly: '38.20' }],
      initialMonth: '38.20', recurringMonth: '38.20', notices: ['A notice'],
    };
    const html = quoteHtml(quote, null) + quoteHtml({ ...quote, brandColor: '#5b21b6' }, null);
    const values = [...new Set([...html.matchAll(/ style="([^"]*)"/g)].map((match) => match[1]))];
    expect(values.length).toBeGreaterThan(5);
    expect(STYLE_ATTRIBUTE_SOURCES[0]).toBe("'unsafe-hashes'");
    expect(new Set(STYLE_ATTRIBUTE_SOURCES.slice(1))).toEqual(new Set(values.map(hash)));
  });
});
