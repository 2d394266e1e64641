/**
 * The four saved enrollments of demo-world.md (data): continue code, e-mail, fixed id, and what
 * each has saved (payload shape, SSN in the clear here: the server encrypts it when seeding).
 * e2e journeys and integration tests import the codes and ids from here.
 */
import type { Eprocess } from '../enrollee';
import type { SavedTab } from '../tabs';

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
  cart_info: { result: { plan_id: number; plan_name: string; price: string }[]; initial_month_cost: string; recurring_month_cost: string };
  primary_info?: Record<string, unknown>;
  contact_info?: Record<string, unknown>;
  employer_info?: Record<string, unknown>;
}

const cart = (lines: [number, string, string][], total: string) => ({
  result: lines.map(([plan_id, plan_name, price]) => ({ plan_id, plan_name, price })),
  initial_month_cost: total,
  recurring_month_cost: total,
});

export const DEMO0001: DemoEnrollment = {
  code: 'DEMO0001', email: 'demo@example.com', id: 'de000001-0000-4000-8000-000000000001',
  portal_id: 11, group_id: null, agent_id: 1001, member_id: null, eprocess: 'applicant', type: 'new-member', saved_tab: 'primary_info',
  filter_info: { dob: '06/15/1985', zip: '62701', state: 'IL', tier: 'IS', gender: '1' },
  effective_date: '07/01/2026',
  cart_info: cart([[301, 'Prairie Medical Essentials', '412.50'], [401, 'BrightSmile Dental Plus', '38.20']], '450.70'),
  primary_info: { first_name: 'Casey', last_name: 'Rivera', marital_status: '1' },
};

export const DEMO0002: DemoEnrollment = {
  code: 'DEMO0002', email: 'group@example.com', id: 'de000002-0000-4000-8000-000000000002',
  portal_id: 12, group_id: 2001, agent_id: 1001, member_id: null, eprocess: 'group', type: 'new-group-member', saved_tab: 'employer_info',
  filter_info: { dob: '03/22/1990', zip: '62701', state: 'IL', tier: 'IF', gender: '0' },
  effective_date: '07/01/2026',
  cart_info: cart([[302, 'Acme Group Medical', '780.00'], [402, 'Acme Group Dental', '92.40']], '872.40'),
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
  cart_info: cart([[303, 'Harbor Group Medical', '356.10']], '356.10'),
};

export const DEMO0004: DemoEnrollment = {
  code: 'DEMO0004', email: 'morgan.lee@example.com', id: 'de000004-0000-4000-8000-000000000004',
  portal_id: 12, group_id: 2001, agent_id: 1001, member_id: 7001, eprocess: 'applicant', type: 'existing-user', saved_tab: 'contact_info',
  filter_info: { dob: '04/12/1980', zip: '62701', state: 'IL', tier: 'IS', gender: '1' },
  effective_date: '07/01/2026',
  cart_info: cart([[302, 'Acme Group Medical', '640.00']], '640.00'),
  primary_info: {
    first_name: 'Morgan', last_name: 'Lee', gender: '1', marital_status: '1', ssn: '123457001', birthdate: '04/12/1980',
    weight: '140', height_feet: '5', height_inch: '6', prior_coverage_flag: '0',
  },
  contact_info: { email_address: 'morgan.lee@example.com', phone_number: '5553337001', state: 'IL', zip: '62701' },
};

export const DEMO_ENROLLMENTS: DemoEnrollment[] = [DEMO0001, DEMO0002, DEMO0003, DEMO0004];
