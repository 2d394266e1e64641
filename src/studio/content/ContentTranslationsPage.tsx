import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContentTextsQueryData } from '../../../schemas/api/adminTypes';
import { adminContentTexts } from '../../api/adminContentTexts';
import { adminWriteContentTranslation } from '../../api/adminWriteContentTranslation';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { useStaff } from '../shell/useStaff';
import { useStudioTitle } from '../shell/useStudioTitle';
import { T } from '../text';
import { CONTENT_LIST_HEADING_ID, ContentTexts } from './ContentTexts';

/** The roles that may write a translation (the server's guard: schemas/api/adminContentTranslations.ts). */
const WRITERS = new Set(['author', 'publisher']);

/**
 * /studio/content (issue 18): the store's content texts with their Spanish, those without first;
 * a search, a filter to only the untranslated, and pages of 50. Saving a text's Spanish makes it
 * the store's at once; the list is not read again, so the rows stay where the reader is.
 */
export function ContentTranslationsPage() {
  useStudioTitle(T.contentTitle);
  const staff = useStaff();
  const readOnly = !staff.roles.some((role) => WRITERS.has(role));
  const [query, setQuery] = useState<{ missing: boolean; q: string; offset: number }>({ missing: false, q: '', offset: 0 });
  const wire: ContentTextsQueryData = { missing: query.missing ? 'true' : undefined, q: query.q || undefined, offset: query.offset ? String(query.offset) : undefined };
  const load = useLoad(() => adminContentTexts(wire), JSON.stringify(wire));
  // After Previous or Next the focus moves to the new page's heading, once it has loaded.
  const paged = useRef(false);
  useEffect(() => {
    if (paged.current && load.data) {
      paged.current = false;
      document.getElementById(CONTENT_LIST_HEADING_ID)?.focus();
    }
  }, [load.data]);
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { missing: form.get('missing') === 'true', q: String(form.get('q') ?? '').trim(), offset: 0 };
    // The same search again reads the list again (another staff member may have written since).
    if (next.missing === query.missing && next.q === query.q && query.offset === 0) load.reload();
    else setQuery(next);
  };
  const page = (offset: number) => {
    paged.current = true;
    setQuery((current) => ({ ...current, offset }));
  };
  return (
    <main className="studio-main" id="studio-main">
      <h1>{T.contentTitle}</h1>
      <p className="studio-muted">{T.contentIntro}</p>
      {readOnly && <p className="studio-muted">{T.contentReadOnly}</p>}
      <form className="studio-form studio-form--inline" aria-label={T.contentFindTexts} onSubmit={find}>
        <span className="studio-field-pair">
          <label htmlFor="content-q">{T.contentSearch}</label>
          <input id="content-q" name="q" type="search" maxLength={200} defaultValue={query.q} />
        </span>
        <span className="studio-field-pair">
          <label htmlFor="content-missing">{T.contentShow}</label>
          <select id="content-missing" name="missing" defaultValue={String(query.missing)}>
            <option value="false">{T.contentShowAll}</option>
            <option value="true">{T.contentShowMissing}</option>
          </select>
        </span>
        <button type="submit" className="btn btn--secondary">{T.contentFind}</button>
      </form>
      <LoadState load={load}>
        {(data) => (
          <>
            <ContentTexts key={JSON.stringify(wire)} data={data} readOnly={readOnly} write={adminWriteContentTranslation} />
            {data.total > data.limit && (
              <nav aria-label={T.contentPages} className="studio-actions">
                <button type="button" className="btn btn--secondary" disabled={data.offset === 0} onClick={() => page(Math.max(0, data.offset - data.limit))}>{T.contentPrevious}</button>
                <button type="button" className="btn btn--secondary" disabled={data.offset + data.limit >= data.total} onClick={() => page(data.offset + data.limit)}>{T.contentNext}</button>
              </nav>
            )}
          </>
        )}
      </LoadState>
    </main>
  );
}
