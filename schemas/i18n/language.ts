/**
 * The languages the store speaks (issue 18) and how a visitor's language is chosen: the `lang`
 * cookie once they picked one with the switch, else the browser's first choice we speak
 * (Accept-Language), else English. Client and server decide with the same functions, so the
 * page's `lang`, its texts and the server's answers agree.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The cookie the switch writes (a year, the whole site): not personal data, so no consent question. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The language the store's content is written in (plan descriptions, upsell texts, landing
 * taglines in the database): English, with translations beside it (server/services/contentLanguage.ts).
 * A passage an answer does not say the language of is taken to be in it.
 */
export const CONTENT_LANGUAGE: Language = 'en';

/**
 * The `lang` a passage of content needs on a page in `pageLanguage`: its own language (an answer's
 * content_lang; content that does not say is in CONTENT_LANGUAGE) when it is not the page's, else none.
 */
export function passageLanguage(contentLang: string | undefined, pageLanguage: Language): string | undefined {
  const own = contentLang || CONTENT_LANGUAGE;
  return own === pageLanguage ? undefined : own;
}

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** Each language's Intl locale: dates and numbers keep the US conventions of a US benefit store. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language of a tag ('es-MX' -> 'es'), when we speak it. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The first language of an Accept-Language header we speak, by its q-values ('es-MX,es;q=0.9,en;q=0.8'
 * -> 'es'); English when it names none of ours. At most 20 entries are read: a longer header is noise.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header.split(',').slice(0, 20).map((part, order) => {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), order };
  });
  const best = ranked
    .filter((entry): entry is { language: Language; q: number; order: number } => entry.language !== undefined && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order)[0];
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** A visitor's language: the cookie's when it names one of ours, else the browser's first choice. */
export const visitorLanguage = (cookie: string | undefined, acceptLanguage: string | undefined): Language =>
  isLanguage(cookie) ? cookie : preferredLanguage(acceptLanguage);
