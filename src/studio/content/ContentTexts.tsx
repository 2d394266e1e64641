import { useCallback, useState } from 'react';
import type { ContentTextsData } from '../../../schemas/api/adminTypes';
import { T } from '../text';
import { ContentTextRow, type WriteSpanish } from './ContentTextRow';

export interface ContentTextsProps {
  data: ContentTextsData;
  readOnly: boolean;
  write: WriteSpanish;
}

/** The heading of the listed texts (the focus goes there when another page is shown). */
export const CONTENT_LIST_HEADING_ID = 'studio-content-list';

/**
 * A page of content texts with the counts of the search: how many texts, how many still lack
 * their Spanish (less those saved since the page loaded), then each text beside its Spanish.
 */
export function ContentTexts({ data, readOnly, write }: ContentTextsProps) {
  const [filled, setFilled] = useState<ReadonlySet<string>>(() => new Set());
  // A list read again counts what was saved since: start counting afresh (React's adjust-on-props pattern).
  const [counted, setCounted] = useState(data);
  if (counted !== data) {
    setCounted(data);
    setFilled(new Set());
  }
  const onSaved = useCallback((key: string, wasMissing: boolean) => {
    if (wasMissing) setFilled((keys) => new Set(keys).add(key));
  }, []);
  const missing = Math.max(0, data.missing - filled.size);
  const from = data.texts.length === 0 ? 0 : data.offset + 1;
  return (
    <>
      <p className="studio-content-counts">
        {T.contentCounts.replace('{all}', String(data.all)).replace('{missing}', String(missing))}
      </p>
      <h2 id={CONTENT_LIST_HEADING_ID} tabIndex={-1}>
        {T.contentRange.replace('{from}', String(from)).replace('{to}', String(data.offset + data.texts.length)).replace('{total}', String(data.total))}
      </h2>
      {data.texts.length === 0 ? <p>{T.contentNone}</p> : (
        <ol className="studio-translations studio-content-texts" aria-labelledby={CONTENT_LIST_HEADING_ID}>
          {data.texts.map((text) => <ContentTextRow key={text.key} text={text} readOnly={readOnly} write={write} onSaved={onSaved} />)}
        </ol>
      )}
    </>
  );
}
