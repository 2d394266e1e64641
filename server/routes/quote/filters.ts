/**
 * The quote form's filters (storefront.md sections 3, 5 and 7; issue 8 point 3).
 * add-filter-for-new-user: an anonymous visitor's quote (zip, DOB, gender, tier...) checked with the
 * quote form's own schema (adapters/quoteForm.ts: the one the browser's engine checks; field
 * errors at target_element, nothing written), the state derived from
 * the zip, and a temporary enrollment bound to this session (a fresh session when there is none,
 * as a sign-in or resume issues one); portal: platform_group_id, else the group's, else the
 * default portal 11; eprocess/type default to applicant/new-member; unknown rep or group ids, and a
 * portal (or a signed-in rep's group) the select-portal form does not offer this session
 * (services/portalChoices.ts; the open portals aside), answer 422, and so do eprocess, type, agent_id, group_id and open_type beyond what the
 * session was given (services/callerEntitlements.ts). change-filter-info/:tempId: only the session
 * holding the enrollment (401 without a session, 403 for another's, 409 once completed); empty and
 * null fields are dropped, the sent ones checked (a changed process, rep, group or open type by the
 * same rule), then filter_info (and the columns mirroring it) updated in one UPDATE.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { pricingChangeErrors, quoteFieldErrors } from '../../../adapters';
import type { FieldError } from '../../../domain/errors';
import { QUOTE_ROUTES, type ChangeFilterBody } from '../../../schemas/api/quote';
import { MESSAGES } from '../../../schemas/messages';
import { findGroupRow, insertTempEnrollment } from '../../db/queries/members';
import { updateFilter, type FilterColumns } from '../../db/queries/quote';
import { findAgent } from '../../db/queries/storefront';
import type { Database, JsonObject } from '../../db/types';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment, lookUpSession, renewSession } from '../../plugins/session';
import { changedFields, claimErrors } from '../../services/callerEntitlements';
import { chosenPortalErrors } from '../../services/portalChoices';
import { currentPrincipal } from '../../services/portalAuth';
import { callerEntitlements } from '../../services/sessionEntries';
import { layeredPricing, storefrontLayered } from '../../services/storefrontForms';
import { typed } from '../typed';
import { zipState } from './zip';

/** A value the update calls treat as "not sent" (section 5: update calls drop empty or null fields). */
const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The sent fields of a body, without the empty and null ones. */
function dropEmpty<T extends object>(body: T): Sent<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => !isEmpty(value))) as Sent<T>;
}

/** Adds the errors of `more` at fields that have none yet (an unknown id is also not one the caller was given). */
function addMissing(errors: FieldError[], more: readonly FieldError[]): void {
  for (const error of more) if (!errors.some((known) => known.target_element === error.target_element)) errors.push(error);
}

/** The sent ones of `keys`. */
function pick<T extends object, K extends keyof T>(sent: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => sent[key] !== undefined).map((key) => [key, sent[key]])) as Partial<Pick<T, K>>;
}

/** A body's fields as sent: neither null nor ''. */
type Sent<T> = Partial<{ [K in keyof T]: Exclude<NonNullable<T[K]>, ''> }>;

/** Field errors of the rep and group ids that name no row (a portal is judged by the select-portal form: services/portalChoices.ts). */
async function unknownIds(db: Kysely<Database>, ids: { agent_id?: number; group_id?: number }): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (ids.agent_id !== undefined && !(await findAgent(db, ids.agent_id))) errors.push(fieldError('agent_id', MESSAGES.storefrontIdInvalid));
  if (ids.group_id !== undefined && !(await findGroupRow(db, ids.group_id))) errors.push(fieldError('group_id', MESSAGES.chooseGroup));
  return errors;
}

/** The session to bind a new quote to: the live one, else a fresh one (its cookie set on the reply). */
async function bindToSession<T>(request: FastifyRequest, reply: Parameters<typeof renewSession>[1], create: (db: Kysely<Database>, hash: string) => Promise<T>) {
  const lookup = await lookUpSession(request);
  if (lookup.live) return create(request.server.db, lookup.hash);
  return renewSession(request, reply, create);
}

