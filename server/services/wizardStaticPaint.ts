/**
 * A resumed wizard screen's first paint as static markup (issue 17): the page's heading painted
 * with the page's HTML and stylesheets, before the app's scripts have downloaded, evaluated and
 * rendered the step. Lighthouse's largest contentful paint on these pages was the heading, which
 * waited for the whole app; the same text painted from the page is the same content a reader
 * meets, a second or more sooner on a slow phone.
 *
 * The markup sits outside the app's root, absolutely placed over it, and hides itself by CSS once
 * the app's frame is revealed (the layout drops .shell--settling; src/app/useStaticPaintHandOver.ts
 * also removes it then, or when the app leaves the screen first): no element of it ever moves, so it adds no layout shift,
 * and it holds no input, so nothing typed into it can be lost. Its CSS comes with it, as a <style>
 * the Content-Security-Policy allows by its hash (plugins/cspSources.ts): the wizard's own
 * stylesheets apply only once the app has loaded them. It is built
 * from the answers of the screen's own first calls (wizardFirstPaint.ts), so the heading is the
 * one the step shows (a form definition's title wins, as StepShell says it), in the visitor's
 * language (translated by its English text, as the app translates it).
 */
import type { DynamicTab } from '../../schemas/api/types';
import { WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { escapeHtml } from './html';
import { STATIC_PAINT_ID } from '../../schemas/staticPaint';
import { buildNavArray, retitledAs, type NavEntry } from '../../domain/navArray';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { textsIn, translateText } from '../../schemas/i18n/localizable';
import { fill } from '../../schemas/uiText/fill';
import { calmHeaderSkeleton, type HeaderSource } from './wizardHeaderSkeleton';

export { STATIC_PAINT_ID };

/**
 * The static paint's CSS. Its header (wizardHeaderSkeleton.ts), step list and heading are the
 * real ones' elements and classes, which the shell's stylesheet, in the page's head, lays out as
 * the app then does, so the heading stands where the step shows it at every width, by
 * construction rather than by a spacer's height; the header's and step list's contents take
 * their room unseen.
 */
export const WIZARD_STATIC_PAINT_CSS = '.wizard-first-paint{position:absolute;top:0;left:0;right:0;pointer-events:none}'
  + 'body:has(.shell:not(.shell--settling)) .wizard-first-paint{display:none}'
  + '.wizard-first-paint__header .site-header__inner,.wizard-first-paint__steps{visibility:hidden}';

/** What the static paint is built from: the screen, its tab list (get-dynamic-tabs), the header's answers and the visitor's language. */
export interface StaticPaintSource { screen: TabName; tabs?: unknown; header?: HeaderSource; language?: Language }

/** The screen's tab list (nav_array) from get-dynamic-tabs' answer. */
function navArrayOf(tabs: unknown): NavEntry[] {
  const result = (tabs as { result?: unknown } | undefined)?.result;
  return Array.isArray(result) ? buildNavArray(result as DynamicTab[]) : [];
}

/** The step's heading as StepShell shows it: the title nav_array gives the screen's tab, else the spec's, in the visitor's language. */
const headingOf = (screen: TabName, steps: readonly NavEntry[], language: Language): string =>
  translateText(retitledAs(steps, screen) ?? WIZARD_TABS.find((tab) => tab.tab_name === screen)?.title ?? '', language);

/**
 * The step list's box: src/enrollment/StepIndicator.tsx's elements, classes and texts (app.css,
 * in the page's head, lays them out: one row of bars on a phone, with each step's label on a
 * desktop), never painted (.wizard-first-paint__steps).
 */
function stepsSkeleton(screen: TabName, steps: readonly NavEntry[], language: Language): string {
  const index = steps.findIndex((step) => step.tab_name === screen);
  if (steps.length === 0) return '';
  // The step list's texts (schemas/uiText/enrollment.ts, as StepIndicator.tsx says them).
  const text = textsIn(language, ENROLLMENT_TEXT.stepIndicator);
  const progress = index >= 0 ? `<p class="steps__progress">${escapeHtml(fill(text.progress, { step: index + 1, total: steps.length }))}</p>` : '';
  const items = steps.map((step) => `<li class="steps__item"><span class="steps__label">${escapeHtml(translateText(step.title, language))}</span></li>`).join('');
  return `<div class="wizard-first-paint__steps">${progress}<ol class="steps">${items}</ol></div>`;
}

/**
 * The markup (aria-hidden: it is a picture of the page the app then renders, which a screen
 * reader meets once, with the fixed loading indicator announcing the wait meanwhile). The heading
 * alone: Dependent Information's disclaimer stands lower in the step when the spouse question
 * shows above it, and the fixed loading indicator crossed it meanwhile, so a static copy of it
 * would jump at the hand-over.
 */
export function wizardStaticPaint({ screen, tabs, header = {}, language = DEFAULT_LANGUAGE }: StaticPaintSource): string {
  const steps = navArrayOf(tabs);
  // The <style> goes with the element when the app removes it (src/app/useStaticPaintHandOver.ts):
  // html2canvas copies a page's <style> elements as it reads their rules, a text the policy's hash does not allow.
  return `<div id="${STATIC_PAINT_ID}" class="wizard-first-paint" aria-hidden="true"><style>${WIZARD_STATIC_PAINT_CSS}</style>`
    + calmHeaderSkeleton(header, language)
    + `<div class="page wizard">${stepsSkeleton(screen, steps, language)}<h1 class="wizard__heading">${escapeHtml(headingOf(screen, steps, language))}</h1></div>`
    + '</div>';
}
