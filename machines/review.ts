/**
 * Review & Confirmation (enrollment.md sections 2, 4 and 8): tiles whose View Details opens one
 * tab's read-only details and whose Edit Details stores navto='review' and goes to that tab;
 * Back to the previous tab; Next saves the review (save-review-info, which completes the
 * enrollment), then clears the browser's first_track, isSpouseEnrollAccept, cart state and
 * premier flags and goes to the receipt. A failed save hides the loader and shows the error
 * dialog ('Something went wrong. Please save your enrollment.') whose Save and Continue Later
 * opens the step's save-later dialog.
 *
 * The app provides the actor `saveReview` (resolves once the enrollment is completed, rejects
 * with FieldError[] or an Error) and the actions `navigate` (params { to }), `storeNavto`,
 * `clearBrowserState` and `openSaveLater`.
 */
import { assign, setup } from 'xstate';
import type { WizardTabName } from '../schemas/forms/customTabs';
import { RECEIPT_PATH } from '../schemas/tabs';
import { noEffect, notProvided, paramEffect, type NavigateParams } from './effects';
import { fieldErrorsIn, type FieldError } from '../domain/errors';
import { reviewTiles, type ReviewTile } from './reviewTiles';
import { previousPath, type NavEntry } from './wizardNavigation';

export interface ReviewInput { navArray: NavEntry[] }

export interface ReviewContext extends ReviewInput {
  tiles: ReviewTile[];
  /** The tab whose details dialog is open, or null. */
  details: WizardTabName | null;
  /** What Next submits. */
  notes: string;
  /** Why the last save failed: its field errors (the incomplete steps), else [] (a general failure). */
  errors: FieldError[];
}

export type ReviewEvent =
  | { type: 'review.view'; tab: WizardTabName }
  | { type: 'review.close' }
  | { type: 'review.edit'; tab: WizardTabName }
  | { type: 'review.back' }
  | { type: 'review.next'; notes: string }
  | { type: 'review.dismiss' }
  | { type: 'review.saveLater' };

/** What saveReview is given: the review's Additional Notes. */
export interface SaveReviewInput { notes: string }
/** saveReview resolves once the enrollment is completed. */
export type SaveReviewOutput = unknown;

const tileOf = (context: ReviewContext, tab: WizardTabName): ReviewTile | undefined => context.tiles.find((tile) => tile.tab === tab);

/**
 * `saving` while the enrollment is submitted, `failed` while the error dialog is open, `busy`
 * whenever the step takes no Back or Next (submitting, the error dialog, or gone).
 */
export type ReviewTag = 'saving' | 'failed' | 'busy';

/** The review machine; see the file comment for the effects to provide. */
export const reviewMachine = setup({
  types: {
    input: {} as ReviewInput,
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    tags: {} as ReviewTag,
  },
  actors: {
    saveReview: notProvided<SaveReviewOutput, SaveReviewInput>('saveReview'),
  },
  actions: {
    navigate: paramEffect<NavigateParams>(),
    storeNavto: noEffect,
    clearBrowserState: noEffect,
    openSaveLater: noEffect,
  },
  guards: {
    isTile: ({ context }, params: { tab: WizardTabName }) => tileOf(context, params.tab) !== undefined,
    /** Edit Details is a button of the open details dialog. */
    detailsOpenFor: ({ context }, params: { tab: WizardTabName }) => context.details === params.tab,
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ ...input, tiles: reviewTiles(input.navArray), details: null, notes: '', errors: [] }),
  initial: 'reviewing',
  states: {
    reviewing: {
      on: {
        'review.view': {
          guard: { type: 'isTile', params: ({ event }) => ({ tab: event.tab }) },
          actions: assign({ details: ({ event }) => event.tab }),
        },
        'review.close': { actions: assign({ details: null }) },
        'review.edit': {
          guard: { type: 'detailsOpenFor', params: ({ event }) => ({ tab: event.tab }) },
          target: 'left',
          actions: ['storeNavto', { type: 'navigate', params: ({ context, event }) => ({ to: tileOf(context, event.tab)!.path }) }],
        },
        'review.back': {
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => ({ to: previousPath(context.navArray, 'review_info') }) },
        },
        'review.next': { target: 'saving', actions: assign({ notes: ({ event }) => event.notes, details: null, errors: [] }) },
      },
    },
    saving: {
      tags: ['saving', 'busy'],
      invoke: {
        id: 'saveReview',
        src: 'saveReview',
        input: ({ context }) => ({ notes: context.notes }),
        onDone: { target: 'completed', actions: ['clearBrowserState', { type: 'navigate', params: { to: RECEIPT_PATH } }] },
        onError: { target: 'failed', actions: assign({ errors: ({ event }) => fieldErrorsIn(event.error) }) },
      },
    },
    /** The error dialog is open. */
    failed: {
      tags: ['failed', 'busy'],
      on: {
        'review.dismiss': 'reviewing',
        'review.saveLater': { target: 'reviewing', actions: 'openSaveLater' },
      },
    },
    /** Completed: the app went to the receipt. */
    completed: { type: 'final', tags: 'busy' },
    /** Back or Edit Details: the app went to another step. */
    left: { type: 'final', tags: 'busy' },
  },
});
