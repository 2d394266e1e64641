import { useCallback, useState } from 'react';
import { useAnnounce } from '../shell/announce';
import { T } from '../text';

/** The preview's note after Next (said in the studio's live region too), and how to clear it. */
export function usePreviewNote() {
  const announce = useAnnounce();
  const [note, setNote] = useState<string | null>(null);
  const say = useCallback((text: string) => {
    setNote(text);
    announce(text);
  }, [announce]);
  const clear = useCallback(() => setNote(null), []);
  return { note, say, clear };
}

export interface PreviewNextProps {
  note: string | null;
  /** The form Next submits (its validator checks it, as the wizard's Next does); none: `onClick` decides. */
  form?: string;
  onClick?: () => void;
  /** The rules Next checks with are on their way, or the answer to its last press. */
  busy: boolean;
}

/** The preview's note and Next, below the rendered draft. */
export function PreviewNext({ note, form, onClick, busy }: PreviewNextProps) {
  return (
    <>
      {note && <output className="studio-status studio-muted">{note}</output>}
      <button type={form ? 'submit' : 'button'} form={form} className="btn btn--primary" onClick={onClick} disabled={busy} aria-busy={busy}>{T.previewNext}</button>
    </>
  );
}
