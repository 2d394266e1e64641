import { MESSAGES } from '../messages';
import { PATTERNS } from './patterns';
import { personalInfoCatalog } from './personalInfo';
import type { FieldSpec, TabCatalog } from './types';

/** Someone else's data: the browser must not fill in the applicant's own name or birthday. */
const notAutofilled = (spec: FieldSpec): FieldSpec => ({ ...spec, autocomplete: 'off' });

/**
 * One beneficiary (the item form of Beneficiary Information, enrollment.md sections 2, 3 and 5),
 * in display order. Names and SSN follow the personal rules; the birth date must be in the past.
 */
export const beneficiaryInfoCatalog: TabCatalog = {
  first_name: notAutofilled(personalInfoCatalog.first_name),
  middle_name: notAutofilled(personalInfoCatalog.middle_name),
  last_name: notAutofilled(personalInfoCatalog.last_name),
  birthdate: notAutofilled(personalInfoCatalog.birthdate),
  relationship: { title: 'Relationship', widget: 'select', lookup: 'beneficiary-relationships', schema: { type: 'string' } },
  ssn: personalInfoCatalog.ssn,
  beneficiary_percentage: {
    title: 'Beneficiary Percentage', widget: 'percentage', help: 'A whole number from 1 to 100',
    schema: { type: 'string', pattern: PATTERNS.percentage }, messages: { pattern: MESSAGES.beneficiaryPercentage },
  },
};
