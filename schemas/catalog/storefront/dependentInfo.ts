/**
 * The plan detail's dependent info dialog (storefront.md sections 2, 5 and 7: 'Please provide the
 * following information'), as a catalog like the wizard's tabs (issue 16 item 1): the spouse's DOB
 * for IS and IF, the number of children for IC (1-9) and IF (1-8). Which fields show and the
 * children's choices depend on the tier (adapters/pricingForms.ts gives them as definitions).
 * The DOB is a real MM/DD/YYYY day ('Enter a valid date as MM/DD/YYYY', a pattern that knows
 * month lengths and leap years) before today ('Date must be before today', the past-date format):
 * two keywords, one message each.
 */
import { MESSAGES } from '../../messages';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../../uiText/storefront/shop/questions';
import type { TabCatalog } from '../types';

const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.dependentInfoView;

/** Days 01-28 of any month, 29-30 of all but February, 31 of the long months; years 1000-9999. */
const DAY = '(?:(?:0[1-9]|1[0-2])/(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])/(?:29|30)|(?:0[13578]|1[02])/31)/[1-9]\\d{3}';
/** 29 February of a leap year: divisible by 4 and not by 100, or by 400. */
const LEAP_DAY = '02/29/(?:[1-9]\\d(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)';

/** A real calendar day written MM/DD/YYYY (what the mdy-date format accepts), as a pattern. */
export const CALENDAR_DAY = `^(?:${DAY}|${LEAP_DAY})$`;

/** The dialog's fields, in display order. */
export const dependentInfoCatalog: TabCatalog = {
  dep_dob: {
    title: TEXT.spouseDobMmDdYyyy, widget: 'date', autocomplete: 'off', placeholder: TEXT.mmDdYyyy,
    schema: { type: 'string', pattern: CALENDAR_DAY, format: 'past-date' },
    messages: { pattern: MESSAGES.date, format: MESSAGES.pastDate },
  },
  no_of_children: {
    title: TEXT.numberOfChildren, widget: 'select', placeholder: TEXT.pleaseSelect,
    schema: { type: 'string', pattern: '^[0-9]{1,2}$' },
  },
};
