/** Fake API routes of Beneficiary Information, from the demo world's item form definitions. */
import type { FieldDefinition } from '../../../schemas/api/types';
import { BENEFICIARY_FORM_DEFINITIONS } from '../../../schemas/demo/beneficiaries';
import type { FakeAnswer, FakeRoute } from './fakeApi';
import { registerFormValidator } from './fakeValidators';

export interface BeneficiaryWorld {
  portal: number;
  /** The saved list (get-form-fields-beneficiary-info's beneficiaries). */
  saved?: Record<string, unknown>[];
  /** The list's limit a layer of the form set (the answer's max_items); absent: the spec's 3. */
  maxItems?: number;
  /** The member's beneficiaries on file; 'fails' answers 500. */
  onFile?: Record<string, unknown>[] | 'fails';
}

/** The item form's definitions of a demo portal, as the server sends them. */
export function beneficiaryDefs(portal: number): FieldDefinition[] {
  return BENEFICIARY_FORM_DEFINITIONS[portal].map(([field_name, required, read_only]) => ({ field_name, required, read_only, value: '' }));
}

/** The reads of the step: the item form with its validator and saved list, and the member's list on file. */
export function beneficiaryRoutes(world: BeneficiaryWorld): Record<string, FakeRoute | FakeAnswer> {
  const result = beneficiaryDefs(world.portal);
  return {
    'get-form-fields-beneficiary-info': { data: { result, validator: registerFormValidator('beneficiary_info', result), beneficiaries: world.saved ?? [], ...(world.maxItems !== undefined && { max_items: world.maxItems }) } },
    'get-beneficiaries-existing-user-enrollment': world.onFile === 'fails'
      ? { status: 500, data: [{ target_element: 'general', error_message: 'down' }] }
      : { data: { result: { beneficiaries: world.onFile ?? [] } } },
    'validate-single-beneficiary': { data: {} },
  };
}
