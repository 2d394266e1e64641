/**
 * Questions and eligibility (storefront.md section 7; issue 8 point 5), every route bound to the
 * session's enrollment. get-questions / save-question-answers: the plan's health questions and
 * their answers, checked with the shared rules (domain/storefront/planQuestionRules.ts); a Yes
 * with a declining option is kept as a decline (errorCode 'decline', the plan's text), accepted
 * answers add the plan to filter_info.answered_plan_ids so pricing answers its price; get-questions
 * also says the plan's decline and success texts (plan_texts), so a page that showed one says it
 * again after a language switch.
 * get-aflac-questions (204 when the plan has none) / save-aflac-questions: carrier questions.
 * check-prudential-plan, check-disability-plan, check-already-answered: what the detail page asks
 * first. store-temp-dependent-info / get-temp-dependent-info: spouse DOB and number of children
 * in filter_info (what pricing reads), merged in SQL.
 */
import type { FastifyInstance } from 'fastify';
import { buildCarrierForm, buildPlanHealthForm, dependentVariant, formSchema, pricingFieldErrors } from '../../../adapters';
import { childrenOf, declines, savedAnswers } from '../../../domain/storefront/planQuestionRules';
import type { Language } from '../../../schemas/i18n/language';
import { PLAN_QUESTION_ROUTES } from '../../../schemas/api/planQuestions';
import { MESSAGES } from '../../../schemas/messages';
import { carrierQuestionsOf, healthQuestionsOf, mergeFilter, saveAnswers } from '../../db/queries/planQuestions';
import type { JsonObject } from '../../db/types';
import { fieldError, GENERAL_TARGET, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { oneInLanguage } from '../../services/contentLanguage';
import { carrierErrors, carrierQuestionsIn, disabilityCheck, healthQuestionsIn, planHealthErrors, prudentialCheck, questionsSettled } from '../../services/planQuestions';
import { storefrontLayered } from '../../services/storefrontForms';
import { typed } from '../typed';

/** What the quote holds of the dependents. */
function dependentInfoOf(filterInfo: Readonly<JsonObject>) {
  return {
    spouse_dob: typeof filterInfo.spouse_dob === 'string' ? filterInfo.spouse_dob : null,
    no_of_children: childrenOf(filterInfo.no_of_children as string | number | null | undefined),
  };
}

export async function planQuestionRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const r = PLAN_QUESTION_ROUTES;
  /** The plan's own decline and success texts, in the caller's language when the store has them (get-questions says them too, for a page that switches). */
  const planTextsIn = (language: Language, set: { decline_message: string; success_message: string }) =>
    oneInLanguage(app.db, language, { error_message: set.decline_message, success_message: set.success_message }, ['error_message', 'success_message']);
  /** The plan named by the request; 422 at plan_id when there is none. */
  const planOf = async (planId: number | string) => {
    const plan = await app.db.selectFrom('plans').select(['id', 'name']).where('id', '=', Number(planId)).executeTakeFirst();
    if (!plan) unprocessable([fieldError('plan_id', MESSAGES.pricingPlanUnknown)]);
    return plan;
  };

  api.get(r.questions.url, { ...bound, schema: r.questions.schema }, async (request) => {
    const plan = await planOf(request.query.plan_id);
    const { set, questions: found } = await healthQuestionsOf(app.db, plan.id);
    // In the caller's language (issue 18): the panel's form and its validator are built from what it is shown.
    const [questions, planTexts] = await Promise.all([healthQuestionsIn(app.db, request.language, found), set && planTextsIn(request.language, set)]);
    return ok({ result: questions, validator: await app.services.forms.register(formSchema(buildPlanHealthForm(questions))), ...(planTexts && { plan_texts: planTexts }) });
  });

  api.post(r.saveAnswers.url, { ...bound, schema: r.saveAnswers.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const plan = await planOf(request.body.plan_id);
    const { set, questions, declining } = await healthQuestionsOf(app.db, plan.id);
    if (!set || questions.length === 0) unprocessable([fieldError(GENERAL_TARGET, MESSAGES.questionsNone)]);
    const errors = planHealthErrors(questions, request.body.answers, new Date());
    if (errors.length > 0) unprocessable(errors);
    const answers = savedAnswers(questions, request.body.answers);
    const declined = declines(answers, declining);
    await saveAnswers(app.db, { enrollment_id: enrollment.id, plan_id: plan.id, kind: 'health', answers, outcome: declined ? 'declined' : 'accepted' }, !declined);
    const said = await planTextsIn(request.language, set);
    if (declined) return { status: 'success' as const, errorCode: 'decline' as const, data: { error_message: said.error_message, content_lang: said.content_lang } };
    return ok({ success_message: said.success_message, content_lang: said.content_lang });
  });

  api.get(r.carrierQuestions.url, { ...bound, schema: r.carrierQuestions.schema }, async (request, reply) => {
    const plan = await planOf(request.query.plan_id);
    const found = await carrierQuestionsOf(app.db, plan.id);
    if (found.length === 0) return reply.code(204).send(null);
    const questions = await carrierQuestionsIn(app.db, request.language, found);
    return ok({ result: questions, validator: await app.services.forms.register(formSchema(buildCarrierForm(questions))) });
  });

  api.post(r.saveCarrier.url, { ...bound, schema: r.saveCarrier.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const plan = await planOf(request.body.plan_id);
    const questions = await carrierQuestionsOf(app.db, plan.id);
    if (questions.length === 0) unprocessable([fieldError(GENERAL_TARGET, MESSAGES.questionsNone)]);
    const errors = carrierErrors(questions, request.body.aflac_data);
    if (errors.length > 0) unprocessable(errors);
    const answers = questions.map((q) => ({ qid: q.qid, true_condition: request.body.aflac_data.find((a) => a.qid === q.qid)!.true_condition }));
    await saveAnswers(app.db, { enrollment_id: enrollment.id, plan_id: plan.id, kind: 'carrier', answers, outcome: 'accepted' }, false);
    return ok({ success_message: MESSAGES.carrierAnswersSaved });
  });

  api.get(r.prudentialPlan.url, { ...bound, schema: r.prudentialPlan.schema }, async (request) => {
    const plan = await planOf(request.query.plan_id);
    return ok(await prudentialCheck(app.db, plan.id, boundEnrollment(request).filter_info, new Date()));
  });

  api.get(r.disabilityPlan.url, { ...bound, schema: r.disabilityPlan.schema }, async (request) => {
    const plan = await planOf(request.query.plan_id);
    return ok(await disabilityCheck(app.db, plan.id, boundEnrollment(request).filter_info));
  });

  api.get(r.alreadyAnswered.url, { ...bound, schema: r.alreadyAnswered.schema }, async (request) => {
    const plan = await planOf(request.query.plan_id);
    return ok({ status: await questionsSettled(app.db, boundEnrollment(request).id, plan.id) });
  });

  api.post(r.storeDependent.url, { ...bound, schema: r.storeDependent.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    await planOf(request.body.plan_id);
    const tier = typeof enrollment.filter_info.tier === 'string' ? enrollment.filter_info.tier : null;
    // The dependent info form of the quote's portal (its published layers) for the quote's tier, as the browser's engine checked it.
    const layered = await storefrontLayered(app.db, 'dependentInfo', enrollment.portal_id);
    const errors = pricingFieldErrors('dependentInfo', request.body, { tier, layered });
    if (errors.length > 0) unprocessable(errors);
    // What the form asks and the body gives (a field a layer hid or made optional and left empty keeps what the quote holds).
    const asked = new Set(dependentVariant(layered.defs, tier).map((def) => def.field_name));
    const dob = asked.has('dep_dob') ? request.body.dep_dob?.trim() : undefined;
    const children = asked.has('no_of_children') ? childrenOf(request.body.no_of_children) : null;
    const fields: JsonObject = { ...(dob ? { spouse_dob: dob } : {}), ...(children !== null ? { no_of_children: children } : {}) };
    const filterInfo = Object.keys(fields).length > 0 ? await mergeFilter(app.db, enrollment.id, fields) : enrollment.filter_info;
    return ok(dependentInfoOf(filterInfo));
  });

  api.get(r.dependentInfo.url, { ...bound, schema: r.dependentInfo.schema }, async (request) => ok(dependentInfoOf(boundEnrollment(request).filter_info)));
}
