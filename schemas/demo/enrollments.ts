/**
 * The saved enrollments of demo-world.md (data): continue code, e-mail, fixed id, the plans in
 * the cart (priced for the enrollment's tier from schemas/demo/catalog.ts), and what each has
 * saved (payload shape, SSN in the clear here: the server encrypts it when seeding). e2e
 * journeys and integration tests import the codes and ids from here.
 */
import type { Eprocess } from '../enrollee';
import type { SavedTab } from '../tabs';
import { allNoHealthInfo } from './healthQuestions';

export interface DemoEnrollment {
  code: string;
  email: string;
  id: string;
  portal_id: number;
  group_id: number | null;
  agent_id: number | null;
  member_id: number | null;
  eprocess: Eprocess;
  type: string;
  saved_tab: SavedTab;
  filter_info: { dob: string; zip: string; state: string; tier: string; gender: string };
  effective_date: string;
  /** Plan ids in the cart, in order (checked out: each priced for the enrollment's tier). */
  cart: number[];
  primary_info?: Record<string, unknown>;
  contact_info?: Record<string, unknown>;
  employer_info?: Record<string, unknown>;
  benificiary_info?: Record<string, unknown>;
  health_info?: Record<string, unknown>;
  dependent_info?: Record<string, unknown>;
  /** Written by server/db/seed/completion.ts (sealed like the other tabs). No demo has a signed agreement: signing makes its evidence. */
  payment_info?: Record<string, unknown>;
}

export const DEMO0001: DemoEnrollment = {
  code: 'DEMO0001', email: 'demo@example.com', id: 'de000001-0000-4000-8000-000000000001',
  portal_id: 11, group_id: null, agent_id: 1001, member_id: null, eprocess: 'applicant', type: 'new-member', saved_tab: 'primary_info',
  filter_info: { dob: '06/15/1985', zip: '62701', state: 'IL', tier: 'IS', gender: '1' },
  effective_date: '07/01/2026',
  cart: [301, 401],
  primary_info: { first_name: 'Casey', last_name: 'Rivera', marital_status: '1' },
};

export const DEMO0002: DemoEnrollment = {
  code: 'DEMO0002', email: 'group@example.com', id: 'de000002-0000-4000-8000-000000000002',
  portal_id: 12, group_id: 2001, agent_id: 1001, member_id: null, eprocess: 'group', type: 'new-group-member', saved_tab: 'employer_info',
  filter_info: { dob: '03/22/1990', zip: '62701', state: 'IL', tier: 'IF', gender: '0' },
  effective_date: '07/01/2026',
  cart: [302, 402],
  primary_info: {
    first_name: 'Taylor', last_name: 'Brooks', gender: '0', marital_status: '1', ssn: '123450002', birthdate: '03/22/1990',
    weight: '180', height_feet: '5', height_inch: '10', ethnic_category: '6', prior_coverage_flag: '0',
  },
  contact_info: {
    email_address: 'group@example.com', phone_number: '5552170222', address1: '200 Oak Ave', city: 'Springfield', state: 'IL',
    zip: '62701', birth_state: 'IL', birth_city: 'Chicago', with_validation: 0,
  },
};

export const DEMO0003: DemoEnrollment = {
  code: 'DEMO0003', email: 'harbor@example.com', id: 'de000003-0000-4000-8000-000000000003',
  portal_id: 12, group_id: 2556, agent_id: 1001, member_id: null, eprocess: 'group', type: 'new-group-member', saved_tab: 'primary_info',
  filter_info: { dob: '11/02/1992', zip: '62701', state: 'IL', tier: 'IO', gender: '0' },
  effective_date: '07/01/2026',
  cart: [303],
};

export const DEMO0004: DemoEnrollment = {
  code: 'DEMO0004', email: 'morgan.lee@example.com', id: 'de000004-0000-4000-8000-000000000004',
  portal_id: 12, group_id: 2001, agent_id: 1001, member_id: 7001, eprocess: 'applicant', type: 'existing-user', saved_tab: 'contact_info',
  filter_info: { dob: '04/12/1980', zip: '62701', state: 'IL', tier: 'IS', gender: '1' },
  effective_date: '07/01/2026',
  cart: [302],
  primary_info: {
    first_name: 'Morgan', last_name: 'Lee', gender: '1', marital_status: '1', ssn: '123457001', birthdate: '04/12/1980',
    weight: '140', height_feet: '5', height_inch: '6', prior_coverage_flag: '0',
  },
  contact_info: { email_address: 'morgan.lee@example.com', phone_number: '5553337001', state: 'IL', zip: '62701' },
};

