import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RECEIPT_PATH } from '../../../machines/receipt';
import { reviewMachine, type ReviewContext } from '../../../machines/review';
import { incompleteSteps, reviewTiles, tileImageKey } from '../../../machines/reviewTiles';
import { buildNavArray } from '../../../machines/wizardNavigation';
import type { FieldError } from '../../../schemas/api/types';
import { DEMO_TABS } from '../../../schemas/demo/formDefinitions';
import { MESSAGES } from '../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from './harness';

const navOf = (portal: number) => buildNavArray(DEMO_TABS[portal].map(([tab_name, order, required]) => ({ tab_name, order, required })));
const INCOMPLETE: FieldError[] = [{ target_element: 'primary_info.ssn', error_message: MESSAGES.ssn }, { target_element: 'contact_info', error_message: MESSAGES.stepIncomplete }];

const EVENTS = [
  { type: 'review.view', tab: 'primary_info' },
  { type: 'review.view', tab: 'agreement_info' },
  // Not required on portal 11, so not a tile there.
  { type: 'review.view', tab: 'employer_info' },
  { type: 'review.close' },
  { type: 'review.edit', tab: 'primary_info' },
  { type: 'review.edit', tab: 'agreement_info' },
  { type: 'review.back' },
  { type: 'review.next', notes: 'Call after 5 pm' },
  { type: 'xstate.done.actor.saveReview', output: { policy_id: 'POL-123456' } },
  { type: 'xstate.error.actor.saveReview', error: INCOMPLETE },
  { type: 'xstate.error.actor.saveReview', error: new Error('Network down') },
  { type: 'review.dismiss' },
  { type: 'review.saveLater' },
];

/** `unsent`: events no shortest path needs (closing a dialog returns to a state reached more directly). */
interface Scenario { portal: number; labels: string[]; back: string; unsent: string[] }
const SCENARIOS: Scenario[] = [
  {
    portal: 11, back: '/enrollment/billing-information', unsent: ['review.close'],
    labels: ['Personal Info', 'Contact Info', 'Beneficiary Info', 'Health Questions', 'Dependent Info', 'Billing Info', 'Agreement & Signature'],
  },
  {
    portal: 12, back: '/enrollment/billing-information', unsent: [],
    labels: ['Personal Info', 'Contact Info', 'Employer Info', 'Beneficiary Info', 'Health Questions', 'Dependent Info', 'Billing Info', 'Agreement & Signature'],
  },
];

type Ev = { type: string; tab?: string; notes?: string; error?: unknown };
const PATHS: Record<string, string> = { primary_info: '/enrollment/personal-info', agreement_info: '/enrollment/agreement-signature' };

