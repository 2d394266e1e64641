import { useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { personaSelectionMachine, PersonaSelectionEvent } from '../../../machines/studio';
import { T } from '../text';
import { PreviewAs } from './PreviewAs';
import type { Language } from '../../../schemas/i18n/language';

export interface PreviewFrameProps {
  persona: SnapshotFrom<typeof personaSelectionMachine>;
  sendPersona: (event: PersonaSelectionEvent) => void;
  /** What PreviewAs says when the chosen persona saved none of the form's values (savedNothingNote). */
  savedNothing?: string | null;
  /** The rendered draft, its messages and its Next (PreviewNext). */
  children: ReactNode;
  /** The language the draft is rendered in, and its switch (absent: the preview has no switch yet, English). */
  language?: Language;
  onLanguage?: (language: Language) => void;
}

/**
 * What every form's preview shows around the rendered draft: its heading, the width buttons
 * (desktop or 360 px) and Preview as; the rendering itself is the form's (the engine's blocks,
 * or the wizard's own health and agreement components).
 */
export function PreviewFrame({ persona, sendPersona, savedNothing, children, language = 'en', onLanguage }: PreviewFrameProps) {
  const [narrow, setNarrow] = useState(false);
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <h2 id="studio-preview-title">{T.preview}</h2>
      <div className="studio-actions">
        <button type="button" className="btn btn--secondary" aria-pressed={!narrow} onClick={() => setNarrow(false)}>{T.previewDesktop}</button>
        <button type="button" className="btn btn--secondary" aria-pressed={narrow} onClick={() => setNarrow(true)}>{T.previewNarrow}</button>
      </div>
      {onLanguage && (
        <fieldset className="studio-actions studio-preview-language">
          <legend>{T.previewLanguage}</legend>
          <button type="button" className="btn btn--secondary" aria-pressed={language === 'en'} onClick={() => onLanguage('en')}>{T.previewEnglish}</button>
          <button type="button" className="btn btn--secondary" aria-pressed={language === 'es'} onClick={() => onLanguage('es')}>{T.previewSpanish}</button>
        </fieldset>
      )}
      <PreviewAs state={persona} send={sendPersona} savedNothing={savedNothing} />
      <div className={`studio-preview__frame${narrow ? ' studio-preview__frame--narrow' : ''}`} data-testid="studio-preview" lang={language}>
        {children}
      </div>
    </section>
  );
}
