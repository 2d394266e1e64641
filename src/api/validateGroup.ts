/** The employer behind a group enrollment code (storefront.md 7; 204: unknown code). */
import type { FromSchema } from 'json-schema-to-ts';
import type { validateGroupData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type ValidateGroupData = FromSchema<typeof validateGroupData>;

/** GET validate-group?group_code: the data, or null when the server answers 204 (nothing matches). */
export function validateGroup(group_code: string): Promise<ValidateGroupData | null> {
  return apiLookup<ValidateGroupData>('validate-group', { group_code });
}
