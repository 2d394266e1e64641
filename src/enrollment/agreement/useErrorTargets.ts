import { useCallback, useMemo, useRef } from 'react';
import type { FieldError } from '../../../schemas/api/types';

/** The elements errors can land on, by target ('agreements.0', 'answer', 'signature'). */
export interface ErrorTargets {
  /** A ref callback that files the element under `target`. */
  register: (target: string) => (element: HTMLElement | null) => void;
  /** Moves focus to the element of the first error that has one; false when none has. */
  focusFirst: (errors: readonly FieldError[]) => boolean;
}

/** A registry of error targets for one step, so a refused Next can take the user to the first problem. */
export function useErrorTargets(): ErrorTargets {
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const register = useCallback((target: string) => {
    let ref = refs.current.get(target);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(target, element);
        else elements.current.delete(target);
      };
      refs.current.set(target, ref);
    }
    return ref;
  }, []);
  const focusFirst = useCallback((errors: readonly FieldError[]) => {
    const element = errors.map((error) => elements.current.get(error.target_element)).find(Boolean);
    element?.focus();
    return Boolean(element);
  }, []);
  return useMemo(() => ({ register, focusFirst }), [register, focusFirst]);
}
