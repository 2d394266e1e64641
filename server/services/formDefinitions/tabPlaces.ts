/**
 * The tabs of the wizard as data (issue 14 items 1 and 2): the spec's tab list (form_tabs) with
 * each catalog form's (and the agreement's) resolved `tab` part over it (title, order, required; its route is fixed),
 * and the tabs staff added, each a form of its own with a title and a route slug. An enrollment
 * sees the new tabs it started with (recorded at checkout; an enrollment from before that record
 * sees those in effect for its portal and group) and those it saved; a tab rolled back to no
 * title or slug is gone for enrollments that did not pin it.
 */
import type { Kysely } from 'kysely';
import type { DynamicTab } from '../../../schemas/api/types';
import { type CustomTabName, isCatalogForm, isCustomTabName, isSpecForm, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { ResolvedForm, ScopeRef } from '../../../schemas/forms/definition';
import { type AgreementFormName, isAgreementForm } from '../../../schemas/forms/agreementForm';
import type { FormName } from '../../../schemas/catalog';
import type { Enrollment } from '../../db/queries/enrollments';
import { type TabRow, tabListState } from '../../db/queries/tabListState';
import { customTabForms } from '../../db/queries/tabDocuments';
import type { Database } from '../../db/types';
import type { TabContext } from '../../../adapters';
import { boundedMap } from '../boundedMap';
import { chainKey, enrollmentForm, pinnedTabList } from './enrollmentForm';
import { resolveChain, scopeChain } from './layers';

/** A new tab an enrollment sees, with the form it resolved to. */
export interface AddedTab { name: CustomTabName; title: string; slug: string; order: number | undefined; required: boolean; resolved: ResolvedForm }

/** The title and slug of a resolved new tab; undefined when its layers give no tab (never published, rolled back, or retired). */
function placeOf(resolved: ResolvedForm): { title: string; slug: string } | undefined {
  const { title, slug, retired } = resolved.tab ?? {};
  return retired !== true && typeof title === 'string' && title !== '' && typeof slug === 'string' && slug !== '' ? { title, slug } : undefined;
}

/** What checkLayer needs of a form's tab at this chain: spec or new, and the routes of the chain's other new tabs. */
export async function tabContext(db: Kysely<Database>, form: DefinedForm, chain: readonly ScopeRef[]): Promise<TabContext> {
  if (isSpecForm(form)) return { kind: 'spec' };
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

/** Whether a spec tab's form gives it a title, order and required flag: a catalog form's, and the agreement's. */
const hasTabPart = (name: string): name is FormName | AgreementFormName => isCatalogForm(name) || isAgreementForm(name);

/** One tab of the list before numbering: its place (any number) and what the answer carries. */
interface Placed { tab: DynamicTab; at: number; moved: boolean }

/** Tab lists built per instance, keyed by what they are made of (wizardTabs). */
const LISTS = boundedMap<readonly DynamicTab[]>(512);

/**
 * What an enrollment's list is made of besides its chain's state: per form, its pins for this
 * chain (versions never change), or only its name when they are for another chain (a new tab it
 * saved still counts). Enrollments that started with the same versions share one key.
 */
function pinsKey(enrollment: Enrollment, chain: string): [string, unknown][] {
  const pins = (enrollment.form_pins ?? {}) as Record<string, { chain?: unknown } | undefined>;
  return Object.entries(pins).map(([form, record]): [string, unknown] => [form, record?.chain === chain ? record : null])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * get-dynamic-tabs: the spec's tab list with the catalog forms' tab properties and the new tabs,
 * by order (buildList). A list is built once per instance for what it is made of, which one
 * statement reads on every call (the tab rows and the active version ids of the chain: a publish
 * on any instance, or a scheduled version taking over, is a new key), with the enrollment's pins.
 */
export async function wizardTabs(db: Kysely<Database>, enrollment: Enrollment): Promise<DynamicTab[]> {
  const state = await tabListState(db, { portalId: enrollment.portal_id, groupId: enrollment.group_id });
  const chain = chainKey(scopeChain(enrollment.portal_id, enrollment.group_id));
  const key = JSON.stringify([chain, state, pinsKey(enrollment, chain)]);
  let list = LISTS.get(key);
  if (!list) {
    list = await buildList(db, enrollment, state.tabs);
    LISTS.set(key, list);
  }
  return list.map((tab) => ({ ...tab }));
}

/** A tab title's translations as get-dynamic-tabs carries them (issue 18), when its definition gives one. */
const titleTranslations = (resolved: ResolvedForm | undefined): Pick<DynamicTab, 'title_translations'> => {
  const es = resolved?.tabTranslated?.es?.title;
  return es === undefined ? {} : { title_translations: { es } };
};

/**
 * The list itself: form_tabs' rows with each catalog form's tab part over them, and the new tabs.
 * A list nobody changed answers exactly as form_tabs says; once a tab moved or one was added,
 * `order` is the tab's place in the list (0, 1, ...), as order numbers may be fractions.
 */
async function buildList(db: Kysely<Database>, enrollment: Enrollment, rows: readonly TabRow[]): Promise<DynamicTab[]> {
  // Each catalog form's tab properties (its pinned or active layers), read side by side.
  const forms = await Promise.all(rows.map(async (row) => (hasTabPart(row.tab_name) ? enrollmentForm(db, enrollment, row.tab_name) : undefined)));
  const placed: Placed[] = rows.map((row, index) => {
    const own = forms[index]?.tab ?? {};
    const tab: DynamicTab = { tab_name: row.tab_name, order: row.position, required: own.required ?? row.required };
    if (own.title !== undefined) Object.assign(tab, { title: own.title }, titleTranslations(forms[index]));
    return { tab, at: own.order ?? row.position, moved: own.order !== undefined };
  });
  let last = placed.reduce((max, entry) => Math.max(max, entry.at), -1);
  for (const added of await addedTabs(db, enrollment)) {
    // A new tab without an order goes after the others.
    const at = added.order ?? (last += 1);
    placed.push({ tab: { tab_name: added.name, order: 0, required: added.required, title: added.title, slug: added.slug, ...titleTranslations(added.resolved) }, at, moved: true });
  }
  const sorted = placed.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.at - b.entry.at || a.index - b.index);
  const renumber = placed.some((entry) => entry.moved);
  return sorted.map(({ entry }, index) => ({ ...entry.tab, order: renumber ? index : entry.tab.order }));
}
