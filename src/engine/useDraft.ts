import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the draft is committed to the form. */
export const COMMIT_IDLE_MS = 200;

/** What a text-like widget needs from its draft. */
export interface Draft {
  /** What the input shows: the uncommitted edit, else the form's value. */
  text: string;
  /** Records an edit (already masked); the form hears of it after a pause, on blur or on Enter. */
  edit: (next: string) => void;
  /** Hands a pending edit to the form now. */
  commit: () => void;
}

/**
 * A local value for a text input that reaches the form only on blur, on Enter and after
 * COMMIT_IDLE_MS of idle typing. This is the engine's speed design: a keystroke re-renders
 * one input, not the whole form (RJSF re-renders every field on each form change).
 * While nothing is pending the input shows the form's value, so outside changes (prefill,
 * a cleared hidden field) show at once; a pending edit wins until it is committed.
 */
export function useDraft(value: string, onCommit: (next: string) => void): Draft {
  const [draft, setDraft] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  });

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    setDraft(null);
    onCommitRef.current(next);
  }, []);

  const edit = useCallback(
    (next: string) => {
      pending.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, COMMIT_IDLE_MS);
    },
    [commit],
  );

  // A hidden field unmounts: its pending edit is dropped, the form clears hidden values anyway.
  useEffect(() => () => clearTimeout(timer.current), []);

  return { text: draft ?? value, edit, commit };
}
