/** Schemas of the enrollment's own routes: tab list, tab-required check and temp info. */
import { MESSAGES } from '../messages';
import { WIZARD_TABS } from '../tabs';
import { enrollmentIdSchema, resultList } from './common';
import type { TempInfoColumn } from './types';

/** The columns get-enrollment-temp-info answers (enrollment.md section 7). */
export const TEMP_INFO_COLUMNS: readonly TempInfoColumn[] = [
  'primary_info', 'contact_info', 'employer_info', 'benificiary_info', 'health_info', 'dependent_info', 'payment_info',
  'review_info', 'aggrement_info', 'effective_date', 'filter_info', 'group_id', 'eprocess', 'type',
];

const TAB_NAMES = WIZARD_TABS.map((tab) => tab.tab_name);

export const dynamicTabsData = resultList({
  type: 'object',
  required: ['tab_name', 'order', 'required'],
  properties: { tab_name: { type: 'string' }, order: { type: 'integer' }, required: { type: 'boolean' } },
});

export const tabRequiredQuery = {
  type: 'object',
  required: ['enrollment_id', 'tab_name'],
  properties: { enrollment_id: enrollmentIdSchema, tab_name: { type: 'string', enum: TAB_NAMES, 'x-message': MESSAGES.choice } },
} as const;

export const tabRequiredData = {
  type: 'object', required: ['result'],
  properties: { result: { type: 'object', required: ['required'], properties: { required: { type: 'boolean' } } } },
} as const;

export const tempInfoQuery = {
  type: 'object',
  required: ['enrollment_id', 'column'],
  properties: { enrollment_id: enrollmentIdSchema, column: { type: 'string', enum: TEMP_INFO_COLUMNS, 'x-message': MESSAGES.choice } },
} as const;

/** data.result is the column's value: an object, a string, a number or null. */
export const tempInfoData = { type: 'object', required: ['result'], properties: { result: {} } } as const;
