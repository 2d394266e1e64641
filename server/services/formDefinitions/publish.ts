/**
 * Publishing a draft, and rolling back: each makes a new immutable version, now or at a later
 * time (a scheduled version takes over by itself when its time comes: the active version is the
 * highest one in effect). Nothing with a problem is published; on a 'four eyes' portal a draft
 * is published by someone other than its only author. A version that applies to enrollments in
 * flight moves their pins to itself (only when published now). Each is one audited transaction.
 */
import type { Kysely } from 'kysely';
import {
  agreementLayerProblems, checkLayer, diffLayers, missingTranslationErrors, siteMessagesLayerProblems, storefrontLayerProblems,
} from '../../../adapters';
import { STUDIO_MESSAGES } from '../../../schemas/studioMessages';
import { isAgreementForm } from '../../../schemas/forms/agreementForm';
import { isStorefrontForm } from '../../../schemas/forms/storefrontForms';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import { isMessagesForm } from '../../../schemas/forms/messagesForms';
import { MESSAGES } from '../../../schemas/messages';
import type { FieldError } from '../../../schemas/api/types';
import { appendAudit } from '../../db/queries/formAudit';
import { deleteDraft, findDraft, findVersion, type FormVersion, insertVersion, lockForm } from '../../db/queries/formVersions';
import { versionClockNow } from '../../db/queries/versionClock';
import type { Database } from '../../db/types';
import { ApiError, fieldError, unprocessable } from '../../http';
import { currentContent } from './drafts';
import { moveInFlightPins } from './inFlight';
import { resolveChain } from './layers';
import { tabContext } from './tabPlaces';
import { findScope } from './scopes';

/** How a version is published. */
export interface PublishOptions {
  reason: string;
  /** ISO time to take over at; absent: now. */
  effective_at?: string;
  applies_in_flight?: boolean;
}

/** The problems of `content` as the layer of `ref` over what is below it, its tab's place included. */
export async function checkContent(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, content: FormLayer): Promise<FieldError[]> {
  const { chain } = await findScope(db, ref);
  const [below, tab] = await Promise.all([resolveChain(db, form, chain.slice(0, -1), { textsOf: chain }), tabContext(db, form, chain)]);
  const problems = checkLayer(catalogOf(form), below.resolved, content, tab);
  // A messages form (the storefront's, the wizard's) takes messages only (adapters/siteMessagesCheck.ts).
  if (isMessagesForm(form)) return [...problems, ...siteMessagesLayerProblems(content)];
  // The agreement's own limits (adapters/agreementCheck.ts): only what is applied to it may change.
  if (isAgreementForm(form)) return [...problems, ...agreementLayerProblems(below.resolved, content)];
  // A storefront form's call takes only the fields it has (adapters/storefrontCheck.ts).
  return isStorefrontForm(form) ? [...problems, ...storefrontLayerProblems(catalogOf(form), content)] : problems;
}

/**
 * What publishing asks beyond a valid layer: every text it sets in every language (issue 18 item 4).
 * Check answers them with the layer's problems, so the publish dialog stops at them before the dry run.
 */
export const publishProblems = async (db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, content: FormLayer): Promise<FieldError[]> =>
  [...await checkContent(db, form, ref, content), ...missingTranslationErrors(content)];

/** When a version takes over: now (null) or a future time; 422 for a past one or in-flight with a schedule. */
function effectiveAt(options: PublishOptions): Date | null {
  if (options.reason.trim() === '') unprocessable([fieldError('reason', MESSAGES.publishReasonRequired)]);
  if (options.effective_at === undefined) return null;
  const at = new Date(options.effective_at);
  if (Number.isNaN(at.getTime()) || at.getTime() <= versionClockNow()) unprocessable([fieldError('effective_at', MESSAGES.publishAtPast)]);
  if (options.applies_in_flight) unprocessable([fieldError('applies_in_flight', MESSAGES.publishInFlightScheduled)]);
  return at;
}

