/**
 * The demo world's lookup lists (data), seeded into the server's lookups table and served by
 * get-ethnic-category, get-states and the option-list routes. Stories and tests may reuse them.
 */
import type { EthnicCategory, OptionItem, UsState } from '../api/types';

export const DEMO_ETHNIC_CATEGORIES: EthnicCategory[] = [
  { id: 1, name: 'American Indian or Alaska Native' }, { id: 2, name: 'Asian' }, { id: 3, name: 'Black or African American' },
  { id: 4, name: 'Hispanic or Latino' }, { id: 5, name: 'Native Hawaiian or Other Pacific Islander' }, { id: 6, name: 'White' },
  { id: 7, name: 'Middle Eastern or North African' }, { id: 8, name: 'South Asian' }, { id: 9, name: 'East Asian' },
  { id: 10, name: 'Two or More Races' }, { id: 11, name: 'Prefer not to say' }, { id: 12, name: 'Other' },
];

export const DEMO_STATES: UsState[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([abbrev, name]) => ({ abbrev, name }));

const options = (rows: string[][]): OptionItem[] => rows.map(([value, name]) => ({ value, name }));

/** Option lists served as {value, name}, keyed by the route they answer (get-<key>). */
export const DEMO_OPTION_LISTS = {
  'average-work-week': options([['20', 'Less than 20 hours'], ['30', '20 to 29 hours'], ['35', '30 to 39 hours'], ['40', '40 hours or more']]),
  'employment-status': options([['A', 'Active'], ['C', 'COBRA'], ['R', 'Retired']]),
  'compensation-types': options([
    ['G10L20', 'More than $10 and less than $20 per hour'], ['MW', 'Minimum wage'],
    ['GMWL10', 'More than minimum wage and less than $10 per hour'], ['G20', '$20 per hour or more'], ['Salary', 'Salary'],
  ]),
  'vacation-policy': options([['NONE', 'No paid vacation'], ['1W', 'One week'], ['2W', 'Two weeks'], ['3W', 'Three weeks or more']]),
  'bargaining-unit': options([['Y', 'Member of a bargaining unit'], ['N', 'Not a member of a bargaining unit']]),
  'holiday-policy': options([
    ['Standard_6', 'Standard 6 holidays'], ['Presendents_Day', "Presidents' Day"], ['Columbus_Day', 'Columbus Day'],
    ['Religious_Days', 'Religious days'], ['Birthday', 'Birthday'], ['Floating_Day', 'Floating day'],
  ]),
} satisfies Record<string, OptionItem[]>;

export type OptionListName = keyof typeof DEMO_OPTION_LISTS;
