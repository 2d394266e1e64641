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
