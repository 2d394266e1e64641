/**
 * What each wizard tab needs before an enrollment may be completed (save-review-info): a check
 * per tab that answers the tab's field errors for what is saved ([] when it is complete). Each
 * tab registers its own check beside its routes, so completion knows every tab's rules without
 * repeating them. A required tab with no check registered counts as incomplete: a tab is never
 * skipped by accident. The registry belongs to one app (services.tabChecks): two apps in one
 * process (the integration tests) never see each other's checks.
 */
import type { FieldError } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import { FORM_TABS, type TabName } from '../../schemas/tabs';
import type { Enrollment } from '../db/queries/enrollments';
import { fieldError } from '../http';
import type { TabCheck, TabCheckContext, TabChecks } from './index';
import { openPayload } from './sealing';
import { preparePayload } from './saveTab';

export type { TabCheck, TabCheckContext, TabChecks } from './index';

/** A new registry holding the form tabs' checks (a full save of what they hold). */
export function createTabChecks(): TabChecks {
  const checks = new Map<TabName, TabCheck>(FORM_TABS.map((tab) => [tab, formTabCheck(tab)]));
  return { register: (tab, check) => { checks.set(tab, check); }, get: (tab) => checks.get(tab) };
}

/** The errors of one tab by its app's check, named after it when the tab has no check at all. */
export async function checkTab(tab: TabName, context: TabCheckContext): Promise<FieldError[]> {
  const check = context.services.tabChecks.get(tab);
  return check ? check(context) : [fieldError(tab, MESSAGES.stepIncomplete)];
}

/**
 * The usual check: the tab is complete when it saved something and `save` (its full save over what
 * it saved, which throws the 422 of the save) passes. Answers the save's field errors, or the tab
 * named when nothing is saved or the save fails with no field errors.
 */
export function saveCheck(tab: TabName, hasSaved: (enrollment: Enrollment) => boolean, save: (context: TabCheckContext) => Promise<unknown>): TabCheck {
  return async (context) => {
    if (!hasSaved(context.enrollment)) return [fieldError(tab, MESSAGES.stepIncomplete)];
    try {
      await save(context);
      return [];
    } catch (error) {
      return (error as { errors?: FieldError[] }).errors ?? [fieldError(tab, MESSAGES.stepIncomplete)];
    }
  };
}

/** A form tab is complete when what it saved passes its full save (required fields, formats, rules). */
function formTabCheck(tab: (typeof FORM_TABS)[number]): TabCheck {
  return saveCheck(tab, (enrollment) => Boolean(enrollment[tab]), ({ db, services, enrollment }) =>
    preparePayload(db, services, enrollment, tab, openPayload(enrollment[tab] ?? {}, services.cipher)));
}

