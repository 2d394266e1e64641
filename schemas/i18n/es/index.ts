/**
 * Everything the store says in Spanish (issue 18): the keyed tables (one per English table of
 * schemas/uiText, by its `localizable` id, and the message catalog as 'messages') and the
 * dictionary of data texts found by their English text (field catalog, tabs, agreement). The
 * browser loads this module only for a Spanish page (src/shared/text/language.ts); the server
 * registers it at start. Terms follow docs/i18n.md's glossary.
 */
import type { LanguagePack } from '../pack';
import { MAIL_ES } from './uiText/mail';

export const SPANISH: LanguagePack = {
  tables: {
    mail: MAIL_ES, // mail (eserver)
  },
  dictionary: {},
};
