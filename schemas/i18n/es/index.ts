/**
 * Everything the store says in Spanish (issue 18): the keyed tables (one per English table of
 * schemas/uiText, by its `localizable` id, and the message catalog as 'messages') and the
 * dictionary of data texts found by their English text (field catalog, tabs, agreement). The
 * browser loads this module only for a Spanish page (src/shared/text/language.ts); the server
 * registers it at start. Terms follow docs/i18n.md's glossary.
 */
import type { LanguagePack } from '../pack';
// messages (esmsg)
import { MESSAGES_ES } from './messages';
// app, engine, enrollment (eswiz)
import { APP_TEXT_ES } from './uiText/app';
import { ENGINE_TEXT_ES } from './uiText/engine';
import { ENROLLMENT_TEXT_ES } from './uiText/enrollment';
import { WIZARD_DATA_ES } from './wizardData';

export const SPANISH: LanguagePack = {
  tables: {
    // messages (esmsg)
    messages: MESSAGES_ES,
    // app, engine, enrollment (eswiz)
    app: APP_TEXT_ES,
    engine: ENGINE_TEXT_ES,
    enrollment: ENROLLMENT_TEXT_ES,
  },
  dictionary: {
    // app, engine, enrollment (eswiz)
    ...WIZARD_DATA_ES,
  },
};
