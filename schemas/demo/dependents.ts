/**
 * The demo world's dependent data (demo-world.md): each portal's definitions of the dependent item
 * form with its disclaimer (the rows migration 007 writes; stories and tests render the same data)
 * and the dependents member 7001 has on file from an earlier enrollment (seeded, SSN sealed).
 */
import type { FieldRow } from './formDefinitions';

/**
 * [field_name, required, read_only] per portal. The relationship is read-only (the tier rules set
 * it); portal 12 also asks for a middle name (optional) and the weight (required), as its
 * personal form does.
 */
export const DEPENDENT_FORM_DEFINITIONS: Record<number, FieldRow[]> = {
  11: [
    ['relationship', true, true], ['first_name', true, false], ['last_name', true, false], ['birthdate', true, false], ['gender', true, false],
    ['ssn', true, false], ['height_feet', true, false], ['height_inch', true, false],
  ],
  12: [
    ['relationship', true, true], ['first_name', true, false], ['middle_name', false, false], ['last_name', true, false],
    ['birthdate', true, false], ['gender', true, false], ['ssn', true, false], ['weight', true, false], ['height_feet', true, false],
    ['height_inch', true, false],
  ],
};

/** The portal whose definitions the default scope copies (as the other item forms do). */
export const DEPENDENT_DEFAULT_PORTAL = 12;

/** The disclaimer under the dependent form (ours: the spec names no text). */
export const DEPENDENT_DISCLAIMER =
  'Only add a spouse or child who is eligible for coverage under the plans you selected. The information you give must be true and complete.';

/** A dependent on file from a member's earlier enrollment (birthdate year-month-day, as stored). */
export interface MemberDependent {
  member_id: number;
  relationship: 'spouse' | 'child';
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: '0' | '1';
  ssn: string;
  weight?: string;
  height_feet: string;
  height_inch: string;
}

/** Member 7001 (Morgan Lee, DEMO0004): spouse Alex Lee, born 09/30/1979. Gender, SSN and size are ours (the spec names none). */
export const DEMO_MEMBER_DEPENDENTS: MemberDependent[] = [
  {
    member_id: 7001, relationship: 'spouse', first_name: 'Alex', last_name: 'Lee', birthdate: '1979-09-30', gender: '0', ssn: '123457002',
    weight: '175', height_feet: '5', height_inch: '11',
  },
];
