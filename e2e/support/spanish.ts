/**
 * The Spanish journeys' help (issue 18): the store's own Spanish texts to find things by (`es`
 * for a text the catalog writes in English, `spanishOf` for a keyed table, `contentEs` for the demo
 * world's database content), and the check that a Spanish page shows no English text of the
 * catalog nor of the demo's content, the shop's and the wizard's (`expectNoEnglishLeft`).
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_CONTENT_ES } from '../../schemas/demo/es';
import { SPANISH } from '../../schemas/i18n/es';
import { SPANISH_SERVER } from '../../schemas/i18n/es/server';
import { WIZARD_DATA_CONTENT_ES } from '../../schemas/demo/es/wizardData';
import { addTranslations, englishTable, tableId, textsIn, translateText } from '../../schemas/i18n/localizable';
import { MESSAGES } from '../../schemas/messages';
import { ALL_TEXT_TABLES } from '../../schemas/uiText/all';

addTranslations('es', SPANISH.tables, SPANISH.dictionary);
addTranslations('es', SPANISH_SERVER.tables, SPANISH_SERVER.dictionary);

/** English text -> Spanish for every text of the catalog: the keyed tables, the messages and the dictionary. */
function pairs(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (english: unknown, spanish: unknown): void => {
    if (typeof english === 'string' && typeof spanish === 'string') found.set(english, spanish);
    else if (english && typeof english === 'object' && spanish && typeof spanish === 'object') {
      for (const [key, value] of Object.entries(english)) walk(value, (spanish as Record<string, unknown>)[key]);
    }
  };
  for (const id of ALL_TEXT_TABLES.map((table) => tableId(table) ?? '')) walk(englishTable(id), SPANISH.tables[id] ?? SPANISH_SERVER.tables[id]);
  walk(MESSAGES, SPANISH.tables.messages);
  for (const [english, spanish] of Object.entries(SPANISH.dictionary)) found.set(english, spanish);
  // The wizard's and help widget's data texts the server answers in Spanish (content_translations).
  for (const [english, spanish] of Object.entries(WIZARD_DATA_CONTENT_ES)) found.set(english, spanish);
  return found;
}

const PAIRS = pairs();

/** The Spanish of a text the catalog writes in English (a message, a label, a title); the text itself when it has none. */
export const es = (english: string): string => PAIRS.get(english) ?? translateText(english, 'es');

/** A keyed table (or a group of one) in Spanish. */
export const spanishOf = <T extends object>(table: T): T => textsIn('es', table);

/** The Spanish of a demo content text (a plan's description, a popup's, a tagline), as the server answers it to a Spanish caller. */
export function contentEs(english: string): string {
  const spanish = DEMO_CONTENT_ES[english];
  if (spanish === undefined) throw new Error(`the demo has no Spanish for: ${english}`);
  return spanish;
}

/**
 * The English texts a Spanish page must not show, longest first: every catalog text and demo
 * content text (schemas/demo/es: plan descriptions, popups, taglines) whose Spanish differs,
 * except short ones ('No', 'OK') and templates (their fixed parts are checked by their Spanish).
 */
const ENGLISH = [...PAIRS, ...Object.entries(DEMO_CONTENT_ES)].filter(([english, spanish]) => english !== spanish && english.length >= 12 && !english.includes('{'))
  .map(([english]) => english).sort((a, b) => b.length - a.length);

/** The English texts of the catalog the page shows now: in its text, and in the names, placeholders and titles assistive technology reads. */
async function englishOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  return ENGLISH.filter((text) => shown.includes(text));
}

/** The page says no English text of the catalog, once it has settled (a part still loading may say it a moment). */
export async function expectNoEnglishLeft(page: Page): Promise<void> {
  await expect.poll(() => englishOn(page), { message: `English left on ${page.url()}` }).toEqual([]);
}
