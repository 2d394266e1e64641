/**
 * The demo world of spec/demo-world.md (data): portals, reps, groups and members. The server
 * seeds it on first start; tests and e2e journeys rely on these exact values.
 */

export const DEMO_PORTALS = [
  { id: 11, name: 'Individual Direct', code: 'IND' },
  { id: 12, name: 'Group Benefits', code: 'GRP' },
] as const;

export const DEMO_AGENTS = [
  { id: 1001, name: 'Jordan Avery', agent_code: 'AVERY001', email: 'jordan.avery@example.com', phone: '5552010001', landing_url: 'javery' },
  { id: 1002, name: 'Sam Noland', agent_code: 'NOLAND02', email: 'sam.noland@example.com', phone: '5552010002', landing_url: '' },
] as const;

const noAddress = { phone: '', address1: '', address2: '', city: '', state: '', zip: '', custom_domain: null };

/** The demo groups; 2556 and 2512 require an enroller code (groups.requires_enroller_code). */
export const DEMO_GROUPS = [
  {
    id: 2001, name: 'Acme Manufacturing', code: 'ACME2001', landing_url: 'acme', phone: '5552170100', address1: '100 Main St',
    address2: '', city: 'Springfield', state: 'IL', zip: '62701', portal_id: 12, agent_id: 1001, custom_domain: 'benefits.acme.test',
  },
  {
    id: 2556, name: 'Harbor Logistics', code: 'HARB2556', landing_url: 'harbor', portal_id: 12, agent_id: 1001, requires_enroller_code: true,
    ...noAddress, phone: '5552170556', address1: '55 Dock Rd', city: 'Peoria', state: 'IL', zip: '61602',
  },
  {
    id: 2512, name: 'Summit Schools', code: 'SUMM2512', landing_url: 'summit', portal_id: 12, agent_id: null, requires_enroller_code: true,
    ...noAddress, phone: '5552170512', address1: '12 Ridge Way', city: 'Denver', state: 'CO', zip: '80202',
  },
  { id: 2002, name: 'Noland Supply', code: 'NOLAND03', landing_url: '', portal_id: 12, agent_id: 1002, ...noAddress },
] as const;

/** Enroller codes accepted for groups 2556 and 2512 (and, group_id null, for rep enrollments). */
export const DEMO_ENROLLER_CODES = [
  { code: 'ENR-1001', group_id: 2556 },
  { code: 'ENR-1001', group_id: 2512 },
  { code: 'ENR-1001', group_id: null },
] as const;

/** Member 7001 (Morgan Lee) owns this e-mail and phone: contact saves of other enrollments get 'already exists'. */
export const DEMO_MEMBER_7001 = {
  id: 7001, first_name: 'Morgan', last_name: 'Lee', dob: '04/12/1980', gender: '1', email: 'morgan.lee@example.com',
  phone: '5553337001', policy_id: 'POL-700100', agent_id: 1001, group_id: 2001,
} as const;

/** Six members under agent 1001 and three under group 2001 (two pages of five in the member table). */
export const DEMO_MEMBERS = [
  DEMO_MEMBER_7001,
  { id: 7002, first_name: 'Riley', last_name: 'Shaw', dob: '02/03/1975', gender: '0', email: 'riley.shaw@example.com', phone: '5553337002', policy_id: 'POL-700200', agent_id: 1001, group_id: 2001 },
  { id: 7003, first_name: 'Jesse', last_name: 'Park', dob: '07/19/1988', gender: '1', email: 'jesse.park@example.com', phone: '5553337003', policy_id: 'POL-700300', agent_id: 1001, group_id: 2001 },
  { id: 7004, first_name: 'Avery', last_name: 'Cole', dob: '12/01/1969', gender: '0', email: 'avery.cole@example.com', phone: '5553337004', policy_id: 'POL-700400', agent_id: 1001, group_id: null },
  { id: 7005, first_name: 'Quinn', last_name: 'Diaz', dob: '05/23/1993', gender: '1', email: 'quinn.diaz@example.com', phone: '5553337005', policy_id: 'POL-700500', agent_id: 1001, group_id: null },
  { id: 7006, first_name: 'Drew', last_name: 'Hart', dob: '09/09/1982', gender: '0', email: 'drew.hart@example.com', phone: '5553337006', policy_id: 'POL-700600', agent_id: 1001, group_id: null },
] as const;
