/**
 * Binds machines/storefront/locationPrompt to the app: the stored answer and the browser's
 * geolocation as its input, check-lead-information and get-lead-information as its device check
 * and lead store, navigator.geolocation as `locate`, and the session keys locationAnswer and
 * location.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { locationPromptMachine, type LeadCheck, type Position } from '../../../machines/storefront/locationPrompt';
import { checkLeadInformation } from '../../api/checkLeadInformation';
import { getLeadInformation } from '../../api/getLeadInformation';
import { getSession, setSession } from '../../session/storage';
import { currentVisit } from './visit';

/** The browser's position, once (a refusal or a timeout rejects). */
function locate(): Promise<Position> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 600000 },
    );
  });
}

/** The running location prompt: its snapshot and send. */
export function useLocationPrompt() {
  return useMachine(locationPromptMachine.provide({
    actors: {
      checkLead: fromPromise<LeadCheck, void>(() => checkLeadInformation(currentVisit())),
      locate: fromPromise<Position, void>(locate),
      saveLead: fromPromise<unknown, { location: Position }>(({ input }) =>
        getLeadInformation(currentVisit(), `${input.location.latitude},${input.location.longitude}`)),
    },
    actions: {
      storeAnswer: (_, params) => setSession('locationAnswer', params.answer),
      storeLocation: (_, params) => setSession('location', params.location),
    },
  }), {
    input: {
      answered: getSession('locationAnswer') !== null,
      geolocation: typeof navigator !== 'undefined' && 'geolocation' in navigator,
    },
  });
}
