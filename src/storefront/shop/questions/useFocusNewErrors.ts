/**
 * Takes keyboard and screen-reader users to the first thing to fix after a submit: when a message
 * appears at a target that had none, focus moves to the first invalid control of the form in
 * display order (for a question's radio group, its first choice). Messages that only go away as
 * the visitor edits never move the focus.
 */
import { useEffect, useRef, type RefObject } from 'react';

function focusFirstInvalid(form: HTMLElement): void {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = first instanceof HTMLFieldSetElement ? first.querySelector<HTMLElement>('input, select, textarea') : first;
  // Nothing invalid to point at (a message of the whole form): the form's alert is announced instead.
  target?.focus();
}

export function useFocusNewErrors(form: RefObject<HTMLElement | null>, errors: Readonly<Record<string, string>>): void {
  const shown = useRef<ReadonlySet<string>>(new Set());
  const targets = Object.keys(errors).sort().join('\n');
  useEffect(() => {
    const now = new Set(targets ? targets.split('\n') : []);
    const appeared = [...now].some((target) => !shown.current.has(target));
    shown.current = now;
    if (appeared && form.current) focusFirstInvalid(form.current);
  }, [targets, form]);
}
