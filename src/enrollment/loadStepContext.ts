/**
 * What every wizard step needs to know before it shows, fetched in parallel: the server's tab
 * list (-> nav_array), who the enrollee is (group, process, enrollment type) and the wizard's
 * message overrides (./wizardMessages.ts, into the app's one lookup). A failed
 * lookup falls back to what the session stored (the spec's silent load failures); the session
 * then mirrors what the server said, so later steps and a reload agree with it.
 */
import type { Eprocess, TempInfoColumn } from '../../schemas/api/types';
import { buildNavArray, type NavEntry } from '../../machines/wizardNavigation';
import { getDynamicTabs } from '../api/getDynamicTabs';
import { getEnrollmentTempInfo } from '../api/getEnrollmentTempInfo';
import { getSession, setSession } from '../session';
import { loadWizardMessages } from './wizardMessages';

/** The enrollment a step belongs to, and where it sits in the wizard. */
export interface StepContext {
  enrollmentId: string;
  navArray: NavEntry[];
  groupId: number | null;
  eprocess: Eprocess | null;
  enrollType: string | null;
}

/** Resolves `promise`, or `fallback` when it fails (a silent failure, as the spec wants for loads). */
export const orElse = <T,>(promise: Promise<T>, fallback: T): Promise<T> => promise.catch(() => fallback);

/** One column of get-enrollment-temp-info, or null when it cannot be read. */
export function tempInfo(enrollmentId: string, column: TempInfoColumn): Promise<unknown> {
  return orElse(getEnrollmentTempInfo({ enrollmentId, column }).then((d) => d.result), null);
}

/** Loads the step context (see the file comment); never rejects. */
export async function loadStepContext(enrollmentId: string): Promise<StepContext> {
  const [tabs, groupId, eprocess, enrollType] = await Promise.all([
    // A tab title a form definition sets keeps its translations (the answer carries each: issue 18); a step says it in the language shown (StepShell).
    orElse(getDynamicTabs(enrollmentId).then((d) => buildNavArray(d.result)), null),
    tempInfo(enrollmentId, 'group_id'),
    tempInfo(enrollmentId, 'eprocess'),
    tempInfo(enrollmentId, 'type'),
    loadWizardMessages(enrollmentId),
  ]);
  const navArray = tabs ?? getSession('nav_array') ?? [];
  if (tabs) setSession('nav_array', tabs);
  const group = groupId === null || groupId === undefined ? getSession('group_id') : Number(groupId);
  const process = typeof eprocess === 'string' ? (eprocess as Eprocess) : getSession('eprocess');
  const type = typeof enrollType === 'string' ? enrollType : getSession('enroll_type');
  setSession('group_id', group);
  setSession('eprocess', process);
  setSession('enroll_type', type);
  return { enrollmentId, navArray, groupId: group, eprocess: process, enrollType: type };
}
