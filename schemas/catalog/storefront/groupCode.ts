/**
 * The group enrollment code's entry form, in the Employee Enrollment dialog and the plan detail's
 * Group Code modal (storefront.md sections 2, 4 "Group code flow" and 5; issue 16 item 1):
 * required ('Field is required'), letters, digits and hyphens ('Invalid Group Enrollment Code',
 * as an unknown code reads).
 */
import { ACCESS_CODE_PATTERN } from '../../api/storefront';
import { MESSAGES } from '../../messages';
import { STOREFRONT_ENTRY_TEXT } from '../../uiText/storefront/entry';
import type { TabCatalog } from '../types';

/** The group code form's one field. */
export const groupCodeCatalog: TabCatalog = {
  group_code: {
    title: STOREFRONT_ENTRY_TEXT.employeeEnrollmentView.groupEnrollmentCode, widget: 'text', autocomplete: 'off', required: true,
    schema: { type: 'string', pattern: ACCESS_CODE_PATTERN }, messages: { pattern: MESSAGES.invalidGroupCode },
  },
};
