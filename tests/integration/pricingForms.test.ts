/**
 * The plan detail's pricing dialogs on the server (issue 16 item 1): get-form-fields-pricing/{form}
 * serves each dialog's definitions and the id of its validator module; change-filter-info checks
 * the dialog's answer with the same schema and refuses bad input at the field with the spec's
 * message, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingDefinitions } from '../../adapters';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const anonymous: Session = { cookie: undefined };

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A new visitor's quote: their session and the temporary enrollment's id. */
async function newQuote(): Promise<{ session: Session; tempId: string }> {
  const response = await post(t.app, anonymous, 'add-filter-for-new-user', { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS' });
  return { session: { cookie: cookieOf(response) }, tempId: dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id };
}

const row = (id: string) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('get-form-fields-pricing/{form}', () => {
  it.each(['incomeHours', 'tobacco', 'tier'] as const)('%s: its definitions and a validator module the browser can load', async (form) => {
    const data = dataOf<{ result: unknown[]; validator: string }>(await get(t.app, anonymous, `get-form-fields-pricing/${form}`));
    expect(data.result).toEqual(pricingDefinitions(form));
    const module = await get(t.app, anonymous, `form-validators/${data.validator}.js`);
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toContain('text/javascript');
  });

  it('refuses a form it does not have at the field', async () => {
    const response = await get(t.app, anonymous, 'get-form-fields-pricing/quoteForm');
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'form', error_message: MESSAGES.formUnknown }]);
  });
});

describe("change-filter-info checks a pricing dialog's answer with the dialog's schema", () => {
  it.each([
    [{ annual_incode: 30000, working_hours: 169 }, [{ target_element: 'working_hours', error_message: MESSAGES.planDetailHoursInvalid }]],
    [{ annual_incode: 30000.5, working_hours: 40 }, [{ target_element: 'annual_incode', error_message: MESSAGES.planDetailIncomeInvalid }]],
    [{ is_smoker: 2, plan_id: 1701 }, [{ target_element: 'is_smoker', error_message: MESSAGES.choice }]],
    [{ annual_incode: -1, working_hours: '4O' }, [
      { target_element: 'annual_incode', error_message: MESSAGES.planDetailIncomeInvalid },
      { target_element: 'working_hours', error_message: MESSAGES.planDetailHoursInvalid },
    ]],
  ])('%j -> 422 %j, nothing written', async (body, expected) => {
    const { session, tempId } = await newQuote();
    const before = await row(tempId);
    const response = await put(t.app, session, `change-filter-info/${tempId}`, body);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual(expected);
    expect(await row(tempId)).toEqual(before);
  });

  it('saves a valid answer as numbers', async () => {
    const { session, tempId } = await newQuote();
    const data = dataOf<{ filter_info: Record<string, unknown> }>(await put(t.app, session, `change-filter-info/${tempId}`, { annual_incode: 30000, working_hours: 40, is_smoker: 0, plan_id: 1701 }));
    expect(data.filter_info).toMatchObject({ annual_incode: 30000, working_hours: 40, is_smoker: 0 });
  });
});
