/**
 * Health's questions at a scope, which the studio offers when staff add a question's field
 * (`question_<id>`, schemas/forms/healthForm.ts) instead of typing its id: the questions the
 * scope's enrollments are asked (the applicant's and a dependent's, each once, by id).
 */
import type { Kysely } from 'kysely';
import type { ScopeRef } from '../../../schemas/forms/definition';
import { resolveHealthQuestions } from '../../db/queries/health';
import type { Database } from '../../db/types';

/** One question the studio offers. */
export interface ScopeQuestion { question_id: number; question_text: string }

/** The questions of the chain's most specific scope with any (a default scope: the default's own). */
export async function scopeQuestions(db: Kysely<Database>, chain: readonly ScopeRef[]): Promise<ScopeQuestion[]> {
  // The default scope has no portal: 0 names none, so only the default's questions answer.
  const key = { portalId: chain.find((ref) => ref.scope === 'portal')?.scope_id ?? 0, groupId: chain.find((ref) => ref.scope === 'group')?.scope_id ?? null };
  const [primary, dependent] = await Promise.all([resolveHealthQuestions(db, 'primary', key), resolveHealthQuestions(db, 'dependent', key)]);
  const byId = new Map<number, ScopeQuestion>();
  for (const { question_id, question_text } of [...primary, ...dependent]) if (!byId.has(question_id)) byId.set(question_id, { question_id, question_text });
  return [...byId.values()];
}
