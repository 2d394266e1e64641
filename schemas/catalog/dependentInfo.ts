import { beneficiaryInfoCatalog } from './beneficiaryInfo';
import { personalInfoCatalog } from './personalInfo';
import type { TabCatalog } from './types';

/**
 * One dependent's primary_info (the item form of Dependent Information, enrollment.md sections 2,
 * 3 and 5), in display order. Names, SSN and the past birth date follow the beneficiary's rules;
 * gender is '0' male or '1' female; the relationship is set by the tier rules and read-only
 * (the server's definitions mark it so). employed is not asked: the server stores it as '0'.
 */
export const dependentInfoCatalog: TabCatalog = {
  relationship: {
    title: 'Relationship', widget: 'select', schema: { type: 'string' },
    choices: [{ value: 'spouse', label: 'Spouse' }, { value: 'child', label: 'Child' }],
  },
  first_name: beneficiaryInfoCatalog.first_name,
  middle_name: beneficiaryInfoCatalog.middle_name,
  last_name: beneficiaryInfoCatalog.last_name,
  birthdate: beneficiaryInfoCatalog.birthdate,
  gender: { ...personalInfoCatalog.gender, autocomplete: 'off', choices: [{ value: '0', label: 'Male' }, { value: '1', label: 'Female' }] },
  ssn: personalInfoCatalog.ssn,
  weight: personalInfoCatalog.weight,
  height_feet: personalInfoCatalog.height_feet,
  height_inch: personalInfoCatalog.height_inch,
};
