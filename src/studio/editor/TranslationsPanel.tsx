import { memo, useMemo } from 'react';
import { layerTexts, translationOf, type DefinitionText } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import type { FormLayer } from '../../../schemas/forms/definition';
import { messageKeyWords } from '../../../schemas/forms/formMessages';
import { type DefinitionLanguage, type TextPlace, type TextProp, translationTarget } from '../../../schemas/forms/translations';
import { T } from '../text';

/** The language staff translate into here (the only one besides English, schemas/forms/translations.ts). */
const LANGUAGE: DefinitionLanguage = 'es';

/** The id of a text's Spanish input (Check's problems and the missing list link to it). */
export const translationInputId = (path: string) => `studio-tr-${encodeURIComponent(path).replace(/[%.'()*!~]/g, '_')}`;

export const TRANSLATIONS_TITLE_ID = 'studio-translations-title';
const PANEL_ID = 'studio-translations-panel';

/** A field text property in the words of the property panel. */
const PROP_WORDS: Readonly<Record<TextProp, string>> = {
  label: T.label, help: T.help, placeholder: T.placeholder, section: T.propSection,
  patternMessage: T.propPatternMessage, lengthMessage: T.propLengthMessage, rangeMessage: T.propRangeMessage,
};

/** Where a text is, in words: 'middle_name · Label', 'plan · Option gold', 'Tab title', 'Message · Field is required'. */
export function placeWords(place: TextPlace): string {
  switch (place.kind) {
    case 'field': return `${place.field} · ${PROP_WORDS[place.prop]}`;
    case 'choice': return `${place.field} · ${T.placeOption} ${place.value}`;
    case 'tab': return T.placeTab;
    case 'message': return `${T.placeMessage} · ${messageKeyWords(place.key)}`;
  }
}

export interface TranslationsPanelProps {
  content: FormLayer;
  /** Problems of the draft; those at translations.es.<path> show at their input. */
  errors: readonly FieldError[];
  onSet: (place: TextPlace, text: string | undefined) => void;
  readOnly: boolean;
  open: boolean;
  onToggle: () => void;
  /** Opens the panel and moves the focus to a text's input (the missing list's links). */
  onGo: (path: string) => void;
}

interface RowProps { text: DefinitionText; spanish: string; error: string | undefined; onSet: TranslationsPanelProps['onSet']; readOnly: boolean }

/** One text: where it is, its English, and its Spanish in a labelled input (a text area for help texts). */
const TranslationRow = memo(function TranslationRow({ text, spanish, error, onSet, readOnly }: RowProps) {
  const id = translationInputId(text.path);
  const words = placeWords(text.place);
  const long = text.place.kind === 'field' && text.place.prop === 'help';
  const describedBy = [`${id}-en`, error && `${id}-error`].filter(Boolean).join(' ');
  const input = {
    id, value: spanish, readOnly, lang: LANGUAGE, autoComplete: 'off', 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined,
    onChange: (e: { target: { value: string } }) => onSet(text.place, e.target.value),
  } as const;
  return (
    <li className={`studio-translation${error ? ' studio-prop--invalid' : ''}${spanish === '' ? ' studio-translation--missing' : ''}`}>
      <p className="studio-translation__place">{words}</p>
      <div className="studio-translation__en">
        <span className="studio-translation__head studio-muted" aria-hidden="true">{T.translationsEnglish}</span>
        <p id={`${id}-en`} lang="en">{text.english}</p>
      </div>
      <div className="studio-translation__es">
        <label htmlFor={id}>{`${T.translationSpanishOf} ${words}`}</label>
        {long ? <textarea rows={3} {...input} /> : <input {...input} />}
        {error && <p className="studio-field-error" id={`${id}-error`}>{error}</p>}
      </div>
    </li>
  );
});

/**
 * The draft's translations (issue 18 item 4): how many texts this draft sets still lack their
 * Spanish, a list of them that jumps to each input, and, behind Show translations, every text
 * side by side, English beside an editable Spanish input. The studio's own words stay English
 * (staff read them); the inputs hold what enrollees read in Spanish (lang="es").
 */
export const TranslationsPanel = memo(function TranslationsPanel({ content, errors, onSet, readOnly, open, onToggle, onGo }: TranslationsPanelProps) {
  const texts = useMemo(() => layerTexts(content), [content]);
  const spanishOf = (text: DefinitionText) => translationOf(content, LANGUAGE, text.place) ?? '';
  const missing = texts.filter((text) => spanishOf(text) === '');
  const errorOf = (path: string) => errors.find((e) => e.target_element === translationTarget(LANGUAGE, path))?.error_message;
  return (
    <section className="studio-panel studio-translations-panel" aria-labelledby={TRANSLATIONS_TITLE_ID}>
      <h2 id={TRANSLATIONS_TITLE_ID}>
        {T.translationsTitle}
        {missing.length > 0 && <span className="studio-badge studio-badge--warn">{T.translationsMissingCount.replace('{count}', String(missing.length))}</span>}
      </h2>
      <p className="studio-muted">{T.translationsIntro}</p>
      {texts.length === 0 && <p className="studio-muted">{T.translationsNone}</p>}
      {texts.length > 0 && missing.length === 0 && <p className="studio-ok">{T.translationsComplete}</p>}
      {missing.length > 0 && (
        <>
          <h3 id="studio-translations-missing">{T.translationsMissingList}</h3>
          <ul aria-labelledby="studio-translations-missing" className="studio-translations-missing">
            {missing.map((text) => (
              <li key={text.path}>
                <button type="button" className="studio-link" onClick={() => onGo(text.path)}>{`${placeWords(text.place)}: “${text.english}”`}</button>
              </li>
            ))}
          </ul>
        </>
      )}
      {texts.length > 0 && (
        <button type="button" className="btn btn--secondary" aria-expanded={open} aria-controls={PANEL_ID} onClick={onToggle}>
          {open ? T.translationsHide : T.translationsShow}
        </button>
      )}
      <div id={PANEL_ID} hidden={!open}>
        {open && texts.length > 0 && (
          <ul className="studio-translations" aria-label={T.translationsTitle}>
            {texts.map((text) => (
              <TranslationRow key={text.path} text={text} spanish={spanishOf(text)} error={errorOf(text.path)} onSet={onSet} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});
