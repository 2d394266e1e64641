import { describe, expect, it } from 'vitest';
import { homeTarget, receiptMachine, type ReceiptContext, type ReceiptInput } from '../../../machines/receipt';
import type { ReceiptData } from '../../../schemas/api/completion';
import { MESSAGES } from '../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from './harness';

const ENROLLED = { plans: [{ plan_name: 'Acme Group Medical', price: '640.00' }], initial_month_cost: '640.00', recurring_month_cost: '640.00', effective_date: '07/01/2026' };
const LIST: ReceiptData = { policy_id: 'POL-123456', name: 'Jamie Fischer', callInvoice: true, ...ENROLLED };
const CARD: ReceiptData = { policy_id: 'POL-654321', name: 'Casey Rivera', callInvoice: false, ...ENROLLED };
const NOT_READY = [{ target_element: 'enrollment_id', error_message: MESSAGES.receiptNotReady }];

const EVENTS = [
  { type: 'receipt.home' },
  { type: 'receipt.retry' },
  { type: 'xstate.done.actor.loadReceipt', output: LIST },
  { type: 'xstate.done.actor.loadReceipt', output: CARD },
  { type: 'xstate.error.actor.loadReceipt', error: NOT_READY },
  { type: 'xstate.done.actor.requestInvoice', output: { invoice_number: 'INV-123456' } },
  { type: 'xstate.error.actor.requestInvoice', error: new Error('Network down') },
];

interface Scenario { name: string; input: ReceiptInput; home: string }
const visitor = { openType: null, referral: null, eprocess: null } as const;
const SCENARIOS: Scenario[] = [
  { name: 'referral with an open type', input: { hasEnrollment: true, openType: 'user', referral: '5001', eprocess: 'applicant' }, home: '/referrals?rid=5001' },
  { name: 'open type alone', input: { hasEnrollment: true, openType: 'agent', referral: null, eprocess: 'rep' }, home: '/' },
  { name: 'rep', input: { ...visitor, hasEnrollment: true, eprocess: 'rep' }, home: '/agent-home' },
  { name: 'applicant', input: { ...visitor, hasEnrollment: true, eprocess: 'applicant' }, home: '/member-home' },
  { name: 'group', input: { ...visitor, hasEnrollment: true, eprocess: 'group' }, home: '/group-home' },
  { name: 'no enrollment in this browser', input: { ...visitor, hasEnrollment: false, eprocess: 'group' }, home: '/group-home' },
];

type Ev = { type: string; output?: ReceiptData; error?: unknown };

function assertSpec(sc: Scenario, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as ReceiptContext;
  const ev = lastEvent(run) as Ev | undefined;
  const loaded = run.events.filter((e) => e.type === 'xstate.done.actor.loadReceipt').length;
  // The temporary enrollment is forgotten once the receipt has loaded, and only then.
  expect(effectsOf(run, 'forgetEnrollment')).toHaveLength(loaded);
  // The home button goes where the spec says, from every state that shows it.
  if (s.status !== 'done') expect(s.can({ type: 'receipt.home' })).toBe(true);
  if (s.status !== 'done') expect(effectsOf(run, 'navigate')).toEqual([]);
  // No receipt is asked for without an enrollment.
  if (!sc.input.hasEnrollment) expect(run.calls).toEqual([]);
  const value = JSON.stringify(s.value);
  // What the screen shows, by tag: the receipt, no enrollment, or the failure with Try again.
  expect([...s.tags].sort()).toEqual(value.startsWith('{"shown"') ? ['shown'] : value === '"absent"' ? ['absent'] : value === '"unavailable"' ? ['unavailable'] : []);
  switch (value) {
    case '"absent"':
      expect(sc.input.hasEnrollment).toBe(false);
      break;
    case '"loading"':
      expect(run.calls.at(-1)).toEqual({ type: 'loadReceipt' });
      expect(ctx.error).toBeNull();
      break;
    case '"unavailable"':
      expect(ctx.error).toBe(MESSAGES.receiptNotReady);
      break;
    case '{"shown":"invoicing"}':
      // callInvoice: the invoice is asked for with the receipt's confirmation number.
      expect(ctx.receipt).toEqual(LIST);
      expect(run.calls.at(-1)).toEqual({ type: 'requestInvoice', params: { policyId: LIST.policy_id } });
      break;
    case '{"shown":"done"}':
      expect(ctx.receipt).toEqual(ev?.type === 'xstate.done.actor.loadReceipt' ? ev.output : LIST);
      // Without callInvoice no invoice is asked for; with it, exactly once.
      expect(run.calls.filter((call) => call.type === 'requestInvoice')).toHaveLength(ctx.receipt?.callInvoice ? 1 : 0);
      break;
    case '"left"':
      expect(effectsOf(run, 'navigate')).toEqual([{ type: 'navigate', params: { to: sc.home } }]);
      break;
    default:
      throw new Error(`unexpected state ${value}`);
  }
}

describe.each(SCENARIOS)('receipt model: $name', (sc) => {
  itWalksModel(receiptMachine, {
    input: sc.input,
    events: EVENTS,
    actions: ['navigate', 'forgetEnrollment'],
    actors: ['loadReceipt', 'requestInvoice'],
    assertState: (run) => assertSpec(sc, run),
  }, sc.input.hasEnrollment
    ? { reaches: ['loading', 'unavailable', { shown: 'invoicing' }, { shown: 'done' }, 'left'] }
    : { reaches: ['absent', 'left'], unsent: EVENTS.filter((e) => e.type !== 'receipt.home').map((e) => e.type) });
});

describe('homeTarget', () => {
  it('follows open type and referral, then the process', () => {
    expect(homeTarget({ openType: 'user', referral: '5001', eprocess: 'rep' })).toBe('/referrals?rid=5001');
    expect(homeTarget({ openType: 'group', referral: null, eprocess: 'rep' })).toBe('/');
    // A referral without an open type does not count: the process decides.
    expect(homeTarget({ openType: null, referral: '5001', eprocess: 'rep' })).toBe('/agent-home');
    expect(homeTarget({ openType: null, referral: null, eprocess: 'applicant' })).toBe('/member-home');
    expect(homeTarget({ openType: null, referral: null, eprocess: 'group' })).toBe('/group-home');
    expect(homeTarget({ openType: null, referral: null, eprocess: null })).toBe('/');
  });

  it('escapes the referral in the query', () => {
    expect(homeTarget({ openType: 'user', referral: 'a&b=c', eprocess: null })).toBe('/referrals?rid=a%26b%3Dc');
  });
});

it('the receipt machine is pure data until the app provides its effects', () => {
  expect(receiptMachine.id).toBe('receipt');
});
