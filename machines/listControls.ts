/**
 * What each control of a list step allows and says, read from the list machine's snapshot
 * (the UI asks `can` instead of repeating a rule): the add button shows while the policy allows
 * an add, Next shows while it allows going on; an open edit disables add, delete and Next with
 * the spec's titles (enrollment.md section 2), restored to 'Delete' and 'Click to continue
 * enrollment' once the edit is submitted or cancelled.
 */
import { MESSAGES } from '../schemas/messages';
import { addBlockOf, continueBlockOf, type ListStepContext, type ListStepEvent } from './listStep';

/** Which popup is open: none ('list'), the add popup or the edit popup. */
export type ListMode = 'list' | 'adding' | 'editing';

/** A button's state: usable or not, and its title (tooltip). */
export interface ButtonState { enabled: boolean; title: string | null }

export interface ListControls {
  mode: ListMode;
  /** A popup's item is being validated. */
  validating: boolean;
  /** Shown while the policy allows an add; `block` says why not otherwise. */
  add: ButtonState & { shown: boolean; block: string | null };
  edit: ButtonState;
  remove: ButtonState;
  /** Shown while the policy lets Next go on; `reason` says why Next may not go on now (null: it may). */
  next: ButtonState & { shown: boolean; block: string | null; reason: string | null };
}

/** The part of a list machine snapshot the controls read. */
export interface ListSnapshot {
  context: ListStepContext;
  // Method syntax: XState's own snapshot (whose matches takes the machine's state values) fits it.
  matches(value: ListMode | { adding: 'validating' } | { editing: 'validating' }): boolean;
  can(event: ListStepEvent): boolean;
}

/** The mode of a snapshot. */
export function listMode(snapshot: ListSnapshot): ListMode {
  if (snapshot.matches('adding')) return 'adding';
  if (snapshot.matches('editing')) return 'editing';
  return 'list';
}

/** Every control's state for this snapshot. */
export function listControls(snapshot: ListSnapshot): ListControls {
  const { items, policy } = snapshot.context;
  const mode = listMode(snapshot);
  const editing = mode === 'editing';
  const addBlock = addBlockOf(items, policy);
  const continueBlock = continueBlockOf(items, policy);
  const nextEnabled = snapshot.can({ type: 'list.continue' });
  return {
    mode,
    validating: snapshot.matches({ adding: 'validating' }) || snapshot.matches({ editing: 'validating' }),
    add: { shown: addBlock === null, block: addBlock, enabled: snapshot.can({ type: 'list.add' }), title: editing ? MESSAGES.listAddEditFirst : null },
    edit: { enabled: mode === 'list', title: MESSAGES.listEdit },
    remove: { enabled: mode === 'list', title: editing ? MESSAGES.listDeleteEditFirst : MESSAGES.listDelete },
    next: {
      shown: continueBlock === null,
      block: continueBlock,
      enabled: nextEnabled,
      title: editing ? MESSAGES.listContinueEditFirst : MESSAGES.listContinue,
      // An open popup (add or edit) holds Next back as an open edit does; otherwise the policy's reason.
      reason: nextEnabled ? null : (mode === 'list' ? continueBlock : MESSAGES.listContinueEditFirst),
    },
  };
}
