/**
 * Issue 17: a quoted visitor's plan detail carries the plan's prices whole (the coded answer of
 * get-plan-pricing-detail, server/services/sessionFirstPaint.ts): the page reads them as it reads
 * the route's answer, a price or a pricing refusal, without asking; a later pricing asks the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ID, resetFirstPaintAnswers } from '../../../../src/api/firstPaint';
import { embedFirstPaint } from './embedFirstPaint';
import { getPlanPricingDetail } from '../../../../src/api/getPlanPricingDetail';
import { installFakeApi } from '../fakeApi';

const TEMP_ID = '7d1f3c2a-1b2c-4d5e-8f90-123456789abc';
const URL_304 = `/api/v1/get-plan-pricing-detail?pid=304&enrollment_id=${TEMP_ID}`;
const LINE = { plan_id: 304, plan_pricing_id: 3041, plan_name: 'Prairie Medical Select', plan_type: 'medical', price: '289.00', tier: 'IO', tier_text: 'Member Only' };


beforeEach(() => resetFirstPaintAnswers());
afterEach(() => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  resetFirstPaintAnswers();
  vi.unstubAllGlobals();
});

describe("a plan detail's embedded prices", () => {
  it('are read as the route answers them, without asking, and a later pricing asks the server', async () => {
    const calls = installFakeApi({ 'get-plan-pricing-detail': { data: { plans: [LINE] }, envelope: { statusCode: 200 } } });
    embedFirstPaint({ [URL_304]: { status: 'success', statusCode: 200, data: { plans: [LINE] } } });
    expect(await getPlanPricingDetail(304, TEMP_ID)).toEqual({ plans: [LINE] });
    expect(calls.filter((call) => call.path === 'get-plan-pricing-detail')).toHaveLength(0);
    expect(await getPlanPricingDetail(304, TEMP_ID)).toEqual({ plans: [LINE] });
    expect(calls.filter((call) => call.path === 'get-plan-pricing-detail')).toHaveLength(1);
  });

  it("show a pricing refusal's code and message as the route's answer would", async () => {
    installFakeApi({});
    embedFirstPaint({ [URL_304]: { status: 'error', errorCode: 'ageError', message: 'No price for this plan', data: [] } });
    expect(await getPlanPricingDetail(304, TEMP_ID)).toEqual({ refused: 'ageError', message: 'No price for this plan' });
  });
});
