import { useState } from 'react';

/** What a step was last worked out from, and what it answered. */
export interface Stepped<I, S> { input: I; value: S }

/**
 * A value worked out from the last one whenever `input` changes (by identity): `step` gets the
 * new input and the last input with its value (null the first time), so it can redo only what an
 * edit changed. React's "information from previous renders" pattern: the last value is state set
 * during render, not a ref (React renders the component again at once, before its children).
 */
export function useStepped<I, S>(input: I, step: (input: I, last: Stepped<I, S> | null) => S): S {
  const [last, setLast] = useState<Stepped<I, S>>(() => ({ input, value: step(input, null) }));
  if (last.input === input) return last.value;
  const value = step(input, last);
  setLast({ input, value });
  return value;
}
