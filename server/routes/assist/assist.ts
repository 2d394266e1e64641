/**
 * The help widget's and location prompt's calls (storefront.md section 7, the second backend's
 * assist and lead calls; schemas/api/assist.ts): assist/get, assist/add, check-lead-information and
 * get-lead-information. A device's answers are a lead for the rep of the site it chats on; the
 * rep is mailed once, when the script is complete (through the mailer: the outbox locally).
 * Every refusal is a 422 at its field; nothing is written then.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ASSIST_ROUTES } from '../../../schemas/api/assist';
import { MESSAGES } from '../../../schemas/messages';
import {
  claimNotification, deviceAnswers, findLead, saveAnswer, saveLocation, scriptQuestions, touchLead, type LeadVisit,
} from '../../db/queries/assist';
import { findAgent } from '../../db/queries/storefront';
import type { Database } from '../../db/types';
import { fieldError, ok, unprocessable } from '../../http';
import { nestedInLanguage } from '../../services/contentLanguageNested';
import { claimMailSend, type MailLimits } from '../../services/mailLimits';
import type { AssistQuestion } from '../../../domain/storefront/helpWidgetTypes';
import type { Language } from '../../../schemas/i18n/language';
import { splitName } from '../storefront/names';
import { typed } from '../typed';
import { answerableQuestion, checkAnswer, conversationOf, scriptComplete, zipOf } from './conversation';
import { leadMail } from './leadMail';

/**
 * Lead mails per caller (client address, an IPv6 /64 as one) and hour: anyone may chat, so a
 * script run again and again with new device ids must not flood a rep's inbox. Past the limit the
 * lead is still stored (and mailed when a later answer of the device comes within the limit).
 */
export const LEAD_MAILS_PER_HOUR = 5;

/**
 * Lead mails per rep and hour, from all callers together: leads are mail the rep wants, so more
 * than a visitor's mail limit, yet bounded against a crowd of addresses; past it the leads wait
 * in assist_leads for the staff.
 */
export const LEAD_MAILS_PER_REP_PER_HOUR = 20;

/** The lead mail's limits (services/mailLimits.ts): the caller's address and the rep; the chat has no session. */
const LEAD_MAIL_LIMITS: MailLimits = { address: LEAD_MAILS_PER_HOUR, recipient: LEAD_MAILS_PER_REP_PER_HOUR };

/** The script in `language` (issue 18): each step's question and its inputs' labels wholly in it or in English (content_lang). */
const scriptIn = (db: Kysely<Database>, language: Language, script: AssistQuestion[]) => nestedInLanguage(db, language, script,
  (step) => [step.question, ...step.fields.map((field) => field.label)],
  (step, say) => ({ ...step, question: say(step.question), fields: step.fields.map((field) => ({ ...field, label: say(field.label) })) }));

/** A query's digit-string id as a number, absent as null. */
const idOf = (value: string | undefined): number | null => (value === undefined ? null : Number(value));

/** The rep, or null without an id; an id naming no rep is refused at agent_id when `strict`, else read as none. */
async function repOf(db: Kysely<Database>, agentId: number | null, strict: boolean) {
  if (agentId === null) return null;
  const agent = await findAgent(db, agentId);
  if (!agent && strict) unprocessable([fieldError('agent_id', MESSAGES.storefrontIdInvalid)]);
  return agent ?? null;
}

/** The group, refused at group_id when the id names none. */
async function checkGroup(db: Kysely<Database>, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const group = await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) unprocessable([fieldError('group_id', MESSAGES.storefrontIdInvalid)]);
}

/** True for a position on Earth (the schema checks its form: two decimals at most). */
function onEarth(position: string): boolean {
  const [latitude, longitude] = position.split(',').map(Number);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

export async function assistRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { assistGet, assistAdd, checkLead, leadInfo } = ASSIST_ROUTES;

  api.get(assistGet.url, { schema: assistGet.schema }, async (request) => {
    const { device_id, agent_id } = request.query;
    const [script, answers, rep] = await Promise.all([
      scriptQuestions(app.db).then((steps) => scriptIn(app.db, request.language, steps)), deviceAnswers(app.db, device_id), repOf(app.db, idOf(agent_id), false),
    ]);
    return ok(conversationOf(script, answers, rep && splitName(rep.name).first));
  });

  api.post(assistAdd.url, { schema: assistAdd.schema }, async (request) => {
    const { question_id, answer, device_id, agent_id = null, web_url } = request.body;
    // An id naming no rep is refused before anything is written.
    await repOf(app.db, agent_id, true);
    await app.db.transaction().execute(async (trx) => {
      const script = await scriptQuestions(trx);
      const answers = await deviceAnswers(trx, device_id);
      const question = answerableQuestion(script, answers, question_id);
      if (!question) unprocessable([fieldError('question_id', MESSAGES.helpUnknownQuestion)]);
      const errors = checkAnswer(question, answer);
      if (errors.length > 0) unprocessable(errors);
      const visit: LeadVisit = { device_id, agent_id, group_id: null, web_url };
      await touchLead(trx, visit);
      const saved = question.fields.length > 1 ? answer.split('\n').map((value) => value.trim()).join('\n') : answer.trim();
      await saveAnswer(trx, device_id, question_id, saved);
      answers.set(question_id, saved);
      await notifyRep(trx, script, answers, device_id, request.ip);
    });
    return ok({});
  });

  /** Mails the lead's rep once, when the script is complete (inside the transaction: no mail without the answer). */
  async function notifyRep(trx: Kysely<Database>, script: Awaited<ReturnType<typeof scriptQuestions>>, answers: Map<number, string>, deviceId: string, ip: string) {
    if (!scriptComplete(script, answers)) return;
    const lead = await findLead(trx, deviceId);
    const rep = lead?.agent_id ? await findAgent(trx, lead.agent_id) : undefined;
    // A lead on the default site has no rep to mail: it stays in assist_leads for the staff.
    if (!lead || lead.notified_at || !rep?.email) return;
    if (!(await claimMailSend(trx, { session: null, ip }, rep.email, LEAD_MAIL_LIMITS))) return;
    if (!(await claimNotification(trx, deviceId))) return;
    await app.services.mailer.send(leadMail(rep.email, splitName(rep.name).first, script, answers, lead.web_url), { db: trx });
  }

  api.get(checkLead.url, { schema: checkLead.schema }, async (request) => {
    const { device_id } = request.query;
    const [lead, script, answers] = await Promise.all([findLead(app.db, device_id), scriptQuestions(app.db), deviceAnswers(app.db, device_id)]);
    const zip = zipOf(script, answers);
    return ok({ status: Boolean(lead?.location) || zip !== null, zip_code: zip });
  });

  api.get(leadInfo.url, { schema: leadInfo.schema }, async (request) => {
    const { store_information, device_id, web_url, agent_id, group_id } = request.query;
    if (!onEarth(store_information)) unprocessable([fieldError('store_information', MESSAGES.locationInvalid)]);
    const visit: LeadVisit = { device_id, agent_id: idOf(agent_id), group_id: idOf(group_id), web_url };
    await repOf(app.db, visit.agent_id, true);
    await checkGroup(app.db, visit.group_id);
    await app.db.transaction().execute(async (trx) => {
      await touchLead(trx, visit);
      await saveLocation(trx, device_id, store_information);
    });
    const [script, answers] = await Promise.all([scriptQuestions(app.db), deviceAnswers(app.db, device_id)]);
    return ok({ result: { zip_code: zipOf(script, answers) } });
  });
}
