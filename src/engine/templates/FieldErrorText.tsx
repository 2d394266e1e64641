import { useEffect, useState } from 'react';
import { fieldIds } from '../aria';

/** Long enough for a screen reader to pick the alert up before it becomes plain text. */
const ANNOUNCE_MS = 1000;

/**
 * A field's error text, referenced by its input's aria-describedby. It is an alert only when
 * it first appears (render it with `key={message}` so a new message is new), then plain text,
 * so screen readers announce an error once and not again as the form re-renders.
 */
export function FieldErrorText({ id, message }: { id: string; message: string }) {
  const [announcing, setAnnouncing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncing(false), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p id={fieldIds.error(id)} className="bs-field__error" role={announcing ? 'alert' : undefined}>
      {message}
    </p>
  );
}