/** Premier plan (MM) with its membership, tier IF, nothing about dependents saved yet: the spouse question shows. */
export const DEMO0005: DemoEnrollment = {
  code: 'DEMO0005', email: 'premier@example.com', id: 'de000005-0000-4000-8000-000000000005',
  portal_id: 11, group_id: null, agent_id: 1001, member_id: null, eprocess: 'applicant', type: 'new-member', saved_tab: 'dependent_info',
  filter_info: { dob: '08/09/1983', zip: '62701', state: 'IL', tier: 'IF', gender: '0' },
  effective_date: '07/01/2026',
  cart: [310, 901],
  primary_info: {
    first_name: 'Jordan', last_name: 'Quinn', gender: '0', marital_status: '1', ssn: '123450005', birthdate: '08/09/1983',
    height_feet: '5', height_inch: '11', prior_coverage_flag: '0',
  },
  contact_info: {
    email_address: 'premier@example.com', phone_number: '5552170555', address1: '15 Maple Dr', city: 'Springfield', state: 'IL', zip: '62701',
  },
  benificiary_info: {
    beneficiaries: [{ first_name: 'Robin', last_name: 'Quinn', birthdate: '02/14/1986', relationship: 'Spouse', ssn: '123450055', beneficiary_percentage: '100' }],
  },
  health_info: allNoHealthInfo(),
};

/** Enrolled by rep 1001: everything before the agreement saved (tier IO, so no dependents). */
export const DEMO0006: DemoEnrollment = {
  code: 'DEMO0006', email: 'rep@example.com', id: 'de000006-0000-4000-8000-000000000006',
  portal_id: 11, group_id: null, agent_id: 1001, member_id: null, eprocess: 'rep', type: 'new-member', saved_tab: 'aggrement_info',
  filter_info: { dob: '01/20/1979', zip: '62701', state: 'IL', tier: 'IO', gender: '1' },
  effective_date: '07/01/2026',
  cart: [304, 501],
  primary_info: {
    first_name: 'Dana', last_name: 'Ellis', gender: '1', marital_status: '0', ssn: '123450006', birthdate: '01/20/1979',
    height_feet: '5', height_inch: '5', prior_coverage_flag: '0',
  },
  contact_info: {
    email_address: 'rep@example.com', phone_number: '5552170666', address1: '200 Cedar Ln', city: 'Springfield', state: 'IL', zip: '62701',
  },
  benificiary_info: {
    beneficiaries: [
      { first_name: 'Casey', last_name: 'Ellis', birthdate: '05/05/2005', relationship: 'Child', ssn: '123450066', beneficiary_percentage: '60' },
      { first_name: 'Morgan', last_name: 'Ellis', birthdate: '07/07/1950', relationship: 'Parent', ssn: '123450067', beneficiary_percentage: '40' },
    ],
  },
  health_info: allNoHealthInfo(),
  dependent_info: { dependents: [] },
};

/**
 * An Acme Manufacturing employee (group 2001, list billing) with every tab of portal 12 saved but
 * the agreement (a signature is evidence, made only by signing), resuming at Review &
 * Confirmation: sign through the agreement tile's Edit Details, then Next submits it and the
 * receipt asks for the group's invoice.
 */
export const DEMO0007: DemoEnrollment = {
  code: 'DEMO0007', email: 'review@example.com', id: 'de000007-0000-4000-8000-000000000007',
  portal_id: 12, group_id: 2001, agent_id: 1001, member_id: null, eprocess: 'group', type: 'new-group-member', saved_tab: 'review_info',
  filter_info: { dob: '09/14/1987', zip: '62701', state: 'IL', tier: 'IS', gender: '1' },
  effective_date: '07/01/2026',
  cart: [302],
  primary_info: {
    first_name: 'Jamie', last_name: 'Fischer', gender: '1', marital_status: '1', ssn: '123450007', birthdate: '09/14/1987',
    weight: '150', height_feet: '5', height_inch: '7', ethnic_category: '6', prior_coverage_flag: '0',
  },
  contact_info: {
    email_address: 'review@example.com', phone_number: '5552170777', address1: '300 Birch Rd', city: 'Springfield', state: 'IL', zip: '62701',
    birth_state: 'IL', birth_city: 'Peoria', with_validation: 0,
  },
  employer_info: {
    name: 'Acme Manufacturing', phone: '5552170100', address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701', with_validation: 0,
    average_work_week: '40', employment_start_date: '03/01/2015', occupation: 'Machinist', compensation_type: 'Salary', employment_status: 'A',
    emp_industry: 'Manufacturing', holiday_policy: { Standard_6: 1, Birthday: 1 },
  },
  benificiary_info: {
    beneficiaries: [{ first_name: 'Alex', last_name: 'Fischer', birthdate: '02/02/1986', relationship: 'Spouse', ssn: '123450077', beneficiary_percentage: '100' }],
  },
  health_info: allNoHealthInfo(),
  dependent_info: {
    dependents: [{
      dependent_id: 1,
      primary_info: {
        relationship: 'spouse', first_name: 'Alex', last_name: 'Fischer', birthdate: '1986-02-02', gender: '0', ssn: '123450077',
        weight: '175', height_feet: '5', height_inch: '11', employed: '0',
      },
    }],
  },
  payment_info: { payment_method: 'list' },
};

export const DEMO_ENROLLMENTS: DemoEnrollment[] = [DEMO0001, DEMO0002, DEMO0003, DEMO0004, DEMO0005, DEMO0006, DEMO0007];
