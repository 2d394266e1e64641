import type { GroupInfoData } from '../schemas/api/types';
import { digitsOnly, formatStateInput } from './formatters';
import type { FormValues } from './types';

/**
 * Employer form values from the group's information (used when nothing has been saved yet),
 * normalised the way the inputs would have typed them so the prefill passes validation.
 */
export function employerPrefill(info: GroupInfoData): FormValues {
  const general = info.general_info ?? {};
  const address = info.address_information ?? {};
  return {
    name: (general.group_name ?? '').trim(),
    phone: digitsOnly(general.group_phone ?? '', 10),
    address1: (address.address1 ?? '').trim(),
    city: (address.city ?? '').trim(),
    state: formatStateInput((address.state ?? '').trim()),
    zip: digitsOnly(address.zip ?? '', 5),
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
    if (name in merged && merged[name].length === 0 && value.length > 0) merged[name] = value;
  }
  return merged;
}
