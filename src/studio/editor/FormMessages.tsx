import { memo } from 'react';
import type { FieldError } from '../../../schemas/api/types';
import type { LayerName, ResolvedForm } from '../../../schemas/forms/definition';
import { T } from '../text';
import { MessagesPanel } from './MessagesPanel';

/** The id of the messages' heading (a messages-only form's column is labelled by it). */
export const MESSAGES_TITLE_ID = 'studio-messages-title';
const PANEL_ID = 'studio-messages-panel';

/** What the editor's messages part shows. */
export interface FormMessagesProps {
  keys: readonly string[];
  own: Readonly<Record<string, string>> | undefined;
  /** The form as the layers below resolve it (its messages and where each comes from). */
  below: Pick<ResolvedForm, 'messages' | 'messagesFrom'>;
  layer: LayerName;
  errors: readonly FieldError[];
  onSet: (key: string, text: string | undefined) => void;
  readOnly: boolean;
  /** A form of messages only shows them always; any other behind Show messages (open, onToggle). */
  messagesOnly: boolean;
  open: boolean;
  onToggle: () => void;
}

/**
 * The editor's Messages: a heading, what they are, and the panel (MessagesPanel). A form with
 * fields keeps them behind a Show messages button (aria-expanded) so its fields come first; it
 * says how many this scope overrides.
 * Memoized: a keystroke in a field's property leaves its props equal (the caller keeps its callbacks and `errors` stable).
 */
export const FormMessages = memo(function FormMessages({ keys, own, below, layer, errors, onSet, readOnly, messagesOnly, open, onToggle }: FormMessagesProps) {
  const overridden = Object.keys(own ?? {}).length;
  const shown = messagesOnly || open;
  return (
    <section className="studio-panel studio-messages-panel" aria-labelledby={MESSAGES_TITLE_ID}>
      <h2 id={MESSAGES_TITLE_ID}>
        {T.messagesTitle}
        {overridden > 0 && <span className="studio-badge studio-badge--warn">{`${overridden} ${T.messagesOverridden}`}</span>}
      </h2>
      <p className="studio-muted">{messagesOnly ? `${T.messagesOnlyIntro} ${T.messagesIntro}` : T.messagesIntro}</p>
      {!messagesOnly && (
        <button type="button" className="btn btn--secondary" aria-expanded={open} aria-controls={PANEL_ID} onClick={onToggle}>
          {open ? T.messagesHide : T.messagesShow}
        </button>
      )}
      <div id={PANEL_ID} hidden={!shown}>
        {shown && <MessagesPanel keys={keys} own={own} below={below.messages} belowFrom={below.messagesFrom} layer={layer} errors={errors} onSet={onSet} readOnly={readOnly} />}
      </div>
    </section>
  );
});
