/**
 * The cart's send-quote form (storefront.md sections 2 "Cart page", 5 and 7; issue 16 item 1), as a
 * catalog like the wizard's tabs: Name (required, letters: 'Please enter valid name'), Email
 * (required, valid: 'Please enter valid email address'), Message (optional). Its rules are the
 * ones save-enrollment (tab cart_info) and get-quote-preview-content apply (schemas/api/quoteSend.ts);
 * the browser's engine and those routes check the schema the adapters build from this catalog.
 */
import { QUOTE_MESSAGE_MAX_LENGTH, QUOTE_NAME_MAX_LENGTH, QUOTE_NAME_PATTERN } from '../../api/quoteSend';
import { MESSAGES } from '../../messages';
import { STOREFRONT_SHOP_SEND_QUOTE_TEXT } from '../../uiText/storefront/shop/sendQuote';
import { LIMITS } from '../patterns';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_SHOP_SEND_QUOTE_TEXT.sendQuoteDialogs;
const NAME_MESSAGE = MESSAGES.quoteNameInvalid;
const EMAIL_MESSAGE = MESSAGES.quoteEmailInvalid;

/** The send-quote form's fields, in display order. */
export const sendQuoteCatalog: TabCatalog = {
  name: {
    title: TEXT.name, widget: 'text', autocomplete: 'name', required: true,
    schema: { type: 'string', pattern: QUOTE_NAME_PATTERN, maxLength: QUOTE_NAME_MAX_LENGTH },
    messages: { required: NAME_MESSAGE, pattern: NAME_MESSAGE, maxLength: NAME_MESSAGE },
  },
  email: {
    title: TEXT.email, widget: 'email', autocomplete: 'email', required: true,
    schema: { type: 'string', format: 'email', maxLength: LIMITS.email },
    messages: { required: EMAIL_MESSAGE, format: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
  },
  message: { title: TEXT.messageOptional, widget: 'textarea', schema: { type: 'string', maxLength: QUOTE_MESSAGE_MAX_LENGTH } },
};
