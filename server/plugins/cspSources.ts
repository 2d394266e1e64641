/**
 * The only inline styles the app's Content-Security-Policy allows, each by its hash (no
 * 'unsafe-inline'): React's style props go through the CSSOM, which CSP does not govern, so what
 * remains is what a library or the server writes as markup.
 * - html2canvas (the screenshots after each save and at checkout) appends one fixed <style> to
 *   its copy of the page, hiding the pseudo-elements it draws itself (createPseudoHideStyles in
 *   html2canvas 1.4); tests/unit/server/cspSources.test.ts checks the text against the installed library.
 * - A page's static first paint (a resumed wizard screen, a quoted visitor's plan detail and cart) carries its own fixed <style>
 *   (services/staticPaint.ts STATIC_PAINT_CSS).
 * - The quote preview shows the quote mail's HTML, whose elements carry fixed style attributes
 *   (QUOTE_STYLES): allowed as attributes only ('unsafe-hashes' with their hashes, style-src-attr).
 * One inline script: the loader that starts the app's scripts after a page's
 * static first paint (services/deferredAppScripts.ts DEFERRED_SCRIPTS_LOADER), the same text on every page.
 */
import { createHash } from 'node:crypto';
import { QUOTE_STYLES } from '../services/quote/quoteStyles';
import { DEFERRED_SCRIPTS_LOADER } from '../services/deferredAppScripts';
import { STATIC_PAINT_CSS } from '../services/staticPaint';

const PSEUDO_HIDE = '{\n    content: "" !important;\n    display: none !important;\n}';

/** The text of html2canvas's <style> element, byte for byte. */
export const HTML2CANVAS_PSEUDO_HIDE_CSS = `.___html2canvas___pseudoelement_before:before${PSEUDO_HIDE}\n         .___html2canvas___pseudoelement_after:after${PSEUDO_HIDE}`;

/** A CSP hash source of `text` ('sha256-…'). */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Sources of style-src beside 'self': html2canvas's <style> and a page's static first paint's. */
export const STYLE_ELEMENT_HASHES: readonly string[] = [hashSource(HTML2CANVAS_PSEUDO_HIDE_CSS), hashSource(STATIC_PAINT_CSS)];

/** style-src-attr: the quote preview's style attributes, and no other. */
export const STYLE_ATTRIBUTE_SOURCES: readonly string[] = ["'unsafe-hashes'", ...[...new Set(Object.values(QUOTE_STYLES))].map(hashSource)];

/** Sources of script-src beside 'self': the deferred scripts' loader. */
export const SCRIPT_ELEMENT_HASHES: readonly string[] = [hashSource(DEFERRED_SCRIPTS_LOADER)];
