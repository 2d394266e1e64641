/**
 * Dependent Information's part of its static first paint (wizardStaticPaint.ts; the pattern:
 * staticPaint.ts). Its largest contentful paint is the step's disclaimer (a `largest-contentful-paint`
 * observer at 412 px, 4x CPU: docs/benchmarks.md), which stands in the step's card under the tier
 * heading and, as the step starts, either the premier spouse question or the Add Spouse / Add Child
 * button. The copy lays out what DependentControls (src/enrollment/dependents/DependentScreen.tsx)
 * renders down to the disclaimer, with the same elements and classes (the step's stylesheets are in
 * the page's head), the controls present but unseen (UNSEEN), so the disclaimer stands where the
 * step shows it at every width; the tier heading and the disclaimer are painted, the latter marked
 * with its own language as the step marks it (content_lang, schemas/i18n/language.ts passageLanguage).
 *
 * Which controls show is decided as the step decides it, by the rules the dependents machine starts
 * with (domain/dependentRules spouseAtStart, dependentAddBlock) over this enrollment's answer (tier, premier plan, saved
 * dependents, the form's limit). Where the browser alone decides it there is no part, and the page
 * paints the heading alone: a member already enrolled gets the dependents on file on a first visit
 * (a mark in the browser's storage says which visit), and a spouse answered No is remembered by
 * the browser only (on a premier Family list without a spouse it turns Add Spouse into Add Child,
 * a button of another width: the copy then paints no card rather than guess).
 *
 * Below the disclaimer the card shows the page's loading indicator, where the list will stand: the
 * page's fixed indicator, at the viewport's middle, would cross the painted text, so it is hidden
 * while this part is on the page (dependents.css) and stays only for screen readers (the copy is
 * aria-hidden; the fixed indicator announces the wait).
 */
import { dependentAddBlock, nextRelationship, spouseAtStart, tierHeading, type DependentSetting, type SpouseStartInput } from '../../domain/dependentRules';
import type { ListItem } from '../../domain/listPolicy';
import { isExistingMember } from '../../domain/wizardRules';
import { passageLanguage, type Language } from '../../schemas/i18n/language';
import { textsIn, translateText } from '../../schemas/i18n/localizable';
import { APP_TEXT } from '../../schemas/uiText/app';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';
import { escapeHtml } from './html';
import { UNSEEN } from './staticPaint';

/** What the part is built from: the step's item form answer (get-form-fields-dependent-primary-info), the enrollment's type (get-enrollment-temp-info type) and the page's language. */
export interface DependentsPaintSource { form: unknown; enrollType: unknown; language: Language }

type Fields = Record<string, unknown>;
const objectAt = (value: unknown): Fields | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? value as Fields : undefined);
const textAt = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The class of the copy's loading indicator (dependents.css hides the page's fixed one while it is there). */
export const DEPENDENTS_PAINT_LOADING = 'dependents__paint-loading';

/** The controls above the disclaimer as the step starts: the spouse question, the add button with its relationship, or none. */
type Controls = { kind: 'question' } | { kind: 'add'; relationship: 'spouse' | 'child' } | { kind: 'none' };

/** The step's start for one remembered answer (the dependents machine's: spouseAtStart, then the list's policy): its controls. */
function controlsOf(input: SpouseStartInput & Pick<DependentSetting, 'maxItems'>): Controls {
  const { answer, asking } = spouseAtStart(input);
  if (asking) return { kind: 'question' };
  const setting: DependentSetting = { tier: input.tier, premier: input.premier, spouse: answer, ...(input.maxItems !== undefined && { maxItems: input.maxItems }) };
  return dependentAddBlock(input.items, setting) === null ? { kind: 'add', relationship: nextRelationship(input.items, setting) } : { kind: 'none' };
}

/** The spouse question's box (SpouseQuestion.tsx), never painted: a disabled selector and a button's look, nothing usable. */
function questionSkeleton(language: Language): string {
  const text = textsIn(language, ENROLLMENT_TEXT.spouseQuestion);
  const options = [text.pleaseSelect, text.yes, text.no].map((option) => `<option>${escapeHtml(option)}</option>`).join('');
  return `<div class="spouse-question ${UNSEEN}"><div class="field"><label>${escapeHtml(text.doYouWantToEnroll)}</label><select disabled>${options}</select></div>`
    + `<span class="btn btn--primary">${escapeHtml(text.submit)}</span></div>`;
}

/** The controls' box, never painted. */
function controlsSkeleton(controls: Controls, language: Language): string {
  if (controls.kind === 'question') return questionSkeleton(language);
  if (controls.kind === 'none') return '';
  const text = textsIn(language, ENROLLMENT_TEXT.dependentScreen);
  return `<p class="dependents__add ${UNSEEN}"><span class="btn btn--secondary">${escapeHtml(controls.relationship === 'spouse' ? text.addSpouse : text.addChild)}</span></p>`;
}

/**
 * The step's card down to its disclaimer, then the loading indicator; '' when the step's start is
 * not this page's to know or the answer is missing (see the file comment).
 */
export function dependentsStaticPaint({ form, enrollType, language }: DependentsPaintSource): string {
  const answer = objectAt(form);
  const disclaimer = textAt(answer?.disclaimer);
  if (!answer || disclaimer === '' || !Array.isArray(answer.dependents) || typeof answer.tier !== 'string') return '';
  const type = objectAt(enrollType)?.result;
  if (typeof type !== 'string' || isExistingMember(type)) return '';
  const items = answer.dependents.filter((item): item is ListItem => objectAt(item) !== undefined);
  const input = {
    tier: answer.tier, premier: answer.premier === true, items, existingMember: false, declined: false,
    ...(typeof answer.max_items === 'number' && { maxItems: answer.max_items }),
  };
  const controls = controlsOf(input);
  if (JSON.stringify(controlsOf({ ...input, declined: true })) !== JSON.stringify(controls)) return '';
  const lang = passageLanguage(textAt(answer.content_lang), language);
  const loading = textsIn(language, APP_TEXT.pageLoading).loading;
  // The card's failure region is empty as the step starts (.alert:empty takes no room): left out.
  return `<div class="card wizard__form"><h2 class="dependents__tier">${escapeHtml(translateText(tierHeading(input.tier, input.premier), language))}</h2>`
    + controlsSkeleton(controls, language)
    + `<p class="dependents__disclaimer"${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${escapeHtml(disclaimer)}</p>`
    + `<p class="page-loading ${DEPENDENTS_PAINT_LOADING}"><span class="spinner"></span><span>${escapeHtml(loading)}</span></p></div>`;
}
