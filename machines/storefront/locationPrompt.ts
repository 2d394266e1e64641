/**
 * The Location Permission banner (storefront.md sections 2 "Help widget and location prompt" and 4
 * "Location prompt": hidden or shown). It is never shown again once answered (the stored
 * `locationAnswer`), nor on a device without geolocation. Otherwise the device check runs first
 * (check-lead-information): a device whose lead information the server already holds is not
 * asked; any other is shown the banner. Allow stores the answer, asks the browser for the
 * position, stores it rounded (`location`, for recommendations) and sends it with
 * get-lead-information; the browser refusing stores 'denied' instead. Don't Allow stores 'denied',
 * close stores 'dismissed'; either way the banner goes.
 *
 * Input: { answered, geolocation } (a stored answer exists; the browser has navigator.geolocation).
 * The app provides the actors `checkLead` (resolves { status, zip_code }), `locate` (the browser's
 * position { latitude, longitude }; rejects when refused or unavailable) and `saveLead` (input
 * { location }), and the actions `storeAnswer` (params { answer }) and `storeLocation` (params
 * { location }).
 */
import { assign, setup } from 'xstate';
import { notProvided, paramEffect } from '../effects';

export type LocationAnswer = 'allowed' | 'denied' | 'dismissed';
export interface Position { latitude: number; longitude: number }
export interface LocationPromptInput { answered: boolean; geolocation: boolean }
/** check-lead-information's data: whether the server already holds this device's lead information. */
export interface LeadCheck { status: boolean; zip_code: string | null }

export interface LocationPromptContext extends LocationPromptInput {
  /** The rounded position once the browser gave one. */
  location: Position | null;
}

export type LocationPromptEvent =
  | { type: 'location.allow' }
  | { type: 'location.deny' }
  | { type: 'location.dismiss' };

/**
 * Two decimals (about 1 km): enough to recommend plans by area, without keeping where the
 * visitor's house is.
 */
export function roundPosition(position: Position): Position {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}

/** The location prompt machine; see the file comment for the input and the effects to provide. */
export const locationPromptMachine = setup({
  types: {
    context: {} as LocationPromptContext,
    events: {} as LocationPromptEvent,
    input: {} as LocationPromptInput,
    /** The banner shows. */
    tags: {} as 'shown',
  },
  actors: {
    checkLead: notProvided<LeadCheck, void>('checkLead'),
    locate: notProvided<Position, void>('locate'),
    saveLead: notProvided<unknown, { location: Position }>('saveLead'),
  },
  actions: {
    storeAnswer: paramEffect<{ answer: LocationAnswer }>(),
    storeLocation: paramEffect<{ location: Position }>(),
  },
  guards: {
    answered: ({ context }) => context.answered,
    noGeolocation: ({ context }) => !context.geolocation,
    known: (_, params: { check: LeadCheck }) => params.check.status,
  },
}).createMachine({
  id: 'locationPrompt',
  context: ({ input }) => ({ ...input, location: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'answered', target: 'hidden' },
        { guard: 'noGeolocation', target: 'hidden' },
        { target: 'checking' },
      ],
    },
    // The device check: the banner waits for it, and a failed check asks nothing.
    checking: {
      invoke: {
        id: 'checkLead',
        src: 'checkLead',
        onDone: [
          { guard: { type: 'known', params: ({ event }) => ({ check: event.output }) }, target: 'hidden' },
          { target: 'shown' },
        ],
        onError: 'hidden',
      },
    },
    shown: {
      tags: ['shown'],
      on: {
        'location.allow': { target: 'locating', actions: { type: 'storeAnswer', params: { answer: 'allowed' } } },
        'location.deny': { target: 'hidden', actions: { type: 'storeAnswer', params: { answer: 'denied' } } },
        'location.dismiss': { target: 'hidden', actions: { type: 'storeAnswer', params: { answer: 'dismissed' } } },
      },
    },
    locating: {
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: {
          target: 'saving',
          actions: [
            assign(({ event }) => ({ location: roundPosition(event.output) })),
            { type: 'storeLocation', params: ({ event }) => ({ location: roundPosition(event.output) }) },
          ],
        },
        // The browser's own prompt refused (or no position): that is the visitor's answer.
        onError: { target: 'hidden', actions: { type: 'storeAnswer', params: { answer: 'denied' } } },
      },
    },
    // The rounded position goes to the server as the device's lead information; a failure changes nothing for the visitor.
    saving: {
      invoke: {
        id: 'saveLead',
        src: 'saveLead',
        input: ({ context }) => ({ location: context.location! }),
        onDone: 'hidden',
        onError: 'hidden',
      },
    },
    hidden: { type: 'final' },
  },
});
