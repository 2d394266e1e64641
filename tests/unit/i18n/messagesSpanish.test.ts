/**
 * The Spanish message catalog (issue 18) as a Spanish reader meets it: every message has a text,
 * keeps the values the English one is filled with, and, applied as the overrides layer the
 * server and the browser use (adapters/messageOverrides.ts), turns a shown English message,
 * filled-in templates included, into its Spanish one, the same for keys sharing an English text.
 */
import { describe, expect, it } from 'vitest';
import { messagePlaceholders, overriddenMessage } from '../../../adapters/messageOverrides';
import { totalMessage } from '../../../domain/beneficiaryRules';
import { MESSAGES_ES } from '../../../schemas/i18n/es/messages';
import { SPANISH } from '../../../schemas/i18n/es';
import { MESSAGES, type MessageKey } from '../../../schemas/messages';

const keys = Object.keys(MESSAGES) as MessageKey[];
const sorted = (names: string[]) => [...names].sort();
/** A text with each `{name}` replaced by a value of its own ('{plan}' -> '<plan value>'). */
const filled = (text: string) => text.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => `<${name} value>`);

describe('the Spanish message catalog', () => {
  it('has a Spanish text for every message, and no other key', () => {
    expect(sorted(Object.keys(MESSAGES_ES))).toEqual(sorted(keys));
    const empty = keys.filter((key) => MESSAGES_ES[key].trim() === '');
    expect(empty).toEqual([]);
  });

  it('is the Spanish pack\'s messages table', () => {
    expect(SPANISH.tables.messages).toBe(MESSAGES_ES);
  });

  it('keeps the placeholders of each English text, by name', () => {
    const differing = keys.filter((key) => sorted(messagePlaceholders(MESSAGES_ES[key])).join() !== sorted(messagePlaceholders(MESSAGES[key])).join());
    expect(differing).toEqual([]);
  });

  it('turns a filled-in English template into the filled-in Spanish one', () => {
    expect(overriddenMessage(MESSAGES_ES, totalMessage(80))).toBe('El porcentaje total es 80 y no debe ser mayor ni menor que 100%');
    const templates = keys.filter((key) => messagePlaceholders(MESSAGES[key]).length > 0);
    expect(templates.length).toBeGreaterThan(0);
    const wrong = templates.filter((key) => overriddenMessage(MESSAGES_ES, filled(MESSAGES[key])) !== filled(MESSAGES_ES[key]));
    expect(wrong).toEqual([]);
  });

  it('says every English message in Spanish, as the catalog writes it', () => {
    const untranslated = keys.filter((key) => overriddenMessage(MESSAGES_ES, MESSAGES[key]) !== MESSAGES_ES[key]);
    expect(untranslated).toEqual([]);
  });

  it('gives keys with the same English text the same Spanish text', () => {
    const byEnglish = new Map<string, MessageKey[]>();
    for (const key of keys) byEnglish.set(MESSAGES[key], [...(byEnglish.get(MESSAGES[key]) ?? []), key]);
    const shared = [...byEnglish.values()].filter((same) => same.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    const differing = shared.filter((same) => new Set(same.map((key) => MESSAGES_ES[key])).size > 1);
    expect(differing).toEqual([]);
  });
});
