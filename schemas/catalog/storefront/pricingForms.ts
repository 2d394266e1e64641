/**
 * The plan detail's pricing dialogs that the engine renders (issue 16 item 1), by form name:
 * the name get-form-fields-pricing/{form} takes and the engine's form ids (the dependent info's
 * fields follow the quote's tier: ?tier=; the portal's choices, the caller's session). Add a dialog's form by
 * adding its catalog here; adapters/pricingForms.ts builds and checks them.
 */
import type { TabCatalog } from '../types';
import { dependentInfoCatalog } from './dependentInfo';
import { incomeHoursCatalog } from './incomeHours';
import { portalCatalog } from './portal';
import { tierCatalog } from './tier';
import { tobaccoCatalog } from './tobacco';

/** Each pricing dialog's catalog. */
export const PRICING_CATALOGS = {
  incomeHours: incomeHoursCatalog,
  tobacco: tobaccoCatalog,
  tier: tierCatalog,
  dependentInfo: dependentInfoCatalog,
  portal: portalCatalog,
} as const satisfies Record<string, TabCatalog>;

/** A pricing dialog's form name. */
export type PricingFormName = keyof typeof PRICING_CATALOGS;

/** Every pricing form's name. */
export const PRICING_FORM_NAMES = Object.keys(PRICING_CATALOGS) as readonly PricingFormName[];

/** The forms whose answers change-filter-info saves (the dependent info has its own call, store-temp-dependent-info). */
export const FILTER_FORM_NAMES = ['incomeHours', 'tobacco', 'tier'] as const satisfies readonly PricingFormName[];
