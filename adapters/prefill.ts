import type { GroupInfoData } from '../schemas/api/types';
import { LIMITS } from '../schemas/catalog/patterns';
import { digitsOnly, formatStateInput } from './formatters';
import { fromSchemaData } from './schemaData';
import type { FormValues, TabForm } from './types';
import { isEmptyValue } from './rows';

/**
 * Employer form values from the group's information (used when nothing has been saved yet),
 * normalised the way the inputs would have typed them so the prefill passes validation.
 */
export function employerPrefill(info: GroupInfoData): FormValues {
  const general = info.general_info ?? {};
  const address = info.address_information ?? {};
  return {
    name: (general.group_name ?? '').trim(),
    phone: digitsOnly(general.group_phone ?? '', LIMITS.phone),
    address1: (address.address1 ?? '').trim(),
    city: (address.city ?? '').trim(),
    state: formatStateInput((address.state ?? '').trim()),
    zip: digitsOnly(address.zip ?? '', LIMITS.zip),
  };
}

/** True when a saved column holds no answer at all (null, '' or an object of such), so a prefill may apply. */
export function isNothingSaved(saved: unknown): boolean {
  if (saved === null || saved === undefined || saved === '') return true;
  if (typeof saved !== 'object') return false;
  return Object.values(saved).every(isNothingSaved);
}

/**
 * Fills the empty fields of `values` from `prefill` (enrollment.md: the employer tab is
 * prefilled from the group's information when nothing has been saved yet). Only fields the
 * form has are filled, and an answer already there is never overwritten.
 */
export function withPrefill(values: FormValues, prefill: FormValues): FormValues {
  const merged = { ...values };
  for (const [name, value] of Object.entries(prefill)) {
    if (name in merged && isEmptyValue(merged[name]) && !isEmptyValue(value)) merged[name] = value;
  }
  return merged;
}

/**
 * Values a user typed before their session ended, over what the server holds: every editable
 * field takes the kept answer (shaped as the form has it), read-only fields keep the server's.
 */
export function withKeptValues(form: TabForm, values: FormValues, kept: FormValues): FormValues {
  const restored = fromSchemaData(form, kept);
  const merged = { ...values };
  for (const field of form.fields) if (!field.readOnly && Object.hasOwn(kept, field.name)) merged[field.name] = restored[field.name];
  return merged;
}
