/**
 * A language switch in component tests (issue 18): the switch as LanguageSwitch presses it
 * (src/shared/text/language.ts switchLanguage: the Spanish texts load, the `lang` cookie is
 * written, PUT /api/language goes to the fake network), and the demo world's content in Spanish
 * as the server answers a Spanish caller (content_translations, seeded from schemas/demo/es).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LookupOptions } from '../../../adapters';
import { DEMO_CONTENT_ES } from '../../../schemas/demo/es';
import type { Language } from '../../../schemas/i18n/language';
import { shownLanguage } from '../../../schemas/i18n/localizable';
import { switchLanguage } from '../../../src/shared/text/language';
import { FIXTURE_LOOKUPS } from '../../../stories/fixtures/lookups';
import type { FakeRoute } from './fakeApi';

/** PUT /api/language as the server answers it (install it as 'language'). */
export const languageRoute: FakeRoute = (_url, body) => ({ data: { language: (body as { language: Language }).language, enrollment: true } });

/** The language a read asks for: the `lang` cookie the switch writes, which the server reads. */
export const askedLanguage = (): Language => (/(?:^|; )lang=es(?:;|$)/.test(document.cookie) ? 'es' : 'en');

/** A text of the demo's database content as a Spanish caller reads it. */
export function contentEs(english: string): string {
  const spanish = DEMO_CONTENT_ES[english];
  if (spanish === undefined) throw new Error(`the demo has no Spanish for: ${english}`);
  return spanish;
}

/** The demo lookups' options as a Spanish caller's form has them (the value stays, the label is said in Spanish). */
export const SPANISH_LOOKUPS: LookupOptions = Object.fromEntries(Object.entries(FIXTURE_LOOKUPS)
  .map(([name, choices]) => [name, (choices ?? []).map((choice) => ({ ...choice, label: DEMO_CONTENT_ES[choice.label] ?? choice.label }))]));

/** Presses the switch and waits until the page shows `language`. */
export const switchTo = (language: Language): Promise<void> => act(() => switchLanguage(language));

/** Puts the page back in English after a test that switched (the next test starts in English). */
export async function backToEnglish(): Promise<void> {
  if (shownLanguage() === 'en') return;
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 'success', data: { language: 'en', enrollment: false } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  await switchTo('en');
  vi.unstubAllGlobals();
}
