import type { SnapshotFrom } from 'xstate';
import type { personaSelectionMachine, PersonaSelectionEvent } from '../../../machines/studio';
import { T } from '../text';

export interface PreviewAsProps {
  state: SnapshotFrom<typeof personaSelectionMachine>;
  send: (event: PersonaSelectionEvent) => void;
  /** What to say when the chosen persona saved none of the form's values (savedNothingNote), instead of "shows the saved values of". */
  savedNothing?: string | null;
}

/**
 * "Preview as": a labelled select of the demo enrollments the draft may be rendered as (or no
 * one), bound to the persona selection machine; it says which persona the preview shows (or
 * that the persona saved nothing of this form, so it shows empty) and why one could not be read.
 */
export function PreviewAs({ state, send, savedNothing }: PreviewAsProps) {
  const { personas, chosen, error } = state.context;
  const busy = state.hasTag('busy');
  const shown = state.hasTag('persona') ? personas.find((p) => p.id === chosen) : undefined;
  return (
    <div className="studio-preview-as">
      <label htmlFor="studio-preview-as">{T.previewAs}</label>
      <select id="studio-preview-as" value={chosen} aria-describedby="studio-preview-as-hint" aria-busy={busy}
        disabled={state.hasTag('unlisted')}
        onChange={(event) => send({ type: 'persona.choose', id: event.target.value })}>
        <option value="">{T.previewAsNone}</option>
        {personas.map((p) => <option key={p.id} value={p.id}>{p.code} · {p.name}</option>)}
      </select>
      <p id="studio-preview-as-hint" className="studio-muted">{T.previewAsHint}</p>
      {shown && (
        <output className="studio-status studio-muted" data-testid="studio-preview-as-shown">
          {savedNothing ? `${shown.code} · ${shown.name} ${savedNothing}` : `${T.previewAsShown} ${shown.code} · ${shown.name}.`}
        </output>
      )}
      {error && (
        <p className="studio-error" role="alert">
          {T.loadFailed}{' '}
          <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'persona.retry' })}>{T.retry}</button>
        </p>
      )}
    </div>
  );
}
