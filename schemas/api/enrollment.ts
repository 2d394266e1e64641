/** Schemas of the enrollment's own routes: tab list, tab-required check and temp info. */
import { MESSAGES } from '../messages';
import { TAB_COLUMNS, TAB_NAMES } from '../tabs';
import { answer, answerWith, enrollmentIdSchema, resultList } from './common';

/**
 * The columns get-enrollment-temp-info answers (enrollment.md section 7), and health_track (ours:
 * whether an existing member's health info on file has been loaded and saved into the enrollment).
 */
export const TEMP_INFO_COLUMNS = [...TAB_COLUMNS, 'effective_date', 'filter_info', 'group_id', 'eprocess', 'type', 'health_track'] as const;
/** A column get-enrollment-temp-info answers. */
export type TempInfoColumn = (typeof TEMP_INFO_COLUMNS)[number];

/**
 * get-dynamic-tabs' tabs: the spec's tab_name, order and required, and (our extensions) a tab's
 * title when a form definition changed it, and for a tab staff added (its tab_name is its id,
 * schemas/forms/customTabs.ts) its title and route slug.
 */
export const dynamicTabsData = resultList(answerWith(
  { tab_name: { type: 'string' }, order: { type: 'integer' }, required: { type: 'boolean' } },
  // title_translations (issue 18): the title in other languages, as the form definition translates it.
  { title: { type: 'string' }, slug: { type: 'string' }, title_translations: { type: 'object', additionalProperties: false, properties: { es: { type: 'string' } } } },
));

export const tabRequiredQuery = {
  type: 'object',
  required: ['enrollment_id', 'tab_name'],
  properties: { enrollment_id: enrollmentIdSchema, tab_name: { type: 'string', enum: TAB_NAMES, 'x-message': MESSAGES.choice } },
} as const;

export const tabRequiredData = answer({ result: answer({ required: { type: 'boolean' } }) });

export const tempInfoQuery = {
  type: 'object',
  required: ['enrollment_id', 'column'],
  properties: { enrollment_id: enrollmentIdSchema, column: { type: 'string', enum: TEMP_INFO_COLUMNS, 'x-message': MESSAGES.choice } },
} as const;

/** data.result is the column's value: an object, a string, a number or null. */
export const tempInfoData = answer({ result: {} });
