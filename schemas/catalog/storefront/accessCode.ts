/**
 * The Access Code dialog's entry form (storefront.md sections 2 "Landing and access dialogs" and 5;
 * issue 16 item 1): the rep access code, required ('Field is required'), letters, digits and
 * hyphens ('Invalid Rep Access Code', as an unknown code reads).
 */
import { ACCESS_CODE_PATTERN } from '../../api/storefront';
import { MESSAGES } from '../../messages';
import { STOREFRONT_ENTRY_TEXT } from '../../uiText/storefront/entry';
import type { TabCatalog } from '../types';

/** The rep access code form's one field. */
export const accessCodeCatalog: TabCatalog = {
  agent_code: {
    title: STOREFRONT_ENTRY_TEXT.accessCodeView.repAccessCode, widget: 'text', autocomplete: 'off', required: true,
    schema: { type: 'string', pattern: ACCESS_CODE_PATTERN }, messages: { pattern: MESSAGES.invalidRepAccessCode },
  },
};
