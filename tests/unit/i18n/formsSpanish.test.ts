/**
 * The guard for new fields and questions (issue 18): every text an enrollee or a shopper reads in
 * the engine's forms (tests/unit/i18n/formTexts.ts: the field catalog, the storefront's and pricing
 * forms, health, plan and carrier questions' own fields, the payment types and bill dates) has a
 * Spanish translation in the dictionary of data texts, keeps its placeholders, and follows the
 * glossary where the glossary names a thing. Texts a catalog reads from a keyed table of
 * schemas/uiText are that table's translation's business (tests/unit/i18n/catalogs.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { addTranslations, translateText } from '../../../schemas/i18n/localizable';
import { FORMS_ES } from '../../../schemas/i18n/es/forms';
import { SPANISH } from '../../../schemas/i18n/es';
import { formTexts } from './formTexts';

/** Every string of the keyed tables of schemas/uiText (English: nothing registers the language shown here). */
function keyedTexts(): Set<string> {
  const modules = import.meta.glob<Record<string, unknown>>('../../../schemas/uiText/**/*.ts', { eager: true });
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key]);
  };
  for (const module of Object.values(modules)) walk(module);
  return texts;
}

/** A text with no letters (a month '01', a year, a count) reads the same in every language. */
const hasWords = (text: string): boolean => /[A-Za-z]/.test(text);
const placeholders = (text: string): string[] => [...text.matchAll(/\{[a-zA-Z0-9_]+\}/g)].map((m) => m[0]).sort();

describe('the Spanish of the forms\' data texts', () => {
  addTranslations('es', {}, FORMS_ES);
  const keyed = keyedTexts();
  const texts = formTexts().filter(({ text }) => hasWords(text) && !keyed.has(text));

  test('the walk reaches every kind of form text (a catalog label, a choice the server gives from code)', () => {
    const places = new Set(texts.map(({ where }) => where.split(' ')[0]));
    expect([...places].sort()).toEqual(['billing', 'catalog']);
    expect(texts.some(({ where }) => where.startsWith('catalog dependentInfo') || where.startsWith('catalog tier'))).toBe(true);
  });

  test('every form text an enrollee or a shopper reads has its Spanish', () => {
    const missing = texts.filter(({ text }) => !Object.hasOwn(FORMS_ES, text)).map(({ text, where }) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  test('the engine finds each of them by its English text, in Spanish only when asked', () => {
    for (const { text } of texts) {
      expect(translateText(text, 'es')).toBe(FORMS_ES[text]);
      expect(translateText(text, 'en')).toBe(text);
    }
  });

  test('translations are written out, keep their placeholders and MM/DD/YYYY, and use ¿ with every ?', () => {
    const problems = Object.entries(FORMS_ES).flatMap(([english, spanish]) => [
      ...(spanish.trim() === '' ? ['empty'] : []),
      ...(placeholders(spanish).join() === placeholders(english).join() ? [] : ['placeholders differ']),
      ...(english.includes('MM/DD/YYYY') && !spanish.includes('MM/DD/YYYY') ? ['MM/DD/YYYY lost'] : []),
      ...(spanish.includes('?') && !spanish.includes('¿') ? ['? without ¿'] : []),
    ].map((problem) => `${english}: ${problem}`));
    expect(problems).toEqual([]);
  });

  test('the glossary\'s terms: one word for one thing', () => {
    const spanish = Object.values(FORMS_ES).join('\n').toLowerCase();
    // docs/i18n.md: carrier 'aseguradora', condition 'afección', physician 'médico', e-mail 'correo electrónico', ZIP code 'código postal'.
    const avoided = ['portador', 'condición', 'doctor', 'e-mail', 'código zip', 'plan de pago'].filter((word) => spanish.includes(word));
    expect(avoided).toEqual([]);
  });

  test('the Spanish pack carries the dictionary, so a Spanish page and the server find these texts', () => {
    for (const [english, spanish] of Object.entries(FORMS_ES)) expect(SPANISH.dictionary[english]).toBe(spanish);
  });
});
