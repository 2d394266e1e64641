import type { DefinitionChangeData } from '../../../schemas/api/adminTypes';
import { messageKeyWords } from '../../../schemas/forms/formMessages';
import { T } from '../text';

/** A changed value as text (absent: an empty mark). */
const shown = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** A group's heading: the field's name, or Tab / Messages / Translations for the tab's, the messages' and the translations' changes. */
const GROUP_TITLES: Readonly<Record<string, string>> = { '#message': T.messagesChanged, '#tab': T.tabPanel, '#translation': T.translationsTitle };
const groupTitle = (group: string): string => GROUP_TITLES[group] ?? group;

/** A changed property's name; a message's key in words with the key itself. */
const propTitle = (change: DefinitionChangeData): string => (change.kind === 'message' ? `${messageKeyWords(change.prop)} (${change.prop})` : change.prop);

/** Changes grouped by field (the tab's and the messages' each a group): each changed one marked, each property with its before and after. */
export function ChangeList({ changes }: { changes: readonly DefinitionChangeData[] }) {
  if (changes.length === 0) return <p>{T.noChanges}</p>;
  const byField = new Map<string, DefinitionChangeData[]>();
  for (const change of changes) {
    // '#' starts no field's name: the tab's and the messages' groups never meet a field's.
    const key = change.kind === 'field' && change.field ? change.field : `#${change.kind}`;
    byField.set(key, [...(byField.get(key) ?? []), change]);
  }
  return (
    <ul className="studio-changes" aria-label={T.changedFields}>
      {[...byField].map(([field, list]) => (
        <li key={field} className="studio-changed">
          <strong>{groupTitle(field)}</strong> <span className="studio-badge studio-badge--warn">{T.changes}</span>
          <table className="studio-table">
            <thead><tr><th scope="col">{T.property}</th><th scope="col">{T.before}</th><th scope="col">{T.after}</th></tr></thead>
            <tbody>
              {list.map((c) => <tr key={c.prop}><th scope="row">{propTitle(c)}</th><td>{shown(c.before)}</td><td>{shown(c.after)}</td></tr>)}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}
