import { memo } from 'react';
import { messagePlaceholders } from '../../../adapters';
import type { FieldError } from '../../../schemas/api/types';
import type { LayerName } from '../../../schemas/forms/definition';
import { messageKeyWords } from '../../../schemas/forms/formMessages';
import { MESSAGES } from '../../../schemas/messages';
import { LAYER_TEXT } from '../shell/scopeName';
import { T } from '../text';

/** The id of a message's input (a Check problem at messages.<key> links to it). */
export const messageInputId = (key: string) => `studio-message-${key}`;

/** What the messages panel shows and how it reports changes. */
export interface MessagesPanelProps {
  /** The message keys the form can say (schemas/forms/formMessages.ts), in the order shown. */
  keys: readonly string[];
  /** The draft's own overrides (what this scope says; absent: the text below shows). */
  own: Readonly<Record<string, string>> | undefined;
  /** The texts as the layers below resolve them, and the layer each comes from (absent: the catalog's). */
  below: Readonly<Record<string, string>>;
  belowFrom: Readonly<Record<string, LayerName>>;
  /** The layer this draft is (its overrides show with its name). */
  layer: LayerName;
  /** Problems of the draft (checkLayer's or the server's); those at messages.<key> show at the input. */
  errors: readonly FieldError[];
  /** Sets one message's override (undefined: Reset to default, the override removed). */
  onSet: (key: string, text: string | undefined) => void;
  readOnly: boolean;
}

interface RowProps {
  messageKey: string;
  own: string | undefined;
  below: string | undefined;
  belowFrom: LayerName | undefined;
  layer: LayerName;
  error: string | undefined;
  onSet: (key: string, text: string | undefined) => void;
  readOnly: boolean;
}

/** One message: its key in words, the layer its text comes from, the catalog's text, the input and Reset to default. */
const MessageRow = memo(function MessageRow({ messageKey: key, own, below, belowFrom, layer, error, onSet, readOnly }: RowProps) {
  const id = messageInputId(key);
  const catalog = Object.hasOwn(MESSAGES, key) ? (MESSAGES as Record<string, string>)[key] : '';
  const shown = own ?? below ?? catalog;
  const from: LayerName = own !== undefined ? layer : belowFrom ?? 'default';
  const placeholders = messagePlaceholders(catalog);
  const words = messageKeyWords(key);
  const describedBy = [`${id}-default`, placeholders.length > 0 && `${id}-keep`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <li className={`studio-prop studio-message${error ? ' studio-prop--invalid' : ''}`}>
      <label htmlFor={id}>{words}</label>
      <span className="studio-badge" data-layer={from}>{LAYER_TEXT[from]}</span>
      {own !== undefined && <span className="studio-badge studio-badge--warn">{T.messagesOverridden}</span>}
      <p className="studio-muted studio-hint" id={`${id}-default`}>{T.messageDefault} {catalog}</p>
      {placeholders.length > 0 && <p className="studio-muted studio-hint" id={`${id}-keep`}>{T.messagePlaceholders} {placeholders.map((name) => `{${name}}`).join(' ')}</p>}
      <input id={id} value={shown} readOnly={readOnly} autoComplete="off" aria-describedby={describedBy} aria-invalid={error ? true : undefined}
        onChange={(e) => onSet(key, e.target.value)} />
      {error && <p className="studio-field-error" id={`${id}-error`}>{error}</p>}
      {!readOnly && own !== undefined && (
        <button type="button" className="btn btn--secondary" aria-label={`${T.messageReset}: ${words}`} onClick={() => onSet(key, undefined)}>{T.messageReset}</button>
      )}
    </li>
  );
});

/**
 * The form's messages (a layer's `messages`, issue 15): each message the form can say, labelled by
 * its key in words, with the catalog's text, the layer its text now comes from (Default, Portal,
 * Group) and an input that overrides it at this scope. Reset to default removes the override. An
 * override is checked as typed with the server's check (not empty, plain text, the placeholders
 * kept): its message shows at the input.
 */
export function MessagesPanel({ keys, own, below, belowFrom, layer, errors, onSet, readOnly }: MessagesPanelProps) {
  const errorOf = (key: string) => errors.find((e) => e.target_element === `messages.${key}`)?.error_message;
  return (
    <ul className="studio-messages" aria-label={T.messagesTitle}>
      {keys.map((key) => (
        <MessageRow key={key} messageKey={key} own={own?.[key]} below={below[key]} belowFrom={belowFrom[key]} layer={layer}
          error={errorOf(key)} onSet={onSet} readOnly={readOnly} />
      ))}
    </ul>
  );
}
