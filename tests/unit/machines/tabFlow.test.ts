import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { buildNavArray } from '../../../machines/wizardNavigation';
import { tabFlowMachine, type TabActorInput, type TabFlowInput } from '../../../machines/tabFlow';
import { MESSAGES } from '../../../schemas/messages';
import type { FieldError } from '../../../schemas/api/types';
import { effectsOf, itWalksModel, lastEvent, type Run } from './harness';

const NAV = buildNavArray([
  { tab_name: 'employer_info', order: 3, required: true },
  { tab_name: 'primary_info', order: 1, required: true },
  { tab_name: 'contact_info', order: 2, required: true },
]);
const SUBMITTED = { first_name: 'Ann', employment_status: 'A' };
const PHONE_TAKEN: FieldError[] = [{ target_element: 'phone_number', error_message: MESSAGES.phoneExists }];
const NAME_BAD: FieldError[] = [{ target_element: 'first_name', error_message: MESSAGES.firstName }];
const EMAIL_TAKEN: FieldError[] = [{ target_element: 'email_address', error_message: MESSAGES.emailExists }];

const EVENTS = [
  { type: 'tab.submit', values: SUBMITTED },
  { type: 'tab.back' },
  { type: 'tab.blockReason', reason: MESSAGES.retiredEmployer },
  { type: 'tab.blockReason', reason: null },
  { type: 'xstate.done.actor.checkContact' },
  { type: 'xstate.error.actor.checkContact', error: PHONE_TAKEN },
  { type: 'xstate.error.actor.checkContact', error: new Error('Validator unavailable') },
  { type: 'xstate.done.actor.saveTab', output: { saved_tab: 'primary_info' } },
  { type: 'xstate.error.actor.saveTab', error: NAME_BAD },
  { type: 'xstate.error.actor.saveTab', error: EMAIL_TAKEN },
  { type: 'xstate.error.actor.saveTab', error: new Error('Network down') },
];

/** What the spec says each scenario's exits are (literal paths from enrollment.md's table). */
interface Scenario { name: string; input: TabFlowInput; back: string; after: string | null; contactCheck: boolean }
const base = { navArray: NAV, navto: null, enrollType: 'new-member', blockReason: null };
const SCENARIOS: Scenario[] = [
  { name: 'first tab: Back to /cart, Next to contact', input: { ...base, tab: 'primary_info' }, back: '/cart', after: '/enrollment/contact-info', contactCheck: false },
  { name: 'existing-user contact: validators before save', input: { ...base, tab: 'contact_info', enrollType: 'existing-user' }, back: '/enrollment/personal-info', after: '/enrollment/employer-info', contactCheck: true },
  { name: 'new-member contact: saves directly', input: { ...base, tab: 'contact_info' }, back: '/enrollment/personal-info', after: '/enrollment/employer-info', contactCheck: false },
  { name: 'navto set: back to review-confirm', input: { ...base, tab: 'primary_info', navto: 'review' }, back: '/cart', after: '/enrollment/review-confirm', contactCheck: false },
  { name: 'last tab: stays, nothing to navigate to', input: { ...base, tab: 'employer_info' }, back: '/enrollment/contact-info', after: null, contactCheck: false },
  { name: 'retired employer: starts blocked', input: { ...base, tab: 'employer_info', blockReason: MESSAGES.retiredEmployer }, back: '/enrollment/contact-info', after: null, contactCheck: false },
];

