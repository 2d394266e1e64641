import { memo, useRef, useState, type FormEvent } from 'react';
import { CONTENT_SOURCE_TARGET, CONTENT_TRANSLATION_TARGET, contentTranslationErrors } from '../../../adapters/contentTranslationCheck';
import type { ContentTextData } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { ApiFieldErrors } from '../../api/client';
import { useAnnounce } from '../shell/announce';
import { T } from '../text';
import { placeWords, shortText } from './placeWords';

/** Writes one text's Spanish (the admin call; a story or test gives its own). */
export type WriteSpanish = (body: { source: string; translation: string }) => Promise<unknown>;

export interface ContentTextRowProps {
  text: ContentTextData;
  readOnly: boolean;
  write: WriteSpanish;
  /** Called once a save succeeds, with whether the text had no Spanish before it. */
  onSaved: (key: string, wasMissing: boolean) => void;
}

/** A row's problems: at the Spanish input, and about the text itself (no longer used, or the save failed). */
interface Problems { input: string | null; row: string | null }
const NONE: Problems = { input: null, row: null };

function problemsOf(errors: readonly FieldError[]): Problems {
  const at = (target: string) => errors.find((error) => error.target_element === target)?.error_message ?? null;
  const other = errors.find((error) => error.target_element !== CONTENT_TRANSLATION_TARGET)?.error_message ?? null;
  return { input: at(CONTENT_TRANSLATION_TARGET), row: at(CONTENT_SOURCE_TARGET) ?? other };
}

/** Rows a text area shows: about a line per 60 characters, 2 to 8. */
const rowsFor = (text: string) => Math.min(8, Math.max(2, Math.ceil(text.length / 60) + text.split('\n').length - 1));

/**
 * One content text: where it is used, its English (lang="en") beside its Spanish in a labelled
 * text area (lang="es"), saved on its own. The studio's check runs before sending, the server's
 * answers at the same places; the focus stays in the text area, which carries the message, and
 * the live region says what happened.
 */
export const ContentTextRow = memo(function ContentTextRow({ text, readOnly, write, onSaved }: ContentTextRowProps) {
  const [value, setValue] = useState(text.translation ?? '');
  const [saved, setSaved] = useState(text.translation);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>(NONE);
  const [justSaved, setJustSaved] = useState(false);
  // The list read again may bring another staff member's Spanish: it replaces what this row shows.
  const [read, setRead] = useState(text.translation);
  if (read !== text.translation) {
    setRead(text.translation);
    setSaved(text.translation);
    setValue(text.translation ?? '');
    setProblems(NONE);
    setJustSaved(false);
  }
  const input = useRef<HTMLTextAreaElement>(null);
  const announce = useAnnounce();
  const id = `studio-content-${text.key}`;
  const short = shortText(text.source);

  const refuse = (found: Problems) => {
    setProblems(found);
    announce(T.contentNotSavedOf.replace('{text}', short).replace('{problem}', found.input ?? found.row ?? T.contentSaveFailed));
    input.current?.focus();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setJustSaved(false);
    const checked = contentTranslationErrors(text.source, value);
    if (checked.length > 0) return refuse(problemsOf(checked));
    setBusy(true);
    try {
      await write({ source: text.source, translation: value });
      setProblems(NONE);
      setSaved(value);
      setJustSaved(true);
      onSaved(text.key, saved === null);
      announce(T.contentSavedOf.replace('{text}', short));
    } catch (error) {
      const errors = error instanceof ApiFieldErrors ? error.errors : [];
      refuse(errors.length > 0 ? problemsOf(errors) : { input: null, row: T.contentSaveFailed });
    } finally {
      setBusy(false);
    }
  };

  const more = text.uses - text.places.length;
  const describedBy = [`${id}-en`, problems.input && `${id}-error`, problems.row && `${id}-row-error`].filter(Boolean).join(' ');
  return (
    <li className={`studio-translation studio-content-text${saved === null ? ' studio-translation--missing' : ''}`}>
      <div className="studio-translation__place">
        <span className="studio-muted">{T.contentUsedIn}: </span>
        {text.places.map(placeWords).join('; ')}
        {more > 0 && ` ${T.contentMoreUses.replace('{count}', String(more))}`}
        {saved === null && <span className="studio-badge studio-badge--warn">{T.contentMissing}</span>}
      </div>
      <div className="studio-translation__en">
        <span className="studio-translation__head studio-muted" aria-hidden="true">{T.translationsEnglish}</span>
        <p id={`${id}-en`} lang="en" className="studio-content-text__english">{text.source}</p>
      </div>
      <form className="studio-translation__es" onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={id}>{T.contentSpanishOf.replace('{text}', short)}</label>
        <textarea
          id={id} ref={input} lang="es" rows={rowsFor(text.source)} value={value} readOnly={readOnly} autoComplete="off" spellCheck
          aria-describedby={describedBy} aria-invalid={problems.input ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setJustSaved(false);
          }}
        />
        {problems.input && <p className="studio-field-error" id={`${id}-error`}>{problems.input}</p>}
        {problems.row && <p className="studio-field-error" id={`${id}-row-error`}>{problems.row}</p>}
        {!readOnly && (
          <div className="studio-actions">
            <button type="submit" className="btn btn--secondary" aria-describedby={`${id}-en`} aria-disabled={busy || undefined}>{busy ? T.contentSaving : T.contentSave}</button>
            {justSaved && <span className="studio-ok">{T.contentSaved}</span>}
          </div>
        )}
      </form>
    </li>
  );
});
