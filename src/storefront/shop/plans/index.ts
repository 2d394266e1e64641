/** The plans listing page (route plans). */
export { PlansPage } from './PlansPage';
export { planListingKey, listingCategoriesKey } from './usePlanListing';
