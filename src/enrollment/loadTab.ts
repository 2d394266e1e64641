/**
 * Everything a form tab needs before its machine starts, fetched in parallel: the server's tab
 * list (-> nav_array), field definitions, lookups, who the enrollee is (temp info), the saved
 * tab (for a prefill) and, where the tab has the button, the enroller-code status.
 * Only the field definitions are essential; other failures fall back to stored or empty values.
 */
import { buildTabForm, initialValues, isNothingSaved, lookupChoices, withPrefill, type FormValues, type LookupOptions, type TabForm } from '../../adapters';
import type { EnrollCodeData, FieldDefinition, TempInfoColumn } from '../../schemas/api/types';
import type { LookupName } from '../../schemas/catalog';
import { buildNavArray, type NavEntry } from '../../machines/wizardNavigation';
import { checkEnrollCode } from '../api/checkEnrollCode';
import { getDynamicTabs } from '../api/getDynamicTabs';
import { getEnrollmentTempInfo } from '../api/getEnrollmentTempInfo';
import { LOOKUP_FETCHERS } from '../api/lookups';
import { getSession, setSession, type Eprocess } from '../session';
import type { TabScreenConfig } from './tabConfig';

/** A tab ready to bind: the built form, its starting values and the enrollee's context. */
export interface LoadedTab {
  enrollmentId: string;
  navArray: NavEntry[];
  defs: FieldDefinition[];
  form: TabForm;
  initial: FormValues;
  groupId: number | null;
  eprocess: Eprocess | null;
  enrollType: string | null;
  enrollCode: EnrollCodeData;
}

const NO_ENROLL_CODE: EnrollCodeData = { show_enroll_code: false, required: false, saved: false };

/** Resolves `promise`, or `fallback` when it fails (a silent failure, as the spec wants for loads). */
const orElse = <T,>(promise: Promise<T>, fallback: T): Promise<T> => promise.catch(() => fallback);

function tempInfo(enrollmentId: string, column: TempInfoColumn): Promise<unknown> {
  return orElse(getEnrollmentTempInfo({ enrollmentId, column }).then((d) => d.result), null);
}

async function loadLookups(enrollmentId: string, names: LookupName[]): Promise<LookupOptions> {
  const lists = await Promise.all(names.map((name) => orElse(LOOKUP_FETCHERS[name](enrollmentId).then((d) => d.result), null)));
  const lookups: LookupOptions = {};
  names.forEach((name, i) => {
    const items = lists[i];
    if (items) lookups[name] = lookupChoices(name, items);
  });
  return lookups;
}

/** Loads one tab (see the file comment); rejects only when its field definitions cannot load. */
export async function loadTab(config: TabScreenConfig, enrollmentId: string): Promise<LoadedTab> {
  const [tabs, fields, groupId, eprocess, enrollType, saved, enrollCode] = await Promise.all([
    orElse(getDynamicTabs(enrollmentId).then((d) => buildNavArray(d.result)), null),
    config.fetchFields(enrollmentId),
    tempInfo(enrollmentId, 'group_id'),
    tempInfo(enrollmentId, 'eprocess'),
    tempInfo(enrollmentId, 'type'),
    config.prefill ? tempInfo(enrollmentId, config.tab) : Promise.resolve(undefined),
    config.extraButton === 'enrollerCode' ? orElse(checkEnrollCode(enrollmentId), NO_ENROLL_CODE) : Promise.resolve(NO_ENROLL_CODE),
  ]);
  const defs = fields.result;
  const names = [...new Set(buildTabForm(config.tab, defs).fields.flatMap((f) => (f.spec.lookup ? [f.spec.lookup] : [])))];
  const form = buildTabForm(config.tab, defs, await loadLookups(enrollmentId, names));
  let initial = initialValues(form, defs);
  if (config.prefill && isNothingSaved(saved)) initial = withPrefill(initial, await orElse(config.prefill(enrollmentId), {}));

  // The session mirrors what the server said, so later screens (and a reload) agree with it.
  const navArray = tabs ?? getSession('nav_array') ?? [];
  if (tabs) setSession('nav_array', tabs);
  const group = groupId === null || groupId === undefined ? getSession('group_id') : Number(groupId);
  const process = typeof eprocess === 'string' ? (eprocess as Eprocess) : getSession('eprocess');
  const type = typeof enrollType === 'string' ? enrollType : getSession('enroll_type');
  setSession('group_id', group);
  setSession('eprocess', process);
  setSession('enroll_type', type);
  return { enrollmentId, navArray, defs, form, initial, groupId: group, eprocess: process, enrollType: type, enrollCode };
}
