/**
 * The dry run of a health publish: every open enrollment of the scope that saved the applicant's
 * health info is checked, with the draft in place of the scope's layer, as its save would be
 * (services/health healthErrors: the questions it would be asked, in order, then the form). A
 * failure is counted at the field the draft changes: a leaf's name (`is_treatment`), a question's
 * `question_<id>` for its answer, `condition_questions` / `medication_question` when the questions
 * asked changed. A dependent's health answers are not checked here.
 */
import type { Kysely } from 'kysely';
import type { HealthInfo, HealthQuestionSet } from '../../../schemas/api/types';
import { HEALTH_FORM, questionField } from '../../../schemas/forms/healthForm';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import type { Database } from '../../db/types';
import { healthErrors, healthQuestionsFor } from '../health';
import { countChecked, DRY_RUN_LIMIT, type DryRunAnswer, perChain } from './dryRunAnswer';
import { inScope } from './inFlight';
import { resolveChain } from './layers';

/** The field a health error is counted at (see the file comment). */
export function healthFieldOf(target: string, questions: HealthQuestionSet): string {
  const parts = target.split('.');
  const leaf = [...parts].reverse().find((part) => !/^\d+$/.test(part)) ?? target;
  if (leaf !== 'yes_no_flag') return leaf;
  const question = parts[0] === 'condition_questions' ? questions.codition_questions[Number(parts[1])] : questions.medication_question;
  return question ? questionField(question.question_id) : parts[0];
}

/** Re-validates the scope's open enrollments' saved health info against `content` as the scope's layer. */
export async function healthDryRun(db: Kysely<Database>, ref: ScopeRef, content: FormLayer, answer: DryRunAnswer): Promise<DryRunAnswer> {
  const rows = await db.selectFrom('enrollments').select(['id', 'portal_id', 'group_id', 'health_info'])
    .where(inScope(ref)).where('health_info', 'is not', null).orderBy('created_at').limit(DRY_RUN_LIMIT + 1).execute();
  answer.supported = true;
  answer.truncated = rows.length > DRY_RUN_LIMIT;
  // Enrollments of one portal and group are asked the same questions.
  const setFor = perChain((chain, portalId, groupId) =>
    healthQuestionsFor(db, 'primary', { portalId, groupId }, resolveChain(db, HEALTH_FORM, chain, { replace: { scope: ref.scope, content } })));
  for (const row of rows.slice(0, DRY_RUN_LIMIT)) {
    const questions = await setFor(row.portal_id, row.group_id);
    const errors = healthErrors(questions, row.health_info as unknown as HealthInfo);
    countChecked(answer, row.id, [...new Set(errors.map((error) => healthFieldOf(error.target_element, questions)))]);
  }
  return answer;
}
