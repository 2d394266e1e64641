/**
 * The shell page in the visitor's language (server/plugins/shellPage.ts withLanguage, issue 18):
 * `<html lang>` says it, and the HTML's own loading indicator, shown before any script runs, is
 * in it too; the rest of the page is untouched.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPANISH } from '../../../schemas/i18n/es';
import { APP_TEXT_ES } from '../../../schemas/i18n/es/uiText/app';
import { addTranslations } from '../../../schemas/i18n/localizable';
import { APP_TEXT } from '../../../schemas/uiText/app';
import { withLanguage } from '../../../server/plugins/shellPage';

// The store's own Spanish, as the server registers it at start.
addTranslations('es', SPANISH.tables, SPANISH.dictionary);
const INDEX = readFileSync('index.html', 'utf8');

describe("the shell page's language", () => {
  it('is Spanish in the html element and the loading indicator for a Spanish visitor', () => {
    const page = withLanguage(INDEX, 'es');
    expect(page).toMatch(/<html lang="es">/);
    expect(page).toContain(`<span>${APP_TEXT_ES.pageLoading.loading}</span>`);
    expect(page).not.toContain(`<span>${APP_TEXT.pageLoading.loading}</span>`);
    expect(page.replace(APP_TEXT_ES.pageLoading.loading, APP_TEXT.pageLoading.loading).replace('lang="es"', 'lang="en"')).toBe(INDEX);
  });

  it('is the page as written for an English visitor', () => {
    expect(withLanguage(INDEX, 'en')).toBe(INDEX);
  });
});
