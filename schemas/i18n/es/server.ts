/**
 * What only the server says in Spanish (issue 18): the mails and PDFs (schemas/uiText/mail.ts). Kept
 * out of the browser's pack (./index.ts), which a Spanish page downloads.
 */
import type { LanguagePack } from '../pack';
import { MAIL_ES } from './uiText/mail';

export const SPANISH_SERVER: LanguagePack = {
  tables: { mail: MAIL_ES },
  dictionary: {},
};
