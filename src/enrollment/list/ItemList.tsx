import type { Ref } from 'react';
import type { ListControls } from '../../../machines/listControls';
import type { ListItem } from '../../../machines/listStep';
import { DeleteIcon, EditIcon } from './icons';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.itemList;

export interface ItemListProps {
  /** The list's accessible name (e.g. 'Beneficiaries'). */
  label: string;
  items: readonly ListItem[];
  /** An item's title ('Beneficiary #1: Alex Lee'); it also names the item's buttons. */
  titleOf: (item: ListItem, index: number) => string;
  /** Shown while the list is empty. */
  emptyText: string;
  controls: Pick<ListControls, 'edit' | 'remove'>;
  /** Every button is disabled (the step is saving). */
  busy?: boolean;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** The list's region, focused when the item that had focus is gone. */
  regionRef?: Ref<HTMLElement>;
}

/**
 * The items of a list step, each with its title and its edit and delete icon buttons (named
 * 'Edit <title>' and 'Delete <title>', titled as the list's controls say: an open edit disables
 * delete with 'Please submit the edited form first to delete').
 */
export function ItemList({ label, items, titleOf, emptyText, controls, busy = false, onEdit, onDelete, regionRef }: ItemListProps) {
  return (
    <section className="item-list" aria-label={label} ref={regionRef} tabIndex={-1}>
      {items.length === 0 ? (
        <p className="item-list__empty">{emptyText}</p>
      ) : (
        <ul className="item-list__items">
          {items.map((item, index) => {
            const title = titleOf(item, index);
            return (
              // Items have no id of their own until saved: their place is who they are.
              // oxlint-disable-next-line react/no-array-index-key
              <li className="item-list__item" key={index}>
                <span className="item-list__title">{title}</span>
                <span className="item-list__buttons">
                  <button type="button" className="icon-btn" aria-label={fill(TEXT.editItem, { title })} title={controls.edit.title ?? undefined}
                    disabled={busy || !controls.edit.enabled} onClick={() => onEdit(index)}>
                    <EditIcon />
                  </button>
                  <button type="button" className="icon-btn icon-btn--danger" aria-label={fill(TEXT.deleteItem, { title })} title={controls.remove.title ?? undefined}
                    disabled={busy || !controls.remove.enabled} onClick={() => onDelete(index)}>
                    <DeleteIcon />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
