/**
 * The wizard's Spanish (issue 18): the tables of schemas/uiText/{app,engine,enrollment}.ts and the
 * dictionary of the tab titles and agreement texts. A Spanish reader must get every text, with the
 * values the English fills in, under the id the English table is registered by; a renamed English
 * tab title or agreement text must fail here rather than fall back to English on a Spanish page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_FIELD_TITLES, AGREEMENT_TITLE, SIGNATURE_LABELS, VERIFICATION_QUESTION, VERIFICATION_TITLES } from '../../../schemas/agreement';
import { SPANISH } from '../../../schemas/i18n/es';
import { APP_TEXT_ES } from '../../../schemas/i18n/es/uiText/app';
import { ENGINE_TEXT_ES } from '../../../schemas/i18n/es/uiText/engine';
import { ENROLLMENT_TEXT_ES } from '../../../schemas/i18n/es/uiText/enrollment';
import { WIZARD_DATA_ES } from '../../../schemas/i18n/es/wizardData';
import { addTranslations, textsIn, translateText } from '../../../schemas/i18n/localizable';
import { WIZARD_TABS } from '../../../schemas/tabs';
import { APP_TEXT } from '../../../schemas/uiText/app';
import { ENGINE_TEXT } from '../../../schemas/uiText/engine';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { leaves, placeholders } from './texts';


/** The US date order both languages keep; Spanish names the year AAAA (docs/i18n.md). */
const DATE_FORMAT = 'MM/DD/YYYY';
const SPANISH_DATE_FORMAT = 'MM/DD/AAAA';

const TABLES = [
  { id: 'app', english: APP_TEXT, spanish: APP_TEXT_ES },
  { id: 'engine', english: ENGINE_TEXT, spanish: ENGINE_TEXT_ES },
  { id: 'enrollment', english: ENROLLMENT_TEXT, spanish: ENROLLMENT_TEXT_ES },
] as const;

/** Every English text of schemas/tabs.ts and schemas/agreement.ts an enrollee reads. */
const WIZARD_DATA_TEXTS = new Set<string>([
  ...WIZARD_TABS.map((tab) => tab.title),
  AGREEMENT_TITLE,
  VERIFICATION_QUESTION.text,
  ...Object.values(AGREEMENT_FIELD_TITLES),
  ...Object.values(VERIFICATION_TITLES),
  ...Object.values(SIGNATURE_LABELS),
]);

/** What is wrong with one Spanish text against its English one: empty, other values filled in, the date format lost. */
function problemsOf(english: string, spanish: string | undefined, where: string): string[] {
  const problems: string[] = [];
  if (!spanish?.trim()) problems.push(`${where}: empty`);
  if (placeholders(spanish ?? '').join() !== placeholders(english).join()) problems.push(`${where}: placeholders ${placeholders(english).join()} became ${placeholders(spanish ?? '').join()}`);
  if (english.includes(DATE_FORMAT) && !spanish?.includes(SPANISH_DATE_FORMAT)) problems.push(`${where}: lost ${SPANISH_DATE_FORMAT}`);
  return problems;
}

describe('the wizard in Spanish', () => {
  beforeAll(() => addTranslations('es', SPANISH.tables, SPANISH.dictionary));

  for (const { id, english, spanish } of TABLES) {
    it(`translates every text of the '${id}' table, with the same placeholders`, () => {
      const source = leaves(english);
      const target = leaves(spanish);
      expect([...target.keys()]).toEqual([...source.keys()]);
      expect([...source].flatMap(([path, text]) => problemsOf(text, target.get(path), `${id}.${path}`))).toEqual([]);
    });

    it(`answers the '${id}' table in Spanish under the id its English registers`, () => {
      expect(leaves(textsIn('es', english))).toEqual(leaves(spanish));
    });
  }

  it('translates every tab title and agreement text, and only texts that exist in English', () => {
    expect(Object.keys(WIZARD_DATA_ES).filter((text) => !WIZARD_DATA_TEXTS.has(text))).toEqual([]);
    expect([...WIZARD_DATA_TEXTS].filter((text) => !Object.hasOwn(WIZARD_DATA_ES, text))).toEqual([]);
    expect(Object.entries(WIZARD_DATA_ES).flatMap(([english, spanish]) => problemsOf(english, spanish, english))).toEqual([]);
    expect(Object.entries(WIZARD_DATA_ES).filter(([english, spanish]) => translateText(english, 'es') !== spanish)).toEqual([]);
  });

  it('gives one English text one Spanish text across the tables and the dictionary', () => {
    const seen = new Map<string, Set<string>>();
    const pairs: [string, string][] = [
      ...TABLES.flatMap(({ english, spanish }) => {
        const target = leaves(spanish);
        return [...leaves(english)].map(([path, text]): [string, string] => [text, target.get(path) ?? '']);
      }),
      ...Object.entries(WIZARD_DATA_ES),
    ];
    for (const [english, spanish] of pairs) seen.set(english, (seen.get(english) ?? new Set()).add(spanish));
    expect([...seen].filter(([, spanish]) => spanish.size > 1)).toEqual([]);
  });
});
