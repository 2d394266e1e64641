/**
 * The Spanish of the demo world's content (issue 18): every text the demo seeds into the database
 * that a visitor or enrollee reads, by its English text, as content_translations holds it
 * (migration 035; seeded by server/db/seed/contentTranslations.ts). A real deployment's staff
 * write their own in the form studio's content translations. Terms follow docs/i18n.md's glossary.
 */
import { PLAN_CONTENT_ES } from './planContent';
import { SHOP_CONTENT_ES } from './shopContent';
// the wizard's and help widget's data texts
import { WIZARD_DATA_CONTENT_ES } from './wizardData';

export const DEMO_CONTENT_ES: Readonly<Record<string, string>> = {
  ...PLAN_CONTENT_ES,
  ...SHOP_CONTENT_ES,
  ...WIZARD_DATA_CONTENT_ES,
};
