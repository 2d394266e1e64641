import type { AuditEntryData } from '../../../schemas/api/adminTypes';
import { LAYER_TEXT } from '../shell/scopeName';
import { ChangeList } from '../versions/ChangeList';
import { T } from '../text';

/** The audit log's entries, newest first: action, form, scope, version, when, who, why, and each entry's changes (folded). */
export function AuditEntries({ entries }: { entries: readonly AuditEntryData[] }) {
  if (entries.length === 0) return <p>{T.noAudit}</p>;
  return (
    <ol className="studio-audit" data-testid="studio-audit">
      {entries.map((e) => (
        <li key={e.id} className="studio-card">
          <p><strong>{e.action}</strong> · {e.form} · {LAYER_TEXT[e.scope]} {e.scope_id}{e.version ? ` · ${T.version} ${e.version}` : ''}</p>
          <p className="studio-muted">{new Date(e.at).toLocaleString()} · {e.actor}{e.reason ? ` · ${e.reason}` : ''}</p>
          {e.diff.length > 0 && (
            <details>
              <summary>{T.changes} ({e.diff.length})</summary>
              <ChangeList changes={e.diff} />
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
