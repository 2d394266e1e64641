import { messageKeyWords } from '../../../schemas/forms/formMessages';
import { MESSAGE_PLACES } from '../../../schemas/forms/messagePlaces';
import type { FormLayer, ResolvedForm } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { T } from '../text';

/** What the preview of a messages-only form shows: the draft's texts and which of them it changes. */
export interface MessagesPreviewProps {
  formName: string;
  /** The live resolution (the draft's edits over the layers below): the text of each message now. */
  resolved: Pick<ResolvedForm, 'messages'>;
  /** The draft's own layer: the messages it overrides at this scope. */
  content: FormLayer;
}

/** The text a message says with this draft: the draft's or a layer's override, else the catalog's. */
function textOf(key: string, resolved: Pick<ResolvedForm, 'messages'>): string {
  return resolved.messages[key] ?? (Object.hasOwn(MESSAGES, key) ? (MESSAGES as Record<string, string>)[key] : key);
}

/** One message as a visitor reads it, with its key in words and whether this draft changes it. */
function PlacedMessage({ messageKey, text, changed }: { messageKey: string; text: string; changed: boolean }) {
  return (
    <li className="studio-placed-message">
      <p className="studio-message-sample">{text}</p>
      <span className="studio-muted studio-hint">{messageKeyWords(messageKey)}</span>
      {changed && <span className="studio-badge studio-badge--warn">{T.messagesPreviewChanged}</span>}
    </li>
  );
}

/**
 * The preview of a form that holds only messages ("Storefront: Messages", "Wizard: Messages"):
 * it has no fields, so rendering it as a form would show nothing. Instead each message shows,
 * in the draft's words as typed, under the place a visitor meets it (schemas/forms/messagePlaces.ts,
 * the inventories of docs/forms-as-data.md), those this draft changes marked in words. An
 * override of a key no place lists (one a layer set before the registry knew the place) shows last.
 * No persona: a site message is the same for every visitor of the scope.
 */
export function MessagesPreview({ formName, resolved, content }: MessagesPreviewProps) {
  const places = MESSAGE_PLACES[formName] ?? [];
  const placed = new Set(places.flatMap((place) => place.keys as readonly string[]));
  const own = content.messages ?? {};
  const other = [...new Set([...Object.keys(resolved.messages), ...Object.keys(own)])].filter((key) => !placed.has(key));
  const item = (key: string) => <PlacedMessage key={key} messageKey={key} text={textOf(key, resolved)} changed={Object.hasOwn(own, key)} />;
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <h2 id="studio-preview-title">{T.preview}</h2>
      <p className="studio-muted">{T.messagesPreviewIntro}</p>
      <div className="studio-preview__frame" data-testid="studio-preview">
        {places.map(({ place, keys }) => (
          <section key={place} className="studio-message-place" aria-labelledby={`studio-place-${place}`}>
            <h3 id={`studio-place-${place}`}>{T[place]}</h3>
            <ul>{keys.map(item)}</ul>
          </section>
        ))}
        {other.length > 0 && (
          <section className="studio-message-place" aria-labelledby="studio-place-other">
            <h3 id="studio-place-other">{T.messagesPreviewOther}</h3>
            <ul>{other.map(item)}</ul>
          </section>
        )}
      </div>
    </section>
  );
}
