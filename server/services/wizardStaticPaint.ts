/**
 * A resumed wizard screen's first paint as static markup (issue 17): the page's heading (and on
 * Dependent Information its disclaimer, the screen's largest text) painted with the page's HTML
 * and stylesheets, before the app's scripts have downloaded, evaluated and rendered the step.
 * Lighthouse's largest contentful paint on these pages was the heading (the disclaimer on
 * Dependent), which waited for the whole app; the same text painted from the page is the same
 * content a reader meets, a second or more sooner on a slow phone.
 *
 * The markup sits outside the app's root, absolutely placed over it, and hides itself by CSS once
 * the app's frame is revealed (the layout drops .shell--settling; src/enrollment/StepLoader.tsx
 * also removes it once a step shows): no element of it ever moves, so it adds no layout shift,
 * and it holds no input, so nothing typed into it can be lost. Its CSS comes with it, as a <style>
 * the Content-Security-Policy allows by its hash (plugins/cspSources.ts): the wizard's own
 * stylesheets apply only once the app has loaded them. It is built
 * from the answers of the screen's own first calls (wizardFirstPaint.ts), so the heading is the
 * one the step shows (a form definition's title wins, as StepShell says it).
 */
import type { DynamicTab } from '../../schemas/api/types';
import { WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { escapeHtml } from './html';
import { buildNavArray, retitledAs } from '../../domain/navArray';

/** The element's id: src/enrollment/StepLoader.tsx removes it once a step has shown. */
export const STATIC_PAINT_ID = 'wizard-first-paint';

/**
 * The static paint's CSS. Its blank header and step-list space put the heading where the step
 * shows it on a phone (a 168 px calm header, the 33 px step list; on Dependent Information the tier
 * heading and the Add button above the disclaimer); the shell's stylesheet, in
 * the page's head, styles the rest.
 */
export const WIZARD_STATIC_PAINT_CSS = '.wizard-first-paint{position:absolute;top:0;left:0;right:0;pointer-events:none}'
  + 'body:has(.shell:not(.shell--settling)) .wizard-first-paint{display:none}'
  + '.wizard-first-paint__header{min-height:10.5rem}.wizard-first-paint__steps{height:2.0625rem}'
  + '.wizard-first-paint__list-head{height:6.1875rem}';

/** What the static paint is built from: the screen, its tab list (get-dynamic-tabs) and Dependent's disclaimer. */
export interface StaticPaintSource { screen: TabName; tabs?: unknown; disclaimer?: unknown }

/** The step's heading as StepShell shows it: the title nav_array gives the screen's tab, else the spec's. */
function headingOf(screen: TabName, tabs: unknown): string {
  const result = (tabs as { result?: unknown } | undefined)?.result;
  const retitled = Array.isArray(result) ? retitledAs(buildNavArray(result as DynamicTab[]), screen) : undefined;
  return retitled ?? WIZARD_TABS.find((tab) => tab.tab_name === screen)?.title ?? '';
}

/**
 * The markup (aria-hidden: it is a picture of the page the app then renders, which a screen
 * reader meets once, with the fixed loading indicator announcing the wait meanwhile).
 */
export function wizardStaticPaint({ screen, tabs, disclaimer }: StaticPaintSource): string {
  const body = typeof disclaimer === 'string' && disclaimer
    // Styled by the shell's stylesheet only: the screen's own (dependents.css) arrives with the
    // app, and restyling this paragraph then would move it (a layout shift).
    ? `<div class="card wizard__form"><div class="wizard-first-paint__list-head"></div><p>${escapeHtml(disclaimer)}</p></div>`
    : '';
  // The <style> goes with the element when StepLoader removes it: html2canvas copies a page's
  // <style> elements as it reads their rules, a text the policy's hash does not allow.
  return `<div id="${STATIC_PAINT_ID}" class="wizard-first-paint" aria-hidden="true"><style>${WIZARD_STATIC_PAINT_CSS}</style>`
    + '<div class="site-header site-header--calm wizard-first-paint__header"></div>'
    + `<div class="page wizard"><div class="wizard-first-paint__steps"></div><h1 class="wizard__heading">${escapeHtml(headingOf(screen, tabs))}</h1>${body}</div>`
    + '</div>';
}
