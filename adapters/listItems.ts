/**
 * The items of a list step (a beneficiary, a dependent) in wire shape, and the item form's view of
 * them: what the edit popup starts from, what an edit leaves of the item, and an earlier
 * enrollment's record as an item.
 */
import { payloadToValues } from './payload';
import type { FormValues, Payload, TabForm } from './types';

/** The item as the popup's form values (keys the form does not own are left out). */
export function itemValues(form: TabForm, item: Payload | null): FormValues {
  return payloadToValues(form, item ?? {});
}

/**
 * An edited item: the popup's payload, plus what the item held that its form does not own (its
 * id, e.g. beneficiary_id), so an edit never loses it. A field the form owns but the user
 * emptied is gone (payloads drop empty values).
 */
export function editedItem(form: TabForm, previous: Payload | null, edited: Payload): Payload {
  const own = new Set(form.fields.map((field) => field.name));
  const kept = Object.entries(previous ?? {}).filter(([name]) => !own.has(name));
  return { ...Object.fromEntries(kept), ...edited };
}

/** A record of a member's earlier enrollment as an item: its `dob` becomes the birthdate (enrollment.md section 2). */
export function fromEarlierEnrollment(record: Payload): Payload {
  const { dob, ...item } = record;
  return item.birthdate === undefined && typeof dob === 'string' ? { ...item, birthdate: dob } : item;
}