/** Writes a version and its audit row, moving in-flight pins when asked (inside one transaction). */
async function writeVersion(
  trx: Kysely<Database>, form: DefinedForm, ref: ScopeRef, actor: string, content: FormLayer, options: PublishOptions,
  extra: { authoredBy: string[]; rolledBackTo: number | null; before: FormLayer },
): Promise<FormVersion> {
  const at = effectiveAt(options);
  // Moving the pins would take a retired tab from the enrollments that have it (inside the transaction: nothing is written).
  if (options.applies_in_flight && content.tab?.retired === true) unprocessable([fieldError('applies_in_flight', MESSAGES.publishRetireInFlight)]);
  const version = await insertVersion(trx, form, ref, {
    content, reason: options.reason.trim(), createdBy: actor, authoredBy: extra.authoredBy, effectiveAt: at,
    appliesInFlight: options.applies_in_flight === true, rolledBackTo: extra.rolledBackTo,
  });
  if (options.applies_in_flight) await moveInFlightPins(trx, form, ref, version.id);
  const action = extra.rolledBackTo !== null ? 'rollback' : at ? 'schedule' : 'publish';
  await appendAudit(trx, { actor, action, form, ref, version: version.version, diff: diffLayers(extra.before, content), reason: options.reason.trim() });
  return version;
}

/** What a scope's baseline version records as its reason. */
export const BASELINE_REASON = 'The definition as it stood before its first published change';

/**
 * Before a scope's first version, its definition until then (its rows, or nothing) is kept as
 * version 1, by the system, so a rollback can always return to the form as it stood.
 */
async function keepBaseline(trx: Kysely<Database>, form: DefinedForm, ref: ScopeRef, before: FormLayer): Promise<void> {
  if (await findVersion(trx, form, ref, 1)) return;
  await insertVersion(trx, form, ref, {
    content: before, reason: BASELINE_REASON, createdBy: 'system', authoredBy: [], effectiveAt: null, appliesInFlight: false, rolledBackTo: null,
  });
}

/** Publishes the scope's draft as its next version; the version written. */
export async function publishDraft(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, actor: string, options: PublishOptions): Promise<FormVersion> {
  const { summary } = await findScope(db, ref);
  effectiveAt(options);
  const draft = await findDraft(db, form, ref);
  if (!draft) unprocessable([fieldError('draft', MESSAGES.draftMissing)]);
  const problems = await checkContent(db, form, ref, draft.content);
  if (problems.length > 0) unprocessable([fieldError('draft', MESSAGES.publishHasProblems), ...problems]);
  // Valid but not every text in Spanish: refused naming each text, with the studio's own words (staff read them).
  const missing = missingTranslationErrors(draft.content);
  if (missing.length > 0) unprocessable([fieldError('draft', STUDIO_MESSAGES.publishTranslationsMissing.replace('{count}', String(missing.length))), ...missing]);
  if (summary.four_eyes && draft.authored_by.length > 0 && draft.authored_by.every((author) => author === actor)) {
    throw new ApiError(403, [fieldError('draft', MESSAGES.publishFourEyes)]);
  }
  const { content: before } = await currentContent(db, form, ref);
  return db.transaction().execute(async (trx) => {
    await lockForm(trx, form, ref);
    const locked = await findDraft(trx, form, ref);
    if (!locked || locked.revision !== draft.revision) throw new ApiError(409, [fieldError('revision', MESSAGES.draftStale)]);
    await keepBaseline(trx, form, ref, before);
    const version = await writeVersion(trx, form, ref, actor, locked.content, options, { authoredBy: locked.authored_by, rolledBackTo: null, before });
    await deleteDraft(trx, form, ref);
    return version;
  });
}

/** Publishes an earlier version's content as the next version; the version written. */
export async function rollBack(
  db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, actor: string, to: number, options: PublishOptions,
): Promise<FormVersion> {
  await findScope(db, ref);
  effectiveAt(options);
  const target = await findVersion(db, form, ref, to);
  if (!target) unprocessable([fieldError('version', MESSAGES.versionMissing)]);
  const { content: before, version: active } = await currentContent(db, form, ref);
  if (active === to) unprocessable([fieldError('version', MESSAGES.rollbackActive)]);
  return db.transaction().execute(async (trx) => {
    await lockForm(trx, form, ref);
    return writeVersion(trx, form, ref, actor, target.content, options, { authoredBy: [actor], rolledBackTo: to, before });
  });
}
