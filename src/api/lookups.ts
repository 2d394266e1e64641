/**
 * Lookup name (as the catalog names it) -> the endpoint that feeds its options, so a tab
 * loads exactly the lookups its visible fields need, whatever the server configures.
 */
import type { LookupName } from '../../schemas/catalog';
import { averageWorkWeekLookup } from './getAverageWorkWeek';
import { bargainingUnitLookup } from './getBargainingUnit';
import { compensationTypesLookup } from './getCompensationTypes';
import { employmentStatusLookup } from './getEmploymentStatus';
import { ethnicCategoryLookup } from './getEthnicCategory';
import { holidayPolicyLookup } from './getHolidayPolicy';
import { statesLookup } from './getStates';
import { vacationPolicyLookup } from './getVacationPolicy';

/** Fetches one lookup's rows for an enrollment. */
export type LookupFetcher = (enrollmentId: string) => Promise<{ result: unknown[] }>;

/** Every lookup fetcher by catalog lookup name. */
export const LOOKUP_FETCHERS: Record<LookupName, LookupFetcher> = {
  'ethnic-category': ethnicCategoryLookup.fetch,
  states: statesLookup.fetch,
  'average-work-week': averageWorkWeekLookup.fetch,
  'employment-status': employmentStatusLookup.fetch,
  'compensation-types': compensationTypesLookup.fetch,
  'vacation-policy': vacationPolicyLookup.fetch,
  'bargaining-unit': bargainingUnitLookup.fetch,
  'holiday-policy': holidayPolicyLookup.fetch,
};