function assertSpec(sc: Scenario, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as { blockReason: string | null; fieldErrors: FieldError[]; generalError: string | null; destination: string | null; navto: string | null };
  const ev = lastEvent(run) as { type: string; output?: unknown; error?: unknown; reason?: string | null } | undefined;
  const value = s.value as string;
  // Next is offered only while editing and nothing blocks it (retired employer, enroller code).
  expect(s.can({ type: 'tab.submit', values: SUBMITTED })).toBe(value === 'editing' && ctx.blockReason === null);
  // Back and Next are busy from the submit on (checking, saving, gone).
  expect(s.hasTag('busy')).toBe(value !== 'editing');
  if (ev?.type === 'tab.blockReason') expect(ctx.blockReason).toBe(ev.reason);
  // A screenshot is posted only after a valid save.
  expect(effectsOf(run, 'postScreenshot')).toEqual(value === 'done' ? [{ type: 'postScreenshot', params: { tab: sc.input.tab } }] : []);
  if (value !== 'done' && value !== 'left') expect(effectsOf(run, 'navigate')).toEqual([]);
  switch (value) {
    case 'editing':
      // A refusal's field errors show at their fields; any other failure as one general message.
      if (ev?.type.startsWith('xstate.error.actor.') && Array.isArray(ev.error)) expect(ctx).toMatchObject({ fieldErrors: ev.error, generalError: null });
      if (ev?.type === 'xstate.error.actor.saveTab' && !Array.isArray(ev.error)) expect(ctx).toMatchObject({ generalError: 'Network down', fieldErrors: [] });
      if (ev?.type === 'xstate.error.actor.checkContact' && !Array.isArray(ev.error)) expect(ctx).toMatchObject({ generalError: 'Validator unavailable', fieldErrors: [] });
      if (ev?.type === 'xstate.error.actor.checkContact') expect(run.calls.at(-1)?.type).toBe('checkContact');
      break;
    case 'checkingContact':
      expect(sc.contactCheck).toBe(true);
      expect(run.calls.at(-1)).toEqual({ type: 'checkContact', params: { tab: 'contact_info', values: SUBMITTED } });
      expect(ctx).toMatchObject({ fieldErrors: [], generalError: null });
      break;
    case 'saving':
      expect(run.calls.at(-1)).toEqual({ type: 'saveTab', params: { tab: sc.input.tab, values: SUBMITTED } });
      // The existing-user contact tab never saves without a clean validator answer just before.
      if (sc.contactCheck) expect(run.calls.at(-2)?.type).toBe('checkContact');
      else expect(run.calls.map((c) => c.type)).not.toContain('checkContact');
      break;
    case 'done':
      expect(s.status).toBe('done');
      expect(ctx.destination).toBe(sc.after);
      expect(effectsOf(run, 'navigate')).toEqual(sc.after ? [{ type: 'navigate', params: { to: sc.after } }] : []);
      expect(effectsOf(run, 'clearNavto')).toHaveLength(sc.input.navto ? 1 : 0);
      expect(ctx.navto).toBeNull();
      break;
    case 'left':
      expect(effectsOf(run, 'navigate')).toEqual([{ type: 'navigate', params: { to: sc.back } }]);
      break;
    default:
      throw new Error(`unexpected state ${value}`);
  }
}

describe.each(SCENARIOS)('tab flow model: $name', (sc) => {
  itWalksModel(tabFlowMachine, {
    input: sc.input,
    events: EVENTS,
    actions: ['navigate', 'clearNavto', 'postScreenshot'],
    actors: ['checkContact', 'saveTab'],
    assertState: (run) => assertSpec(sc, run),
  }, {
    reaches: ['editing', 'saving', 'done', 'left', ...(sc.contactCheck ? ['checkingContact'] : [])],
    // Only the existing-user contact tab asks the validators.
    unsent: sc.contactCheck ? [] : ['xstate.done.actor.checkContact', 'xstate.error.actor.checkContact'],
  });
});

describe('tab flow: refused submit', () => {
  it('ignores Next while a block reason is set and calls no API', async () => {
    const saveTab = fromPromise<unknown, TabActorInput>(async () => ({ saved_tab: 'employer_info' }));
    const actor = createActor(tabFlowMachine.provide({ actors: { saveTab } }), {
      input: { ...base, tab: 'employer_info', blockReason: MESSAGES.retiredEmployer },
    }).start();
    actor.send({ type: 'tab.submit', values: { employment_status: 'R' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({});
    expect(actor.getSnapshot().context.blockReason).toBe(MESSAGES.retiredEmployer);
  });
});
