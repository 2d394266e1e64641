/**
 * Where a form's tab goes (issue 14 items 1 and 2): a spec tab keeps its route (a layer may
 * change only its title, order and required flag); a tab staff added needs a title and a route
 * slug of its own, which neither a spec tab's words nor another tab of the same enrollment use.
 */
import { isReservedTabWord } from '../../schemas/forms/customTabs';
import type { FormLayer, ResolvedForm } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';

/** What checkLayer needs to know of the form's tab. */
export interface TabContext {
  /** 'spec': one of the nine tabs (its route is fixed); 'new': a tab staff added. */
  kind: 'spec' | 'new';
  /** The route slugs the other new tabs of the same portal and group use. */
  otherSlugs?: readonly string[];
}

/** Whether the layer says anything at all (an empty layer adds no tab). */
const isEmpty = (layer: FormLayer): boolean => Object.keys(layer.fields ?? {}).length === 0 && Object.keys(layer.tab ?? {}).length === 0;

/** Adds the errors of the tab's place: `after` is the form with the layer applied. */
export function checkTabPlace(layer: FormLayer, after: ResolvedForm, context: TabContext, add: (target: string, message: string) => void): void {
  const slug = layer.tab?.slug;
  if (context.kind === 'spec') {
    if (slug !== undefined) add('tab.slug', MESSAGES.formSlugSpecTab);
    if (layer.tab?.retired !== undefined) add('tab.retired', MESSAGES.formRetireSpecTab);
    return;
  }
  if (typeof slug === 'string' && (isReservedTabWord(slug) || context.otherSlugs?.includes(slug))) add('tab.slug', MESSAGES.formSlugTaken);
  if (isEmpty(layer)) return;
  if (after.tab?.title === undefined) add('tab.title', MESSAGES.formTabTitleMissing);
  if (after.tab?.slug === undefined) add('tab.slug', MESSAGES.formSlugMissing);
}
