/**
 * The plan detail's pricing dialogs as their catalogs' schemas state them (storefront.md section 2
 * "Plan detail"; issue 16 item 1): pricingFieldErrors is what change-filter-info answers for a
 * body, and the browser's engine, running the module the server precompiled from the same schema,
 * says the same thing at the same field.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formSchema, payloadToValues, pricingChangeErrors, pricingDefinitions, pricingFieldErrors, pricingForm, toSchemaData, validateValues,
  type Payload, type PricingFormName,
} from '../../../adapters';
import { validatorRuntime } from '../../../adapters/validatorRuntime';
import { MESSAGES } from '../../../schemas/messages';
import { errorTransformerFor } from '../../../src/engine/errors';
import { importValidatorModule } from '../support/validatorModules';

/** The errors the browser's engine shows for a body's values, as [field, message]. */
async function clientErrors(name: PricingFormName, body: Payload, tier?: string) {
  const form = pricingForm(name, pricingDefinitions(name, { tier }));
  const module = await importValidatorModule(formSchema(form));
  const validator = createPrecompiledValidator(module.validators(validatorRuntime) as never, module.schema);
  const { errors } = validator.validateFormData(toSchemaData(form, payloadToValues(form, body)), module.schema, undefined, errorTransformerFor(form));
  return errors.map((e) => [(e.property ?? '').replace(/^\./, ''), e.message]);
}

/** The server's answer for the body, as [field, message]. */
const serverErrors = (name: PricingFormName, body: Payload, tier?: string) => pricingFieldErrors(name, body, { tier }).map((e) => [e.target_element, e.error_message]);

const CASES: Array<[string, PricingFormName, Payload, Array<[string, string]>]> = [
  ['income and hours missing', 'incomeHours', {}, [['annual_incode', MESSAGES.required], ['working_hours', MESSAGES.required]]],
  ['spaces only', 'incomeHours', { annual_incode: '  ', working_hours: ' ' }, [['annual_incode', MESSAGES.required], ['working_hours', MESSAGES.required]]],
  ['income with cents', 'incomeHours', { annual_incode: 30000.5, working_hours: 40 }, [['annual_incode', MESSAGES.planDetailIncomeInvalid]]],
  ['income in ten digits', 'incomeHours', { annual_incode: '1000000000', working_hours: 40 }, [['annual_incode', MESSAGES.planDetailIncomeInvalid]]],
  ['more hours than a week has', 'incomeHours', { annual_incode: 30000, working_hours: 169 }, [['working_hours', MESSAGES.planDetailHoursInvalid]]],
  ['hours in four digits', 'incomeHours', { annual_incode: 30000, working_hours: '1000' }, [['working_hours', MESSAGES.planDetailHoursInvalid]]],
  ['negative hours', 'incomeHours', { annual_incode: 30000, working_hours: -1 }, [['working_hours', MESSAGES.planDetailHoursInvalid]]],
  ['a week of 168 hours', 'incomeHours', { annual_incode: 24000, working_hours: 168 }, []],
  ['nothing earned, no hours', 'incomeHours', { annual_incode: 0, working_hours: 0 }, []],
  ['the most income', 'incomeHours', { annual_incode: 999999999, working_hours: '30' }, []],
  ['no tobacco answer', 'tobacco', {}, [['is_smoker', MESSAGES.required]]],
  ['a smoker', 'tobacco', { is_smoker: 1 }, []],
  ['a non-smoker', 'tobacco', { is_smoker: 0 }, []],
  ['tobacco answered 2', 'tobacco', { is_smoker: 2 }, [['is_smoker', MESSAGES.choice]]],
  ['no tier', 'tier', {}, [['tier', MESSAGES.chooseTier]]],
  ['an unknown tier', 'tier', { tier: 'XX' }, [['tier', MESSAGES.chooseTier]]],
  ['Family', 'tier', { tier: 'IF' }, []],
];

describe('pricing dialogs: the server and the browser give the same answers', () => {
  it.each(CASES)('%s', async (_, name, body, expected) => {
    expect(serverErrors(name, body)).toEqual(expected);
    expect(await clientErrors(name, body)).toEqual(expected);
  });
});

