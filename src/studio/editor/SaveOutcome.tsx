import type { DefinitionChangeData } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { ChangeList } from '../versions/ChangeList';
import { T } from '../text';
import { problemTarget } from './CheckList';

/** Id of the refused save's alert (focused when it shows). */
export const CONFLICT_ID = 'studio-conflict';

/**
 * A save refused because someone else saved first: the server's message, the properties both
 * changed (each a link to its input, so the person sees what they would lose) and Reload.
 */
export function SaveConflict({ message, conflicts, onReload, onGo }: {
  message: string; conflicts: readonly FieldError[]; onReload: () => void; onGo: (field: string, prop: string) => void;
}) {
  return (
    <div className="studio-error" role="alert" id={CONFLICT_ID} tabIndex={-1}>
      <p>{message}</p>
      {conflicts.length > 0 && (
        <>
          <p>{T.conflictingProperties}</p>
          <ul>
            {conflicts.map((conflict) => {
              const at = problemTarget(conflict);
              return (
                <li key={conflict.target_element}>
                  {at
                    ? <button type="button" className="studio-link" onClick={() => onGo(at.field, at.prop)}>{at.field} · {at.prop}: {conflict.error_message}</button>
                    : `${conflict.target_element}: ${conflict.error_message}`}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <button type="button" className="btn btn--secondary" onClick={onReload}>{T.reload}</button>
    </div>
  );
}

/** A save merged with someone else's: says so, and lists their changes now in the editor. */
export function MergedNotice({ changes }: { changes: readonly DefinitionChangeData[] }) {
  return (
    <section className="studio-card" aria-labelledby="studio-merged">
      <output id="studio-merged" className="studio-status">{T.savedMerged}</output>
      <ChangeList changes={changes} />
    </section>
  );
}
