import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { reviewMachine, type SaveReviewInput, type SaveReviewOutput } from '../../../machines/review';
import type { NavEntry } from '../../../machines/wizardNavigation';
import { saveReviewInfo } from '../../api/saveReviewInfo';
import { clearAfterReview, forgetDraft, setSession } from '../../session';
import { machineCall } from '../machineCall';
import { useAppNavigate } from '../useAppNavigate';
import { REVIEW_DRAFT } from './loadReview';

/** Submits the review: save-review-info with first_enroll 1; an enrollment completed already counts as done (the adapter tells). */
async function submitReview(enrollmentId: string, notes: string): Promise<SaveReviewOutput> {
  const additional = notes.trim();
  const done = await machineCall(saveReviewInfo({ enrollment_id: enrollmentId, first_enroll: 1, ...(additional ? { additional_notes: additional } : {}) }));
  forgetDraft(enrollmentId, REVIEW_DRAFT);
  return done;
}

/** The review machine bound to the app: save, navigation, the browser session and the save-later dialog. */
export function useReviewFlow(enrollmentId: string, navArray: NavEntry[]) {
  const navigate = useAppNavigate();
  const [saveLaterRequest, setSaveLaterRequest] = useState(0);
  const [snapshot, send] = useMachine(reviewMachine.provide({
    actions: {
      navigate: (_, params) => navigate(params),
      storeNavto: () => setSession('navto', 'review'),
      clearBrowserState: clearAfterReview,
      openSaveLater: () => setSaveLaterRequest((n) => n + 1),
    },
    actors: {
      saveReview: fromPromise<SaveReviewOutput, SaveReviewInput>(({ input }) => submitReview(enrollmentId, input.notes)),
    },
  }), { input: { navArray } });
  return { snapshot, send, saveLaterRequest };
}