export async function quoteFilterRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { newUserFilter, changeFilter } = QUOTE_ROUTES;

  api.post(newUserFilter.url, { schema: newUserFilter.schema }, async (request, reply) => {
    const body = dropEmpty(request.body);
    const values = { zip: body.zip ?? '', dob: body.dob ?? '', gender: body.gender ?? '', tier: body.tier ?? null, category: body.category ?? null };
    const group = body.group_id === undefined ? undefined : await findGroupRow(app.db, body.group_id);
    const portalId = body.platform_group_id ?? group?.portal_id ?? app.services.config.defaultPortalId;
    // The quote form of the portal the quote is made on (its published layers), as its visitors were shown it.
    const layered = await storefrontLayered(app.db, 'quote', portalId);
    const errors = quoteFieldErrors(values, {}, { layered });
    const found = errors.some((error) => error.target_element === 'zip') ? null : zipState(values.zip, 'zip', layered);
    if (found && 'error' in found) errors.push(found.error);
    errors.push(...(await unknownIds(app.db, body)));
    // Who the visitor is comes from its session (callerEntitlements), never from the body alone.
    addMissing(errors, claimErrors(await callerEntitlements(request), body));
    // A portal (and a rep's group) only among the caller's choices, judged by the select-portal form.
    addMissing(errors, await chosenPortalErrors(request, body));
    if (errors.length > 0 || !found || 'error' in found) unprocessable(errors);
    const tier = body.tier ?? 'IO';
    const filterInfo: JsonObject = {
      zip: values.zip, state: found.state, dob: values.dob, gender: values.gender, tier,
      ...(body.category === undefined ? {} : { category: body.category }),
    };
    const id = await bindToSession(request, reply, (db, hash) => insertTempEnrollment(db, {
      id: randomUUID(), portal_id: portalId, group_id: body.group_id ?? null, agent_id: body.agent_id ?? group?.agent_id ?? null, member_id: null,
      eprocess: body.eprocess ?? 'applicant', type: body.type ?? 'new-member', open_type: body.open_type ?? null, referral: body.referral ?? null,
      filter_info: JSON.stringify(filterInfo), session_hash: hash, language: request.language,
    }));
    return ok({ temp_enrollment_id: id, portal_id: portalId, state: found.state });
  });

  api.put(changeFilter.url, { ...bound, schema: changeFilter.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const sent = dropEmpty(request.body);
    const { fields, columns, errors } = await checkChange(request, sent, enrollment);
    // A change may not take the enrollment to a process, rep or group the session was not given.
    const current = { eprocess: enrollment.eprocess, type: enrollment.type, agent_id: enrollment.agent_id, group_id: enrollment.group_id, open_type: enrollment.open_type };
    const next = { ...current, ...pick(sent, ['eprocess', 'agent_id', 'group_id', 'open_type']) };
    const changed = changedFields(current, next);
    if (changed.size > 0) addMissing(errors, claimErrors(await callerEntitlements(request), next, changed));
    // Another portal only among the caller's choices (the select-portal form); the one it has stands.
    if (sent.platform_group_id !== undefined && sent.platform_group_id !== enrollment.portal_id) {
      addMissing(errors, await chosenPortalErrors(request, { platform_group_id: sent.platform_group_id }));
    }
    if (errors.length > 0) unprocessable(errors);
    const filterInfo = await updateFilter(app.db, enrollment.id, fields, columns);
    return ok({ temp_enrollment_id: enrollment.id, filter_info: filterInfo, ...(sent.plan_id === undefined ? {} : { plan_id: sent.plan_id }) });
  });
}

type SentChange = Sent<ChangeFilterBody>;

/** The filter_info keys and enrollment columns a change sets, and its field errors. */
async function checkChange(request: FastifyRequest, sent: SentChange, enrollment: { member_id: number | null; portal_id: number }) {
  const memberId = enrollment.member_id;
  const errors: FieldError[] = [];
  const fields: JsonObject = {};
  const add = (target: string, message: string | null, value: unknown) => {
    if (message) errors.push(fieldError(target, message));
    else fields[target] = value;
  };
  // The quote form's fields sent are checked by its schema (the portal's it moves to, else its own's), as the browser's engine checks them.
  const portalId = sent.platform_group_id ?? enrollment.portal_id;
  const [layered, pricing] = await Promise.all([storefrontLayered(request.server.db, 'quote', portalId), layeredPricing(request.server.db, portalId, sent)]);
  const formErrors = quoteFieldErrors(pick(sent, ['dob', 'gender']), {}, { partial: true, layered });
  const formError = (target: string) => formErrors.find((error) => error.target_element === target)?.error_message ?? null;
  if (sent.zip !== undefined) {
    const found = zipState(sent.zip, 'zip', layered);
    if ('error' in found) errors.push(found.error);
    else Object.assign(fields, { zip: sent.zip, state: found.state });
  }
  if (sent.dob !== undefined) add('dob', formError('dob'), sent.dob);
  if (sent.gender !== undefined) add('gender', formError('gender'), sent.gender);
  if (sent.user_id !== undefined) {
    // A filter names only its own member, or the signed-in member on this session.
    const principal = await currentPrincipal(request);
    const own = sent.user_id === memberId || (principal?.role === 'member' && principal.ref === sent.user_id);
    add('user_id', own ? null : MESSAGES.storefrontIdInvalid, sent.user_id);
  }
  // A pricing dialog's fields are checked by its form's schema, as the browser's engine checked them.
  errors.push(...pricingChangeErrors(sent, pricing));
  for (const key of ['tier', 'category'] as const) if (sent[key] !== undefined) fields[key] = sent[key];
  for (const key of ['annual_incode', 'working_hours', 'is_smoker'] as const) if (sent[key] !== undefined) fields[key] = Number(sent[key]);
  errors.push(...(await unknownIds(request.server.db, sent)));
  const columns: FilterColumns = {
    ...(sent.eprocess === undefined ? {} : { eprocess: sent.eprocess }),
    ...(sent.agent_id === undefined ? {} : { agent_id: sent.agent_id }),
    ...(sent.group_id === undefined ? {} : { group_id: sent.group_id }),
    ...(sent.platform_group_id === undefined ? {} : { portal_id: sent.platform_group_id }),
    ...(sent.open_type === undefined ? {} : { open_type: sent.open_type }),
  };
  return { fields, columns, errors };
}
