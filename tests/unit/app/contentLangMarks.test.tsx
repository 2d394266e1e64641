/**
 * The store's content in another language than the page's is marked with its `lang` (issue 18,
 * WCAG 3.1.2): an agreement the store has not translated on a Spanish page; a question's title
 * through the engine's titleLang; nothing on a page in the content's own language.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../schemas/i18n/localizable';
import { AgreementList } from '../../../src/enrollment/agreement/AgreementList';
import { titleLangs } from '../../../src/engine/titleLangs';

const TEXT = { id: 4, text_head: 'Application Accuracy', text_body: 'I have read this application.', text_required: 'I confirm it.' };
const list = (content_lang?: 'en' | 'es') => render(
  <AgreementList texts={[{ ...TEXT, ...(content_lang && { content_lang }) }]} accepted={[]} errors={new Map()} onCheck={() => undefined} checkboxRef={() => () => undefined} />,
).container;

afterEach(() => showLanguage('en'));

describe('content marked with its language', () => {
  it('marks an English agreement on a Spanish page, and nothing on an English one', () => {
    showLanguage('es');
    const spanishPage = list('en');
    expect([...spanishPage.querySelectorAll('h2, p, label')].map((element) => element.getAttribute('lang'))).toEqual(['en', 'en', 'en']);
    showLanguage('en');
    expect(list('en').querySelector('[lang]')).toBeNull();
    expect(list().querySelector('[lang]')).toBeNull();
  });

  it('gives a question title its language when the page shows another', () => {
    const langOf = titleLangs([{ text: 'Heart?', lang: 'en' }, { text: '¿Corazón?', lang: 'es' }]);
    showLanguage('es');
    expect([langOf('Heart?'), langOf('¿Corazón?'), langOf('Any other title')]).toEqual(['en', undefined, undefined]);
  });
});
