/**
 * The demo world's beneficiary data (demo-world.md "Wizard data for the later tabs"): the
 * relationships lookup, each portal's definitions of the beneficiary item form (the rows
 * migration 005 writes into form_fields; stories and tests render the same data) and the
 * beneficiaries member 7001 has on file from an earlier enrollment (seeded, SSN sealed).
 */
import type { OptionItem } from '../api/types';
import type { FieldRow } from './formDefinitions';

/** get-beneficiary-relationships: the value is the name, as saved beneficiaries carry it ('Spouse'). */
export const BENEFICIARY_RELATIONSHIPS: OptionItem[] = ['Spouse', 'Child', 'Parent', 'Sibling', 'Other'].map((name) => ({ value: name, name }));

/** [field_name, required, read_only] per portal: portal 12 also asks for a middle name (optional). */
export const BENEFICIARY_FORM_DEFINITIONS: Record<number, FieldRow[]> = {
  11: [
    ['first_name', true, false], ['last_name', true, false], ['birthdate', true, false], ['relationship', true, false],
    ['ssn', true, false], ['beneficiary_percentage', true, false],
  ],
  12: [
    ['first_name', true, false], ['middle_name', false, false], ['last_name', true, false], ['birthdate', true, false],
    ['relationship', true, false], ['ssn', true, false], ['beneficiary_percentage', true, false],
  ],
};

/** The portal whose definitions the default scope copies (as the form tabs' seed does). */
export const BENEFICIARY_DEFAULT_PORTAL = 12;

/** A beneficiary on file from a member's earlier enrollment: its date of birth is `dob`, as the old records carry it. */
export interface MemberBeneficiary {
  member_id: number;
  first_name: string;
  middle_name?: string;
  last_name: string;
  dob: string;
  relationship: string;
  ssn: string;
  beneficiary_percentage: string;
}

/** Member 7001 (Morgan Lee, DEMO0004): Alex Lee, Spouse, born 09/30/1979, 100%. The SSN is ours (the spec names none). */
export const DEMO_MEMBER_BENEFICIARIES: MemberBeneficiary[] = [
  { member_id: 7001, first_name: 'Alex', last_name: 'Lee', dob: '09/30/1979', relationship: 'Spouse', ssn: '123457002', beneficiary_percentage: '100' },
];
