import type { DefinitionChangeData } from '../../../schemas/api/adminTypes';
import { T } from '../text';

/** A changed value as text (absent: an empty mark). */
const shown = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Changes grouped by field: each changed field marked, each property with its before and after. */
export function ChangeList({ changes }: { changes: readonly DefinitionChangeData[] }) {
  if (changes.length === 0) return <p>{T.noChanges}</p>;
  const byField = new Map<string, DefinitionChangeData[]>();
  for (const change of changes) {
    const key = change.field ?? change.kind;
    byField.set(key, [...(byField.get(key) ?? []), change]);
  }
  return (
    <ul className="studio-changes" aria-label={T.changedFields}>
      {[...byField].map(([field, list]) => (
        <li key={field} className="studio-changed">
          <strong>{field}</strong> <span className="studio-badge studio-badge--warn">{T.changes}</span>
          <table className="studio-table">
            <thead><tr><th scope="col">{T.property}</th><th scope="col">{T.before}</th><th scope="col">{T.after}</th></tr></thead>
            <tbody>
              {list.map((c) => <tr key={c.prop}><th scope="row">{c.prop}</th><td>{shown(c.before)}</td><td>{shown(c.after)}</td></tr>)}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}
