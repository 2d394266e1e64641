import { MESSAGES } from '../messages';
import { PATTERNS } from './patterns';
import type { TabCatalog } from './types';

/** Contact Information (tab contact_info), in display order. */
export const contactInfoCatalog: TabCatalog = {
  email_address: { title: "Client's Email", widget: 'email', autocomplete: 'email', schema: { type: 'string', format: 'email', maxLength: 254 }, messages: { format: MESSAGES.email, maxLength: MESSAGES.email } },
  phone_number: { title: 'Contact Number', widget: 'phone', autocomplete: 'tel-national', schema: { type: 'string', pattern: PATTERNS.phone }, messages: { pattern: MESSAGES.phone } },
  address1: { title: 'Street Address 1', widget: 'text', autocomplete: 'address-line1', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  address2: { title: 'Street Address 2', widget: 'text', autocomplete: 'address-line2', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  city: { title: 'City', widget: 'text', autocomplete: 'address-level2', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  state: { title: 'State', widget: 'state', autocomplete: 'address-level1', schema: { type: 'string', pattern: PATTERNS.state }, messages: { pattern: MESSAGES.text } },
  zip: { title: 'Zip', widget: 'zip', autocomplete: 'postal-code', schema: { type: 'string', pattern: PATTERNS.zip }, messages: { pattern: MESSAGES.zip } },
  birth_state: { title: 'Birth State', widget: 'select', lookup: 'states', schema: { type: 'string' } },
  birth_city: { title: 'Birth City', widget: 'text', schema: { type: 'string', pattern: PATTERNS.text }, messages: { pattern: MESSAGES.text } },
  with_validation: { title: 'Validate my address with USPS', widget: 'checkbox', schema: { type: 'string', enum: ['0', '1'] } },
};
