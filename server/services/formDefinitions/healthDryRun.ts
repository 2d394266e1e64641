/**
 * The dry run of a health publish: every open enrollment of the scope that saved the applicant's
 * health info is checked, with the draft in place of the scope's layer, as its save would be
 * (services/health healthErrors: the questions it would be asked, in order, then the form). A
 * failure is counted at the field the draft changes: a leaf's name (`is_treatment`), a question's
 * `question_<id>` for its answer, `condition_questions` / `medication_question` when the questions
 * asked changed. Each dependent's saved health answers are checked too, against the dependents'
 * questions with the same draft (a dependent's save checks them so), counted at `dependents.<field>`.
 */
import { type Kysely, sql } from 'kysely';
import type { HealthInfo, HealthQuestionSet } from '../../../schemas/api/types';
import { HEALTH_FORM, questionField } from '../../../schemas/forms/healthForm';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import type { Database, HealthAudience } from '../../db/types';
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

/** The fields a health info fails at for these questions (none when there is no health info). */
function failedFields(questions: HealthQuestionSet, info: unknown): string[] {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) return [];
  return healthErrors(questions, info as HealthInfo).map((error) => healthFieldOf(error.target_element, questions));
}

/** The health answers saved with each dependent of a dependent_info column. */
function dependentsHealth(column: unknown): unknown[] {
  const dependents = (column as { dependents?: unknown } | null)?.dependents;
  return Array.isArray(dependents) ? dependents.map((item) => (item as { health_info?: unknown } | null)?.health_info) : [];
}

/** Some dependent of the column has saved health answers (an object). */
const DEPENDENT_HEALTH = sql<boolean>`jsonb_path_exists(dependent_info, '$.dependents[*].health_info ? (@.type() == "object")')`;

/**
 * Re-validates the scope's open enrollments' saved health info, the applicant's and each
 * dependent's, against `content` as the scope's layer.
 */
export async function healthDryRun(db: Kysely<Database>, ref: ScopeRef, content: FormLayer, answer: DryRunAnswer): Promise<DryRunAnswer> {
  const rows = await db.selectFrom('enrollments').select(['id', 'portal_id', 'group_id', 'health_info', 'dependent_info'])
    .where(inScope(ref)).where((eb) => eb.or([eb('health_info', 'is not', null), DEPENDENT_HEALTH]))
    .orderBy('created_at').limit(DRY_RUN_LIMIT + 1).execute();
  answer.supported = true;
  answer.truncated = rows.length > DRY_RUN_LIMIT;
  // Enrollments of one portal and group are asked the same questions (per audience).
  const setsFor = (audience: HealthAudience) => perChain((chain, portalId, groupId) =>
    healthQuestionsFor(db, audience, { portalId, groupId }, resolveChain(db, HEALTH_FORM, chain, { replace: { scope: ref.scope, content } })));
  const primaryFor = setsFor('primary');
  const dependentFor = setsFor('dependent');
  for (const row of rows.slice(0, DRY_RUN_LIMIT)) {
    const failed = failedFields(await primaryFor(row.portal_id, row.group_id), row.health_info);
    const saved = dependentsHealth(row.dependent_info);
    if (saved.length > 0) {
      const questions = await dependentFor(row.portal_id, row.group_id);
      for (const info of saved) failed.push(...failedFields(questions, info).map((field) => `dependents.${field}`));
    }
    countChecked(answer, row.id, [...new Set(failed)]);
  }
  return answer;
}
