/**
 * Everything the Health Questions step needs before it shows, fetched in parallel: the step
 * context, the questions with their form's validator (the server's precompiled module) and the
 * enrollment's health_track flag; then the health load machine decides where the answers come
 * from (an existing member's record on file, loaded and saved at once, or the saved info). No
 * draft: health answers are never kept in the browser (src/session/storagePolicy.ts). The
 * questions and the validator are essential; other failures fall back as the machine says.
 */
import { createActor, fromPromise, toPromise } from 'xstate';
import { buildHealthForm, healthPayload, healthValues, type FormValues, type TabForm } from '../../../adapters';
import { healthLoadMachine, type HealthLoadOutput } from '../../../machines/healthStep';
import type { HealthQuestionSet } from '../../../schemas/api/types';
import { MESSAGES } from '../../shared/text/messages';
import { getExistingHealthInfo } from '../../api/getExistingHealthInfo';
import { getHealthQuestions } from '../../api/getHealthQuestions';
import { saveHealthInfo } from '../../api/saveHealthInfo';
import { loadFormValidator, type FormValidator } from '../../engine/formValidator';
import { loadStepContext, tempInfo, type StepContext } from '../loadStepContext';

/** The step's tab. */
export const HEALTH_TAB = 'primary_health_info';

/** The step ready to bind. */
export interface LoadedHealth extends StepContext {
  questions: HealthQuestionSet;
  form: TabForm;
  validation: FormValidator;
  initial: FormValues;
  /** A calm note above the form: answers filled from the record on file. */
  notice: string | null;
}

/** The note for where the answers came from. */
function noticeOf(load: HealthLoadOutput): string | null {
  if (load.source === 'existing' && !load.autoSaved) return MESSAGES.healthOnFileUnsaved;
  return load.autoSaved ? MESSAGES.healthOnFileSaved : null;
}

/** Runs the health load machine with this enrollment's effects and resolves its output. */
function loadAnswers(context: StepContext, form: TabForm, questions: HealthQuestionSet, healthTrack: boolean): Promise<HealthLoadOutput> {
  const { enrollmentId } = context;
  const machine = healthLoadMachine.provide({
    actors: {
      loadExisting: fromPromise<unknown, void>(() => getExistingHealthInfo(enrollmentId).then((data) => data.result)),
      // The record as this form reads it (answers to questions no longer asked left out), saved as a save would.
      autoSave: fromPromise<unknown, { answers: unknown }>(({ input }) =>
        saveHealthInfo({ enrollment_id: enrollmentId, ...healthPayload(form, healthValues(form, questions, input.answers)) })),
      loadSaved: fromPromise<unknown, void>(() => tempInfo(enrollmentId, 'health_info')),
    },
  });
  return toPromise(createActor(machine, { input: { enrollType: context.enrollType, healthTrack } }).start());
}

/** The questions in the language asked (the cookie's), their form and its validator. */
async function loadQuestions(enrollmentId: string) {
  const answer = await getHealthQuestions(enrollmentId);
  const validation = await loadFormValidator(answer.validator);
  return { questions: answer.result, form: buildHealthForm(answer.result), validation };
}

/** The loaded step with its questions read again in the language now shown (after a switch: useStepLoad); the answers are the step's. */
export async function rereadHealth(enrollmentId: string, loaded: LoadedHealth): Promise<LoadedHealth> {
  return { ...loaded, ...(await loadQuestions(enrollmentId)) };
}

/** Loads the step (see the file comment); rejects only when its questions or validator cannot load. */
export async function loadHealth(enrollmentId: string): Promise<LoadedHealth> {
  const [context, { questions, form, validation }, healthTrack] = await Promise.all([
    loadStepContext(enrollmentId),
    loadQuestions(enrollmentId),
    tempInfo(enrollmentId, 'health_track'),
  ]);
  const load = await loadAnswers(context, form, questions, healthTrack === true);
  const initial = healthValues(form, questions, load.answers);
  return { ...context, questions, form, validation, initial, notice: noticeOf(load) };
}
