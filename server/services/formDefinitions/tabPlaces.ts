/**
 * The tabs of the wizard as data (issue 14 items 1 and 2): the spec's tab list (form_tabs) with
 * each catalog form's resolved `tab` part over it (title, order, required; its route is fixed),
 * and the tabs staff added, each a form of its own with a title and a route slug. An enrollment
 * sees the new tabs it started with (recorded at checkout; an enrollment from before that record
 * sees those in effect for its portal and group) and those it saved; a tab rolled back to no
 * title or slug is gone for enrollments that did not pin it.
 */
import type { Kysely } from 'kysely';
import type { DynamicTab } from '../../../schemas/api/types';
import { type CustomTabName, isCatalogForm, isCustomTabName, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { ResolvedForm, ScopeRef } from '../../../schemas/forms/definition';
import type { Enrollment } from '../../db/queries/enrollments';
import { resolveTabs } from '../../db/queries/forms';
import { customTabForms } from '../../db/queries/tabDocuments';
import type { Database } from '../../db/types';
import type { TabContext } from '../../../adapters';
import { enrollmentForm, pinnedTabList } from './enrollmentForm';
import { resolveChain, scopeChain } from './layers';

/** A new tab an enrollment sees, with the form it resolved to. */
export interface AddedTab { name: CustomTabName; title: string; slug: string; order: number | undefined; required: boolean; resolved: ResolvedForm }

/** The title and slug of a resolved new tab; undefined when its layers give no tab (never published, or rolled back). */
function placeOf(resolved: ResolvedForm): { title: string; slug: string } | undefined {
  const { title, slug } = resolved.tab ?? {};
  return typeof title === 'string' && title !== '' && typeof slug === 'string' && slug !== '' ? { title, slug } : undefined;
}

/** What checkLayer needs of a form's tab at this chain: spec or new, and the routes of the chain's other new tabs. */
export async function tabContext(db: Kysely<Database>, form: DefinedForm, chain: readonly ScopeRef[]): Promise<TabContext> {
  if (isCatalogForm(form)) return { kind: 'spec' };
  const others = (await customTabForms(db, chain)).filter((name) => name !== form);
  const slugs = await Promise.all(others.map(async (name) => placeOf((await resolveChain(db, name, chain)).resolved)?.slug));
  return { kind: 'new', otherSlugs: slugs.filter((slug): slug is string => slug !== undefined) };
}

/** The new tabs this enrollment sees, each once per slug (the first by name wins a clash), by name. */
export async function addedTabs(db: Kysely<Database>, enrollment: Enrollment): Promise<AddedTab[]> {
  const chain = scopeChain(enrollment.portal_id, enrollment.group_id);
  const started = pinnedTabList(enrollment, chain) ?? await customTabForms(db, chain);
  // A tab it saved stays too (its pins keep the version it saved with).
  const names = [...new Set([...started, ...Object.keys(enrollment.form_pins ?? {})])].filter(isCustomTabName).sort();
  const tabs: AddedTab[] = [];
  for (const name of names) {
    const resolved = await enrollmentForm(db, enrollment, name);
    const place = placeOf(resolved);
    if (!place || tabs.some((tab) => tab.slug === place.slug)) continue;
    tabs.push({ name, ...place, order: resolved.tab?.order, required: resolved.tab?.required ?? true, resolved });
  }
  return tabs;
}

/** The new tab `name` of this enrollment, if it sees it. */
export async function addedTab(db: Kysely<Database>, enrollment: Enrollment, name: string): Promise<AddedTab | undefined> {
  return (await addedTabs(db, enrollment)).find((tab) => tab.name === name);
}

/** One tab of the list before numbering: its place (any number) and what the answer carries. */
interface Placed { tab: DynamicTab; at: number; moved: boolean }

/**
 * get-dynamic-tabs: the spec's tab list with the catalog forms' tab properties and the new tabs,
 * by order. A list nobody changed answers exactly as form_tabs says; once a tab moved or one was
 * added, `order` is the tab's place in the list (0, 1, ...), as order numbers may be fractions.
 */
export async function wizardTabs(db: Kysely<Database>, enrollment: Enrollment): Promise<DynamicTab[]> {
  const rows = await resolveTabs(db, { portalId: enrollment.portal_id, groupId: enrollment.group_id });
  // Each catalog form's tab properties (its pinned or active layers), read side by side.
  const owns = await Promise.all(rows.map(async (row) => (isCatalogForm(row.tab_name) ? (await enrollmentForm(db, enrollment, row.tab_name)).tab ?? {} : {})));
  const placed: Placed[] = rows.map((row, index) => {
    const own = owns[index];
    const tab: DynamicTab = { tab_name: row.tab_name, order: row.position, required: own.required ?? row.required };
    if (own.title !== undefined) tab.title = own.title;
    return { tab, at: own.order ?? row.position, moved: own.order !== undefined };
  });
  let last = placed.reduce((max, entry) => Math.max(max, entry.at), -1);
  for (const added of await addedTabs(db, enrollment)) {
    // A new tab without an order goes after the others.
    const at = added.order ?? (last += 1);
    placed.push({ tab: { tab_name: added.name, order: 0, required: added.required, title: added.title, slug: added.slug }, at, moved: true });
  }
  const sorted = placed.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.at - b.entry.at || a.index - b.index);
  const renumber = placed.some((entry) => entry.moved);
  return sorted.map(({ entry }, index) => ({ ...entry.tab, order: renumber ? index : entry.tab.order }));
}
