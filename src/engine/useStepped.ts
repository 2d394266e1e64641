import { useRef } from 'react';

/** What a step was last worked out from, and what it answered. */
export interface Stepped<I, S> { input: I; value: S }

/**
 * A value worked out from the last one whenever `input` changes (by identity): `step` gets the
 * new input and the last input with its value (null the first time), so it can redo only what an
 * edit changed.
 *
 * The last step is kept in a ref, not in state set during render (React's "information from
 * previous renders" pattern): that state made React render each component using it twice per
 * change (every form of the engine on each keystroke through useStructuralShare, the studio's
 * draft editor and preview blocks on each edit: about a millisecond of an edit at 4x CPU slowdown
 * on a 300-field form). A ref is safe here because `step` answers for its input
 * alone: the last value is only what it may reuse, so a value worked out in a render React later
 * throws away is still the right one for that input.
 */
export function useStepped<I, S>(input: I, step: (input: I, last: Stepped<I, S> | null) => S): S {
  const last = useRef<Stepped<I, S> | null>(null);
  // oxlint-disable-next-line react/refs -- the ref is only what `step` may reuse (see above), never what is shown
  const now = last.current !== null && last.current.input === input ? last.current : (last.current = { input, value: step(input, last.current) });
  return now.value;
}