/** A fixed "now": 23 November 2026, noon local time (the DOB must be before it). */
const NOW = new Date(2026, 10, 23, 12);
const DEPENDENT_CASES: Array<[string, Payload, Array<[string, string]>]> = [
  ['IO', {}, []],
  ['IS', {}, [['dep_dob', MESSAGES.required]]],
  ['IS', { dep_dob: '11/23/2026' }, [['dep_dob', MESSAGES.pastDate]]],
  ['IS', { dep_dob: '01/01/2030' }, [['dep_dob', MESSAGES.pastDate]]],
  ['IS', { dep_dob: '11/22/2026' }, []],
  ['IS', { dep_dob: '02/29/1988' }, []],
  ['IS', { dep_dob: '02/29/2000' }, []],
  ['IS', { dep_dob: '1986-02-02' }, [['dep_dob', MESSAGES.date]]],
  ['IS', { dep_dob: '02/30/1986' }, [['dep_dob', MESSAGES.date]]],
  ['IS', { dep_dob: '02/29/1900' }, [['dep_dob', MESSAGES.date]]],
  ['IS', { dep_dob: '04/31/1986' }, [['dep_dob', MESSAGES.date]]],
  ['IS', { dep_dob: '13/01/1986' }, [['dep_dob', MESSAGES.date]]],
  ['IC', { no_of_children: '9' }, []],
  ['IC', { no_of_children: 1 }, []],
  ['IC', { no_of_children: 0 }, [['no_of_children', 'Please choose from 1 to 9 children']]],
  ['IC', { no_of_children: 2.5 }, [['no_of_children', 'Please choose from 1 to 9 children']]],
  ['IF', { dep_dob: '02/02/1986', no_of_children: '9' }, [['no_of_children', 'Please choose from 1 to 8 children']]],
  ['IF', { dep_dob: '02/02/1986', no_of_children: '' }, [['no_of_children', MESSAGES.required]]],
  ['IF', {}, [['dep_dob', MESSAGES.required], ['no_of_children', MESSAGES.required]]],
];

describe('dependent info by tier: the server and the browser give the same answers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(DEPENDENT_CASES)('tier %s %j', async (tier, body, expected) => {
    expect(serverErrors('dependentInfo', body, tier)).toEqual(expected);
    expect(await clientErrors('dependentInfo', body, tier)).toEqual(expected);
  });
});

describe('pricingChangeErrors (change-filter-info)', () => {
  it('checks only the pricing fields a body holds', () => {
    expect(pricingChangeErrors({ tier: 'IS' })).toEqual([]);
    expect(pricingChangeErrors({ working_hours: 200, plan_id: 1701 })).toEqual([{ target_element: 'working_hours', error_message: MESSAGES.planDetailHoursInvalid }]);
    expect(pricingChangeErrors({ is_smoker: '1', annual_incode: 'lots' })).toEqual([{ target_element: 'annual_incode', error_message: MESSAGES.planDetailIncomeInvalid }]);
  });

  it('a valid answer in form shape is the wire body the dialog sends', () => {
    const form = pricingForm('incomeHours');
    expect(validateValues(form, { annual_incode: '30000', working_hours: '40' })).toEqual([]);
  });
});

describe('the select-portal form (its choices given by the server)', () => {
  const REP = { portals: [{ value: '11', label: 'Individual Direct' }, { value: '12', label: 'Group Benefits' }], groups: [{ value: '2001', label: 'Acme Manufacturing' }] };
  const errorsFor = (body: Payload, portal: { portals: typeof REP.portals; groups: typeof REP.groups | null }) =>
    pricingFieldErrors('portal', body, { portal }).map((e) => [e.target_element, e.error_message]);

  it("asks the group only when the choices hold a rep's groups", () => {
    expect(pricingDefinitions('portal', { portal: REP }).map((def) => def.field_name)).toEqual(['platform_group_id', 'group_id']);
    expect(pricingDefinitions('portal', { portal: { ...REP, groups: null } }).map((def) => def.field_name)).toEqual(['platform_group_id']);
  });

  it("refuses no portal, one not offered and a group not the rep's; 'No group' passes", () => {
    expect(errorsFor({}, REP)).toEqual([['platform_group_id', MESSAGES.choosePlatform]]);
    expect(errorsFor({ platform_group_id: 13 }, REP)).toEqual([['platform_group_id', MESSAGES.choosePlatform]]);
    expect(errorsFor({ platform_group_id: 12, group_id: 2002 }, REP)).toEqual([['group_id', MESSAGES.chooseGroup]]);
    expect(errorsFor({ platform_group_id: 12 }, REP)).toEqual([]);
    expect(errorsFor({ platform_group_id: 12, group_id: 2001 }, REP)).toEqual([]);
  });

  it('offers nothing without choices: any portal is refused', () => {
    expect(errorsFor({ platform_group_id: 11 }, { portals: [], groups: null })).toEqual([['platform_group_id', MESSAGES.choosePlatform]]);
  });
});
