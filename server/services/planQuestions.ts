/**
 * What a plan asks before it is priced or added (storefront.md section 7 "Questions and
 * eligibility"): whether its question sets are answered and accepted for an enrollment (the
 * detail page's add-to-cart waits on it), whether it is a premier-carrier plan still missing the
 * dependent info its pricing needs, and whether it asks annual income and working hours.
 */
import type { Kysely } from 'kysely';
import { carrierSchemaErrors, planHealthSchemaErrors } from '../../adapters';
import {
  carrierAnswerErrors, childrenOf, dependentFieldsOf, healthAnswerErrors, spouseDobError, type CarrierAnswer, type CarrierQuestion, type HealthAnswer, type HealthQuestion,
} from '../../domain/storefront/planQuestionRules';
import type { FieldError } from '../../schemas/api/types';
import type { Language } from '../../schemas/i18n/language';
import type { Database, JsonObject } from '../db/types';
import { outcomesOf } from '../db/queries/planQuestions';
import { inLanguage } from './contentLanguage';
import { nestedInLanguage } from './contentLanguageNested';

/**
 * The shared rules' messages, then the form schema's (the check the panel's engine runs) at targets
 * the rules left alone: one message per target. Answers to questions the plan does not ask have no
 * place in the form, so the rules' refusal of them stands alone.
 */
function withSchemaErrors(ruleErrors: FieldError[], schemaErrors: () => FieldError[]): FieldError[] {
  if (ruleErrors.some((e) => /\.(question_id|qid)$/.test(e.target_element))) return ruleErrors;
  const seen = new Set(ruleErrors.map((e) => e.target_element));
  return [...ruleErrors, ...schemaErrors().filter((e) => !seen.has(e.target_element))];
}

/**
 * Every message of a set of plan health answers, as the panel finds them: the shared rules
 * (domain/storefront/planQuestionRules: 'Please answer all questions' once at `general` and at
 * each question, the Yes's own needs, dates not after today, unknown questions) and the form
 * schema (adapters/planHealthQuestions).
 */
export function planHealthErrors(questions: readonly HealthQuestion[], answers: readonly HealthAnswer[], now: Date): FieldError[] {
  return withSchemaErrors(healthAnswerErrors(questions, answers, now), () => planHealthSchemaErrors(questions, answers));
}

/** Every message of a set of carrier answers: the shared rule (flagged ones Yes, the banner) and the form schema (adapters/carrierQuestions). */
export function carrierErrors(questions: readonly CarrierQuestion[], answers: readonly CarrierAnswer[]): FieldError[] {
  return withSchemaErrors(carrierAnswerErrors(questions, answers), () => carrierSchemaErrors(questions, answers));
}

/**
 * A plan's health questions in `language` (issue 18): each question with its options wholly in the
 * caller's language or English (content_lang). The panel's form, and so its validator module, is
 * built from what is answered; a save is checked by ids, never by these texts.
 */
export function healthQuestionsIn(db: Kysely<Database>, language: Language, questions: readonly HealthQuestion[]) {
  return nestedInLanguage(db, language, questions,
    (q) => [q.question_text, ...q.options.flatMap((o) => [o.option_text, o.option_group])],
    (q, say) => ({ ...q, question_text: say(q.question_text), options: q.options.map((o) => ({ ...o, option_text: say(o.option_text), option_group: say(o.option_group) })) }));
}

/** A plan's carrier questions in `language` (content_lang each). */
export const carrierQuestionsIn = (db: Kysely<Database>, language: Language, questions: readonly CarrierQuestion[]) => inLanguage(db, language, questions, ['question']);

/** Which question sets a plan asks. */
export async function questionKindsOf(db: Kysely<Database>, planId: number): Promise<{ health: boolean; carrier: boolean }> {
  const [health, carrier] = await Promise.all([
    db.selectFrom('plan_questions').select('question_id').where('plan_id', '=', planId).limit(1).executeTakeFirst(),
    db.selectFrom('carrier_questions').select('qid').where('plan_id', '=', planId).limit(1).executeTakeFirst(),
  ]);
  return { health: health !== undefined, carrier: carrier !== undefined };
}

/** True when every question set the plan asks is saved and accepted for this enrollment (a plan asking none: true). */
export async function questionsSettled(db: Kysely<Database>, enrollmentId: string, planId: number): Promise<boolean> {
  const [kinds, outcomes] = await Promise.all([questionKindsOf(db, planId), outcomesOf(db, enrollmentId, planId)]);
  return (!kinds.health || outcomes.health === 'accepted') && (!kinds.carrier || outcomes.carrier === 'accepted');
}

/** True when the quote holds the dependent facts its tier needs (spouse DOB for IS/IF, children for IC/IF). */
export function hasDependentInfo(filterInfo: Readonly<JsonObject>, now: Date): boolean {
  const asks = dependentFieldsOf(typeof filterInfo.tier === 'string' ? filterInfo.tier : null);
  const spouse = typeof filterInfo.spouse_dob === 'string' ? filterInfo.spouse_dob : null;
  const children = childrenOf(filterInfo.no_of_children as string | number | null | undefined);
  return (!asks.spouse || spouseDobError(spouse, now) === null) && (!asks.children || (children !== null && children > 0));
}

/**
 * check-prudential-plan: a premier-carrier plan (status); depdob: the plan needs dependent info
 * the quote lacks, for its price (plan_rules.needs_dependents) or because its carrier asks the
 * dependents' dates of birth before the add (plans.asks_dependent_dob, migration 033).
 */
export async function prudentialCheck(db: Kysely<Database>, planId: number, filterInfo: Readonly<JsonObject>, now: Date) {
  const [plan, rules] = await Promise.all([
    db.selectFrom('plans').select(['premier_carrier', 'asks_dependent_dob']).where('id', '=', planId).executeTakeFirst(),
    db.selectFrom('plan_rules').select('needs_dependents').where('plan_id', '=', planId).executeTakeFirst(),
  ]);
  const asks = (rules?.needs_dependents ?? false) || (plan?.asks_dependent_dob ?? false);
  return { status: plan?.premier_carrier ?? false, depdob: asks && !hasDependentInfo(filterInfo, now) };
}

const given = (value: unknown): boolean => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

/** check-disability-plan: the plan asks annual income and working hours (status); complete: the quote holds both. */
export async function disabilityCheck(db: Kysely<Database>, planId: number, filterInfo: Readonly<JsonObject>) {
  const rules = await db.selectFrom('plan_rules').select(['min_annual_income', 'min_weekly_hours']).where('plan_id', '=', planId).executeTakeFirst();
  const status = rules !== undefined && (rules.min_annual_income !== null || rules.min_weekly_hours !== null);
  return { status, complete: given(filterInfo.annual_incode) && given(filterInfo.working_hours) };
}
