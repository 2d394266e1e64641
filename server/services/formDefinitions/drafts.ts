/**
 * Drafts of a form definition: one per form and scope, opened from the scope's current content,
 * saved with the revision it was read at, discarded. A save based on an older revision is merged
 * property by property with what was saved since, given the content it was read as (mergeLayers);
 * when both changed a property differently it is refused with those properties, so two people
 * editing one draft never lose a change silently. Every change is audited with its field-level diff.
 */
import type { Kysely } from 'kysely';
import { diffLayers, mergeLayers, type DefinitionChange, type MergeConflict } from '../../../adapters';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import type { FormLayer, ScopeRef } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { appendAudit } from '../../db/queries/formAudit';
import { deleteDraft, findDraft, type FormDraft, lockForm, writeDraft } from '../../db/queries/formVersions';
import type { Database } from '../../db/types';
import { ApiError, fieldError, unprocessable } from '../../http';
import { resolveChain, scopeContent } from './layers';
import { findScope } from './scopes';

/** The active version number of a scope's content, and the content (its rows' reading when it has no version). */
export async function currentContent(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef): Promise<{ content: FormLayer; version: number | null }> {
  const { chain } = await findScope(db, ref);
  const chainForm = await resolveChain(db, form, chain);
  const id = chainForm.pins[ref.scope] ?? null;
  const version = id === null ? null : await db.selectFrom('form_versions').select('version').where('id', '=', id).executeTakeFirst();
  return { content: scopeContent(chainForm, ref.scope), version: version?.version ?? null };
}

/** The draft of a form and scope, opened from the current content when there is none (audited). */
export async function openDraft(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, actor: string): Promise<FormDraft> {
  const existing = await findDraft(db, form, ref);
  if (existing) return existing;
  const { content, version } = await currentContent(db, form, ref);
  await db.transaction().execute(async (trx) => {
    await lockForm(trx, form, ref);
    if (await findDraft(trx, form, ref)) return;
    await writeDraft(trx, { form, scope: ref.scope, scope_id: ref.scope_id, content, base_version: version, revision: 1, authored_by: [], updated_by: actor });
    await appendAudit(trx, { actor, action: 'draft.create', form, ref, version, diff: [], reason: null });
  });
  return (await findDraft(db, form, ref)) as FormDraft;
}

/** The draft, or 422 when the scope has none. */
export async function requireDraft(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef): Promise<FormDraft> {
  const draft = await findDraft(db, form, ref);
  if (!draft) unprocessable([fieldError('draft', MESSAGES.draftMissing)]);
  return draft;
}

/** A save's answer: the draft as saved, and the others' changes merged under it (null when none was needed). */
export type SavedDraft = FormDraft & { merged: DefinitionChange[] | null };

/** Where a conflicting property is, as a field error's target: fields.<name>.<prop>, tab.<prop>, messages.<key> or translations.<language>.<path>. */
const conflictTarget = (c: MergeConflict): string => {
  if (c.kind === 'field') return `fields.${c.field}.${c.prop}`;
  if (c.kind === 'tab') return `tab.${c.prop}`;
  return c.kind === 'translation' ? `translations.${c.prop}` : `messages.${c.prop}`;
};

/** 409 naming every property both saves changed differently (nothing is saved). */
function refuseConflicts(conflicts: MergeConflict[]): never {
  throw new ApiError(409, [fieldError('revision', MESSAGES.draftConflict), ...conflicts.map((c) => fieldError(conflictTarget(c), MESSAGES.draftConflictProperty))]);
}

/**
 * Saves new content over the draft read at `revision`. When someone saved since, `base` (the
 * content as read at `revision`) lets their changes and these be merged property by property: the
 * merge is saved as the next revision (audited as draft.merge) and answered with their changes;
 * conflicting properties are refused with 409 naming them, as is a stale save without `base`.
 */
export async function saveDraft(
  db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, actor: string, save: { content: FormLayer; revision: number; base?: FormLayer },
): Promise<SavedDraft> {
  const merged = await db.transaction().execute(async (trx) => {
    await lockForm(trx, form, ref);
    const draft = await findDraft(trx, form, ref);
    if (!draft) unprocessable([fieldError('draft', MESSAGES.draftMissing)]);
    const stale = draft.revision !== save.revision;
    if (stale && !save.base) throw new ApiError(409, [fieldError('revision', MESSAGES.draftStale)]);
    const merge = stale && save.base ? mergeLayers(save.base, draft.content, save.content) : null;
    if (merge && merge.merged === null) refuseConflicts(merge.conflicts);
    const content = merge?.merged ?? save.content;
    const authors = draft.authored_by.includes(actor) ? draft.authored_by : [...draft.authored_by, actor];
    await writeDraft(trx, { ...draft, content, revision: draft.revision + 1, authored_by: authors, updated_by: actor });
    await appendAudit(trx, { actor, action: merge ? 'draft.merge' : 'draft.save', form, ref, version: null, diff: diffLayers(draft.content, content), reason: null });
    return merge && save.base ? diffLayers(save.base, draft.content) : null;
  });
  return { ...((await findDraft(db, form, ref)) as FormDraft), merged };
}

/** Discards the draft (audited); 422 when there is none. */
export async function discardDraft(db: Kysely<Database>, form: DefinedForm, ref: ScopeRef, actor: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForm(trx, form, ref);
    const draft = await findDraft(trx, form, ref);
    if (!draft) unprocessable([fieldError('draft', MESSAGES.draftMissing)]);
    await deleteDraft(trx, form, ref);
    await appendAudit(trx, { actor, action: 'draft.discard', form, ref, version: null, diff: [], reason: null });
  });
}
