/**
 * A resumed wizard screen's static first paint (issue 17; the pattern: staticPaint.ts): the step's
 * heading, Lighthouse's largest contentful paint on these screens, written into the page. It is
 * built from the answers of the screen's own first calls (wizardFirstPaint.ts), so the heading is
 * the one the step shows (a form definition's title wins, as StepShell says it), in the visitor's
 * language (translated by its English text, as the app translates it). Dependent Information
 * adds its card down to its disclaimer, that step's largest contentful paint (dependentsStaticPaint.ts).
 */
import type { DynamicTab } from '../../schemas/api/types';
import { WIZARD_TABS, type TabName } from '../../schemas/tabs';
import { escapeHtml } from './html';
import { staticPaint, UNSEEN } from './staticPaint';
import { buildNavArray, retitledAs, type NavEntry } from '../../domain/navArray';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { textsIn, translateText } from '../../schemas/i18n/localizable';
import { fill } from '../../schemas/uiText/fill';
import { calmHeaderSkeleton, type HeaderSource } from './headerSkeleton';
import { dependentsStaticPaint, type DependentsPaintSource } from './dependentsStaticPaint';

/**
 * What the static paint is built from: the screen, its tab list (get-dynamic-tabs), the header's
 * answers, the visitor's language and, on Dependent Information, the step's own answers.
 */
export interface StaticPaintSource { screen: TabName; tabs?: unknown; header?: HeaderSource; language?: Language; dependents?: Omit<DependentsPaintSource, 'language'> }

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
 * desktop), never painted (UNSEEN).
 */
function stepsSkeleton(screen: TabName, steps: readonly NavEntry[], language: Language): string {
  const index = steps.findIndex((step) => step.tab_name === screen);
  if (steps.length === 0) return '';
  // The step list's texts (schemas/uiText/enrollment.ts, as StepIndicator.tsx says them).
  const text = textsIn(language, ENROLLMENT_TEXT.stepIndicator);
  const progress = index >= 0 ? `<p class="steps__progress">${escapeHtml(fill(text.progress, { step: index + 1, total: steps.length }))}</p>` : '';
  const items = steps.map((step) => `<li class="steps__item"><span class="steps__label">${escapeHtml(translateText(step.title, language))}</span></li>`).join('');
  return `<div class="${UNSEEN}">${progress}<ol class="steps">${items}</ol></div>`;
}

/**
 * The markup: the calm header's box, the step list's and the heading; on Dependent Information
 * the step's card down to its disclaimer when the page knows how the step starts (else the
 * heading alone: dependentsStaticPaint.ts).
 */
export function wizardStaticPaint({ screen, tabs, header = {}, language = DEFAULT_LANGUAGE, dependents }: StaticPaintSource): string {
  const steps = navArrayOf(tabs);
  const body = screen === 'dependent_info' && dependents ? dependentsStaticPaint({ ...dependents, language }) : '';
  return staticPaint(calmHeaderSkeleton(header, language)
    + `<div class="page wizard">${stepsSkeleton(screen, steps, language)}<h1 class="wizard__heading">${escapeHtml(headingOf(screen, steps, language))}</h1>${body}</div>`);
}
