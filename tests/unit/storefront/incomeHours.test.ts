/** The Annual Income and working hours modal's own checks (plan detail, storefront.md section 2): what Submit refuses before anything is saved. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { incomeHoursErrors } from '../../../src/storefront/shop/detail/IncomeHoursDialog';

describe('incomeHoursErrors', () => {
  it.each([
    ['both empty', '', '', { annual_incode: MESSAGES.required, working_hours: MESSAGES.required }],
    ['spaces only', '  ', ' ', { annual_incode: MESSAGES.required, working_hours: MESSAGES.required }],
    ['income with cents', '30000.50', '40', { annual_incode: MESSAGES.planDetailIncomeInvalid }],
    ['more hours than a week has', '30000', '169', { working_hours: MESSAGES.planDetailHoursInvalid }],
    ['hours in four digits', '30000', '1000', { working_hours: MESSAGES.planDetailHoursInvalid }],
  ])('%s', (_, income, hours, expected) => {
    expect(incomeHoursErrors(income, hours)).toEqual(expected);
  });

  it.each([['30000', '40'], ['0', '0'], ['24000', '168'], ['999999999', '30']])('accepts %s a year and %s hours', (income, hours) => {
    expect(incomeHoursErrors(income, hours)).toBeNull();
  });
});
