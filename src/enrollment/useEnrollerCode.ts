import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { enrollerCodeMachine, type SaveCodeInput, type SaveCodeOutput } from '../../machines/enrollerCode';
import { saveEnrollerCode } from '../api/saveEnrollerCode';
import type { LoadedTab } from './loadTab';
import { machineCall } from './machineCall';

/** The enroller-code machine of a loaded tab, its save wired to save-enroller-code. */
export function useEnrollerCode(loaded: LoadedTab) {
  return useMachine(enrollerCodeMachine.provide({
    actors: {
      saveCode: fromPromise<SaveCodeOutput, SaveCodeInput>(({ input }) =>
        machineCall(saveEnrollerCode({ enrollment_id: loaded.enrollmentId, enrollerCode: input.code }))),
    },
  }), {
    input: {
      eprocess: loaded.eprocess,
      serverShows: loaded.enrollCode.show_enroll_code,
      required: loaded.enrollCode.required,
      saved: loaded.enrollCode.saved,
    },
  });
}

/** The [snapshot, send] pair useEnrollerCode returns. */
export type EnrollerCodeActor = ReturnType<typeof useEnrollerCode>;