function assertSpec(sc: Scenario, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as ReviewContext;
  const ev = lastEvent(run) as Ev | undefined;
  const value = s.value as string;
  const completions = run.events.filter((e) => e.type === 'xstate.done.actor.saveReview').length;
  // Tiles: the required tabs among the seven, and the agreement always.
  expect(ctx.tiles.map((tile) => tile.label)).toEqual(sc.labels);
  // View Details works for a tile; Edit Details only from its open dialog.
  expect(s.can({ type: 'review.view', tab: 'employer_info' })).toBe(value === 'reviewing' && sc.portal === 12);
  expect(s.can({ type: 'review.edit', tab: 'primary_info' })).toBe(value === 'reviewing' && ctx.details === 'primary_info');
  // Back and Next are busy whenever the step is not plain reviewing; the dialogs by their tags.
  expect(s.hasTag('busy')).toBe(value !== 'reviewing');
  expect(s.hasTag('saving')).toBe(value === 'saving');
  expect(s.hasTag('failed')).toBe(value === 'failed');
  // The browser state is cleared after a completed save, and only then.
  expect(effectsOf(run, 'clearBrowserState')).toHaveLength(completions);
  if (value !== 'completed' && value !== 'left') expect(effectsOf(run, 'navigate')).toEqual([]);
  if (ev?.type === 'review.view' && value === 'reviewing') expect(ctx.details).toBe(ev.tab === 'employer_info' && sc.portal === 11 ? null : ev.tab);
  if (ev?.type === 'review.close') expect(ctx.details).toBeNull();
  switch (value) {
    case 'reviewing':
      if (ev?.type === 'review.saveLater') expect(run.effects.at(-1)).toEqual({ type: 'openSaveLater' });
      if (ev?.type === 'review.dismiss') expect(effectsOf(run, 'openSaveLater')).toHaveLength(run.events.filter((e) => e.type === 'review.saveLater').length);
      break;
    case 'saving':
      expect(run.calls.at(-1)).toEqual({ type: 'saveReview', params: { notes: 'Call after 5 pm' } });
      expect(ctx.details).toBeNull();
      expect(ctx.errors).toEqual([]);
      break;
    case 'failed':
      // The error dialog; a refusal keeps the server's field errors to name the incomplete steps.
      expect(ctx.errors).toEqual(Array.isArray(ev?.error) ? INCOMPLETE : []);
      expect(effectsOf(run, 'storeNavto')).toEqual([]);
      break;
    case 'completed':
      expect(run.effects.slice(-2)).toEqual([{ type: 'clearBrowserState' }, { type: 'navigate', params: { to: RECEIPT_PATH } }]);
      break;
    case 'left':
      if (ev?.type === 'review.back') expect(run.effects).toEqual([{ type: 'navigate', params: { to: sc.back } }]);
      else expect(run.effects).toEqual([{ type: 'storeNavto' }, { type: 'navigate', params: { to: PATHS[ev?.tab ?? ''] } }]);
      break;
    default:
      throw new Error(`unexpected state ${value}`);
  }
}

describe.each(SCENARIOS)('review model: portal $portal', (sc) => {
  itWalksModel(reviewMachine, {
    input: { navArray: navOf(sc.portal) },
    events: EVENTS,
    actions: ['navigate', 'storeNavto', 'clearBrowserState', 'openSaveLater'],
    actors: ['saveReview'],
    assertState: (run) => assertSpec(sc, run),
  }, { reaches: ['reviewing', 'saving', 'failed', 'completed', 'left'], unsent: sc.unsent });
});

describe('review tiles', () => {
  it('use the branding images 1 to 8 in the spec order', () => {
    expect(reviewTiles(navOf(12)).map(tileImageKey)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `review_tile_${n}`));
  });

  it('show the agreement even when no tab of it is required', () => {
    expect(reviewTiles(buildNavArray([{ tab_name: 'primary_info', order: 0, required: true }])).map((tile) => tile.tab)).toEqual(['primary_info', 'agreement_info']);
  });

  it('name the steps completion found incomplete, in wizard order', () => {
    expect(incompleteSteps([...INCOMPLETE].reverse().concat({ target_element: 'general', error_message: 'x' }))).toEqual([
      { tab: 'primary_info', title: 'Personal Information', messages: [MESSAGES.ssn] },
      { tab: 'contact_info', title: 'Contact Information', messages: [MESSAGES.stepIncomplete] },
    ]);
  });
});

describe('review machine', () => {
  it('closes the details dialog', () => {
    const actor = createActor(reviewMachine, { input: { navArray: navOf(11) } }).start();
    actor.send({ type: 'review.view', tab: 'contact_info' });
    actor.send({ type: 'review.close' });
    expect(actor.getSnapshot().context.details).toBeNull();
    expect(actor.getSnapshot().can({ type: 'review.edit', tab: 'contact_info' })).toBe(false);
  });

  it('ignores Edit Details for a tab whose dialog is not open', () => {
    const actor = createActor(reviewMachine, { input: { navArray: navOf(11) } }).start();
    actor.send({ type: 'review.view', tab: 'contact_info' });
    actor.send({ type: 'review.edit', tab: 'primary_info' });
    expect(actor.getSnapshot().value).toBe('reviewing');
  });
});
