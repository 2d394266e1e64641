/**
 * A dependent as the list step holds it (the item form's flat fields, plus dependent_id and
 * health_info kept aside by the edit popup) and as the wire carries it ({dependent_id?,
 * primary_info, health_info?}).
 */
import type { DependentItem } from '../../../schemas/api/dependents';
import type { ListItem, ListItems } from '../../../machines/listStep';

/** The list's item of a wire dependent. */
export function fromWire(dependent: Record<string, unknown>): ListItem {
  const { primary_info: info, dependent_id: id, health_info: health } = dependent;
  const { employed: _employed, ...fields } = (typeof info === 'object' && info !== null ? info : {}) as Record<string, unknown>;
  return { ...fields, ...(Number.isInteger(id) ? { dependent_id: id } : {}), ...(health ? { health_info: health } : {}) };
}

/** The wire dependent of a list item. */
export function toWire(item: ListItem): DependentItem {
  const { dependent_id: id, health_info: health, ...primary } = item;
  return {
    ...(Number.isInteger(id) ? { dependent_id: id as number } : {}),
    primary_info: primary,
    ...(typeof health === 'object' && health !== null ? { health_info: health as Record<string, unknown> } : {}),
  };
}

/** The list in wire shape. */
export const wireList = (items: ListItems): DependentItem[] => items.map(toWire);
